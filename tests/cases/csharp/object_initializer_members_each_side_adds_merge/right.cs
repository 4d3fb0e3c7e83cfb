class Startup
{
    HttpClient Create() => new HttpClient { BaseAddress = baseUri, MaxResponseContentBufferSize = 4096 };
}
