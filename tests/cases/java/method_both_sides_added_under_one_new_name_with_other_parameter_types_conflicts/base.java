package org.example.units;

import java.util.Locale;

public final class Durations {
    private Durations() {
    }

    public static String format(long millis) {
        return String.format(Locale.ROOT, "%d ms", millis);
    }
}
