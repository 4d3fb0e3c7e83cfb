public class Money
{
    public static Money Of(decimal amount) => new Money();
    public static Money Of(int cents) => Of(cents / 100m);
}
