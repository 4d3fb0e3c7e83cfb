using System;
using Row = Shop.Model.Order;

namespace Shop.Export;

public static class Stamp
{
    public static string Of(DateTime at) => at.ToString("O");

    public static string Describe(Row row) => row.Id;
}
