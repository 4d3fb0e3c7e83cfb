public class Loader
{
    public async void Load(string path)
    {
        Read(path);
        Log(path);
    }
}
