package org.example.http;

public enum Status {
    OK(200),
    NOT_FOUND(404);

    private final int code;

    Status(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }
}
