public class Store
{
    protected internal void Save()
    {
        Flush();
    }
}
