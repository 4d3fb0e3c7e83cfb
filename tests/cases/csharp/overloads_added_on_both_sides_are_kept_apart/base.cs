public class Money
{
    public static Money Of(decimal amount) => new Money();
}
