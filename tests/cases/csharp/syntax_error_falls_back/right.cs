public class A
{
    public int X() => 1;
    public int Y() => 2;
}
