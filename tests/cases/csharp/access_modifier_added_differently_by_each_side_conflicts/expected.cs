namespace Shop.Web;

public class UrlHelper
{
<<<<<<< left
    private static string Encode(string s) => Uri.EscapeDataString(s);
||||||| base
    static string Encode(string s) => Uri.EscapeDataString(s);
=======
    internal static string Encode(string s) => Uri.EscapeDataString(s);
>>>>>>> right

    public static string Join(string a, string b) => a + "/" + b;
}
