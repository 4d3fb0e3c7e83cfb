public class OrderTests
{
    [Fact, Trait("Category", "Unit"), Obsolete("Use AddsMany")]
    public void Adds() { }
}
