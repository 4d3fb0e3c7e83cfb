class Counter
{
    public long Next()
    {
        return ++count;
    }
}
