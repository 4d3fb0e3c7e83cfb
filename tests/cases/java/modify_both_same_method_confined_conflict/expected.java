package com.example.net;

public class Backoff {
    private final long baseMillis;

    public Backoff(long baseMillis) {
        this.baseMillis = baseMillis;
    }

    public long delay(int attempt) {
<<<<<<< left
        long delay = baseMillis << Math.min(attempt, 16);
||||||| base
        long delay = baseMillis * attempt;
=======
        long delay = baseMillis * attempt * attempt;
>>>>>>> right
        long jitter = delay / 10;
        return Math.min(delay + jitter, 60_000L);
    }

    public long base() {
        return baseMillis;
    }

    public Backoff doubled() {
        return new Backoff(baseMillis * 2);
    }
}
