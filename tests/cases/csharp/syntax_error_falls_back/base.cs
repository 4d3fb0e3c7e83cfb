public class A
{
    public int X() => 1;
}
