public class Loader
{
    public void Load(string path)
    {
        Read(path);
    }
}
