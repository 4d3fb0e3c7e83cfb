public class OrderTests
{
    [Fact]
    public void Adds() { }
}
