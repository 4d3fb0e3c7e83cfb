class Counter
{
    public int Next()
    {
        return ++count;
    }
}
