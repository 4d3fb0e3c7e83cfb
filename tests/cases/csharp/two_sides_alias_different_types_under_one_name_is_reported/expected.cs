using System;
<<<<<<< left
using Row = Shop.Model.Order;
||||||| base
=======
using Row = Shop.Csv.Line;
>>>>>>> right

namespace Shop.Export;

public static class Stamp
{
    public static string Of(DateTime at) => at.ToString("O");

    public static string Describe(Row row) => row.Id;

    public static string Render(Row row) => string.Join(";", row.Cells);
}
