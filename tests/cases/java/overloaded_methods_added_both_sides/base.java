package com.example.fmt;

public final class Format {
    private Format() {}

    public static String pad(String s, int width) {
        return String.format("%-" + width + "s", s);
    }
}
