public class Cart
{
    public int Count() => 0;
<<<<<<< left
||||||| base

    public void Empty()
    {
        Log("empty");
    }
=======

    public void Empty()
    {
        Log("cart emptied");
    }
>>>>>>> right
}
