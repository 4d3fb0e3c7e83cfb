package com.example.billing;

public class Invoice {

    private long amountCents;

    public long amountCents() {
        return amountCents;
    }

    private String currency = "EUR";

    public String currency() {
        return currency;
    }
}
