namespace A
{
    public enum Code
    {
        Ok = 0,
        NotFound = 1,
        Denied = 2,
    }
}
