public class Counter
{
    private static int count;

    public virtual void Increment()
    {
        count++;
    }
}
