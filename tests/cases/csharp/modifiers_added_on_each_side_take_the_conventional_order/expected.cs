public class Counter
{
    private static readonly int count;

    public virtual void Increment()
    {
        count++;
    }
}
