public static class Parsing
{
    public static int Parse(string s) => int.Parse(s);

    public static bool Parse(string s, out int value) => int.TryParse(s, out value);
}
