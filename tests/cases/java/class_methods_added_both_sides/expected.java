package com.example.shop;

import java.util.ArrayList;
import java.util.List;

public class Cart {
    private final List<Integer> prices = new ArrayList<>();

    public void add(int price) {
        prices.add(price);
    }

    public int total() {
        int sum = 0;
        for (int p : prices) {
            sum += p;
        }
        return sum;
    }

    public void clear() {
        prices.clear();
    }

    public boolean isEmpty() {
        return prices.isEmpty();
    }
}
