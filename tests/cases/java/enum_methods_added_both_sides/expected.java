package com.example.order;

public enum Status {
    NEW,
    PAID,
    SHIPPED;

    public boolean isOpen() {
        return this != SHIPPED;
    }

    public boolean isPaid() {
        return this == PAID || this == SHIPPED;
    }

    public String label() {
        return name().charAt(0) + name().substring(1).toLowerCase();
    }
}
