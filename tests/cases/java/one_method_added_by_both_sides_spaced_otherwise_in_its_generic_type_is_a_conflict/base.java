package com.acme.geom;

public final class Vec2 {
    public final double x;
    public final double y;

    public Vec2(double x, double y) {
        this.x = x;
        this.y = y;
    }

    public Vec2 plus(Vec2 o) {
        return new Vec2(x + o.x, y + o.y);
    }

    public double length() {
        return Math.hypot(x, y);
    }

    public Vec2 normalized() {
        double len = length();
        return len == 0 ? this : new Vec2(x / len, y / len);
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
