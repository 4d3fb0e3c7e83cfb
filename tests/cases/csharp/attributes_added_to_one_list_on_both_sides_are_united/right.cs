public class OrderTests
{
    [Fact, Obsolete("Use AddsMany")]
    public void Adds() { }
}
