package com.example.money;

public class Price {
    private final long cents;

    public Price(long cents) {
        this.cents = cents;
    }

    public Price plus(Price other) {
        return new Price(cents + other.cents);
    }

    public long cents() {
        return cents;
    }
}
