public class A
{
<<<<<<< left
    public int X() => 1
||||||| base
    public int X() => 1;
=======
    public int X() => 1;
    public int Y() => 2;
>>>>>>> right
}
