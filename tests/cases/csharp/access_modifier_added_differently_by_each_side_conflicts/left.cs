namespace Shop.Web;

public class UrlHelper
{
    private static string Encode(string s) => Uri.EscapeDataString(s);

    public static string Join(string a, string b) => a + "/" + b;
}
