public class Service
{
    public void Stop() { }

    public void Restart()
    {
        Stop();
        Start();
    }

    /// <summary>Starts the service.</summary>
    [Obsolete]
    public void Start() { }
}
