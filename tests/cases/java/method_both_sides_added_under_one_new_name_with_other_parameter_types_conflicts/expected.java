package org.example.units;

import java.util.Locale;

public final class Durations {
    private Durations() {
    }

    public static String format(long millis) {
        return String.format(Locale.ROOT, "%d ms", millis);
    }
<<<<<<< left

    public static long parse(String text) {
        String trimmed = text.trim();
        if (trimmed.endsWith("ms")) {
            return Long.parseLong(trimmed.substring(0, trimmed.length() - 2).trim());
        }
        return Long.parseLong(trimmed);
    }
||||||| base
=======

    public static long parse(CharSequence text) {
        String value = text.toString().strip();
        return Long.parseLong(value.replace("ms", "").strip());
    }
>>>>>>> right
}
