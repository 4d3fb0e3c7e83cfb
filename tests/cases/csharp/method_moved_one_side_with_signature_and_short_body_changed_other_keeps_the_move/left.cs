using System;
using System.Collections.Generic;
using System.Linq;

namespace Acme.Stats
{
    public static class SeriesExtensions
    {
        public static double Max(this IReadOnlyList<double> xs) => xs.Aggregate(double.MinValue, Math.Max);

        public static double Mean(this IReadOnlyList<double> xs)
        {
            if (xs.Count == 0) throw new ArgumentException("empty series", nameof(xs));
            return xs.Sum() / xs.Count;
        }

        public static double Median(this IReadOnlyList<double> xs)
        {
            var sorted = xs.OrderBy(x => x).ToArray();
            int mid = sorted.Length / 2;
            return sorted.Length % 2 == 0 ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[mid];
        }

        public static double Variance(this IReadOnlyList<double> xs)
        {
            var mean = xs.Mean();
            return xs.Sum(x => (x - mean) * (x - mean)) / xs.Count;
        }
    }
}
