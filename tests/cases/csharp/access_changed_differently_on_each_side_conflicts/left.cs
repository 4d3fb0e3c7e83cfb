public class Store
{
    private void Save()
    {
        Flush();
    }
}
