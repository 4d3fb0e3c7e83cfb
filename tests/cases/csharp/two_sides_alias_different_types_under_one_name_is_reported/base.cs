using System;

namespace Shop.Export;

public static class Stamp
{
    public static string Of(DateTime at) => at.ToString("O");
}
