public static class Parsing
{
    public static int Parse(string s) => int.Parse(s);

    public static bool Parse(string s, out int value) => int.TryParse(s, out value);

    public static int Parse(string s, int fallback) => int.TryParse(s, out var v) ? v : fallback;
}
