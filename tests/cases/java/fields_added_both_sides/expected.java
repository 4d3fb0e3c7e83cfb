package com.example.http;

public class ClientConfig {
    private String baseUrl;
    private int timeoutSeconds = 30;
    private int maxRetries = 3;
    private boolean followRedirects;

    public ClientConfig(String baseUrl) {
        this.baseUrl = baseUrl;
    }

    public String baseUrl() {
        return baseUrl;
    }
}
