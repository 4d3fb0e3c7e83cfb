package com.example.http;

public class ClientConfig {
    private String baseUrl;
    private int timeoutSeconds = 30;

    public ClientConfig(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    public String baseUrl() {
        return baseUrl;
    }
}
