class Startup
{
    HttpClient Create() => new HttpClient { BaseAddress = baseUri, Timeout = TimeSpan.FromSeconds(30), MaxResponseContentBufferSize = 4096 };
}
