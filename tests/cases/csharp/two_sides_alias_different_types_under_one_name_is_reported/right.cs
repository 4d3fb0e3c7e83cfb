using System;
using Row = Shop.Csv.Line;

namespace Shop.Export;

public static class Stamp
{
    public static string Of(DateTime at) => at.ToString("O");

    public static string Render(Row row) => string.Join(";", row.Cells);
}
