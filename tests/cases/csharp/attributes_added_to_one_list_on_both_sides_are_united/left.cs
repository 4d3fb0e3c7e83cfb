public class OrderTests
{
    [Fact, Trait("Category", "Unit")]
    public void Adds() { }
}
