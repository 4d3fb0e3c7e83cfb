public class Loader
{
    public static async void Load(string path)
    {
        Read(path);
        Log(path);
    }
}
