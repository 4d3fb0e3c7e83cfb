public class Money
{
    public static Money Of(decimal amount) => new Money();
    public static Money Of(string text) => Of(decimal.Parse(text));
}
