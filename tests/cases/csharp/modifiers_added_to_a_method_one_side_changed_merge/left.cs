public class Loader
{
    public static void Load(string path)
    {
        Read(path);
    }
}
