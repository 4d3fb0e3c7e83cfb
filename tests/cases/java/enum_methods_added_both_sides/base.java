package com.example.order;

public enum Status {
    NEW,
    PAID,
    SHIPPED;

    public boolean isOpen() {
        return this != SHIPPED;
    }
}
