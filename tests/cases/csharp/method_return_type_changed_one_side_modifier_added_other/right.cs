class Counter
{
    public static int Next()
    {
        return ++count;
    }
}
