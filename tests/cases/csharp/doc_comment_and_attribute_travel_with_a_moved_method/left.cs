public class Service
{
    public void Stop() { }

    /// <summary>Starts the service.</summary>
    [Obsolete]
    public void Start() { }
}
