package com.example.model;

public class User {
    private final String name;

    public User(String name) {
        this.name = name;
    }

    /** Returns the display name. */
    public String getName() {
        return name;
    }
}
