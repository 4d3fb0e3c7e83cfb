class Startup
{
    Options Make() => new Options { Retries = settings.Retries, Verbose = settings.Retries };
}
