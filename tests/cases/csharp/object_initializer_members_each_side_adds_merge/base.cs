class Startup
{
    HttpClient Create() => new HttpClient { BaseAddress = baseUri };
}
