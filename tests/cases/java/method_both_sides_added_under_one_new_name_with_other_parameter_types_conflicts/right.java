package org.example.units;

import java.util.Locale;

public final class Durations {
    private Durations() {
    }

    public static String format(long millis) {
        return String.format(Locale.ROOT, "%d ms", millis);
    }

    public static long parse(CharSequence text) {
        String value = text.toString().strip();
        return Long.parseLong(value.replace("ms", "").strip());
    }
}
