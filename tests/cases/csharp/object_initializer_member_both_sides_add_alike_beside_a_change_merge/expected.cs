class Startup
{
    Options Make() => new Options { Retries = 3, Verbose = settings.Retries };
}
