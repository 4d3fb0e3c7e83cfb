package com.example.money;

public class Price {
    private final long cents;

    public Price(long cents) {
        this.cents = cents;
    }
<<<<<<< left

    public Price plus(Price other) {
        return new Price(cents + other.cents);
    }
||||||| base
=======

    public Price plus(Price other) {
        return new Price(Math.addExact(cents, other.cents));
    }
>>>>>>> right

    public long cents() {
        return cents;
    }
}
