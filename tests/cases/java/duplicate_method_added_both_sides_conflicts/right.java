package com.example.money;

public class Price {
    private final long cents;

    public Price(long cents) {
        this.cents = cents;
    }

    public long cents() {
        return cents;
    }

    public Price plus(Price other) {
        return new Price(Math.addExact(cents, other.cents));
    }
}
