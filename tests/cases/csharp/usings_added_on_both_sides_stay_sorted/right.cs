using System;
using System.Globalization;
using System.Linq;

namespace Shop;

public static class Report
{
    public static int Count(int[] xs) => xs.Length;

    public static string Total(int[] xs) => xs.Sum().ToString(CultureInfo.InvariantCulture);
}
