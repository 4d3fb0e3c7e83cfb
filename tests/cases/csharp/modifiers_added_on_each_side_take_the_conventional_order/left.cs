public class Counter
{
    private readonly int count;

    public void Increment()
    {
        count++;
    }
}
