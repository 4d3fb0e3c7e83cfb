package com.example.geo;

public class Distance {
    public static double km(double meters) {
        return meters / 1000.0;
    }

    public static double miles(double meters) {
        return meters / 1609.344;
    }

    public static double feet(double meters) {
        return meters / 0.3048;
    }
}
