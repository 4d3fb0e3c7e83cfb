package com.example.net;

public class Backoff {
    private final long baseMillis;

    public Backoff(long baseMillis) {
        this.baseMillis = baseMillis;
    }

    public long delay(int attempt) {
        long delay = baseMillis << Math.min(attempt, 16);
        long jitter = delay / 10;
        return delay + jitter;
    }

    public long base() {
        return baseMillis;
    }
}
