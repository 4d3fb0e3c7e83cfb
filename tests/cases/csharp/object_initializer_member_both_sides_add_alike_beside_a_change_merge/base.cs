class Startup
{
    Options Make() => new Options { Retries = settings.Retries };
}
