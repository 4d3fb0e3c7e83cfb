class Counter
{
    public static long Next()
    {
        return ++count;
    }
}
