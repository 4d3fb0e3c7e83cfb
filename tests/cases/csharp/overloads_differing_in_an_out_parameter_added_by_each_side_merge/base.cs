public static class Parsing
{
    public static int Parse(string s) => int.Parse(s);
}
