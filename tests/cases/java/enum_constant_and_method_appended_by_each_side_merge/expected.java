package org.example.http;

public enum Status {
    OK(200),
    NOT_FOUND(404),
    CONFLICT(409),
    SERVER_ERROR(500);

    private final int code;

    Status(int code) {
        this.code = code;
    }

    public int code() {
        return code;
    }

    public boolean isClientError() {
        return code >= 400 && code < 500;
    }

    public boolean isServerError() {
        return code >= 500;
    }
}
