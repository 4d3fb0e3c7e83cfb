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

    /** Consistent with {@link #equals(Object)}. */
    @Override
    public int hashCode() {
        return name.hashCode();
    }
}
