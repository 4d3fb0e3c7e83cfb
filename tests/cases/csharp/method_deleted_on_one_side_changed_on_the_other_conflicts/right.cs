public class Cart
{
    public int Count() => 0;

    public void Empty()
    {
        Log("cart emptied");
    }
}
