using System;

namespace Acme.Numerics
{
    public readonly struct Vector2 : IEquatable<Vector2>
    {
        public double X { get; }
        public double Y { get; }

        public Vector2(double x, double y)
        {
            X = x;
            Y = y;
        }

        public static Vector2 operator +(Vector2 a, Vector2 b) => new Vector2(a.X + b.X, a.Y + b.Y);

        public static Vector2 operator -(Vector2 l, Vector2 r) => new Vector2(l.X - r.X, l.Y - r.Y);

        public double this[int i] => i == 0 ? X : i == 1 ? Y : throw new IndexOutOfRangeException();

        public bool Equals(Vector2 other) => X == other.X && Y == other.Y;
    }
}
