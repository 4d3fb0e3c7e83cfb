namespace Sync;

public sealed class CsvChannel : IExporter, IImporter
{
    private readonly string _path;

    public CsvChannel(string path) => _path = path;

    void IExporter.Run() => File.WriteAllText(_path, "");
}
