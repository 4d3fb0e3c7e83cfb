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

    /**
     * Two users are equal when their names are equal.
     *
     * @param other the object to compare with
     */
    @Override
    public boolean equals(Object other) {
        return other instanceof User && ((User) other).name.equals(name);
    }
}
