using System;
using System.Collections.Generic;
using System.Linq;

namespace Shop;

public static class Report
{
    public static int Count(int[] xs) => xs.Length;

    public static List<int> Positive(int[] xs) => xs.Where(x => x > 0).ToList();
}
