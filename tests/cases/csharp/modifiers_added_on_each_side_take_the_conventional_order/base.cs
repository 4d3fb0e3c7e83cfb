public class Counter
{
    private int count;

    public void Increment()
    {
        count++;
    }
}
