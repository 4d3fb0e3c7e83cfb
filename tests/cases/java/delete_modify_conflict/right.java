package com.example.text;

public class Slug {
    public static String of(String title) {
        return title.trim().toLowerCase().replace(' ', '-');
    }

    @Deprecated
    public static String legacy(String title) {
        return of(title);
    }

    public static boolean isValid(String slug) {
        return slug.matches("[a-z0-9-]+");
    }
}
