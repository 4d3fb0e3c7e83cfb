public class Store
{
    public void Save()
    {
        Flush();
    }
}
