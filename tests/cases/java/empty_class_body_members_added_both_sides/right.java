package com.example.billing;

public class Invoice {

    private String currency = "EUR";

    public String currency() {
        return currency;
    }
}
