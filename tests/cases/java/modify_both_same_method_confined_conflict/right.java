package com.example.net;

public class Backoff {
    private final long baseMillis;

    public Backoff(long baseMillis) {
        this.baseMillis = baseMillis;
    }

    public long delay(int attempt) {
        long delay = baseMillis * attempt * attempt;
        long jitter = delay / 10;
        return Math.min(delay + jitter, 60_000L);
    }

    public Backoff doubled() {
        return new Backoff(baseMillis * 2);
    }
}
