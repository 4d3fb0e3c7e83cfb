public class Store
{
<<<<<<< left
    private void Save()
||||||| base
    public void Save()
=======
    protected internal void Save()
>>>>>>> right
    {
        Flush();
    }
}
