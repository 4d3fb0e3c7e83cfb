public class Service
{
    /// <summary>Starts the service.</summary>
    [Obsolete]
    public void Start() { }

    public void Stop() { }
}
