package com.example.repo;

import java.util.HashMap;
import java.util.Map;

public class Repository {
    private final Map<String, String> rows = new HashMap<>();

    public String find(String id) {
        return rows.get(id);
    }

    public void save(String id, String row) {
        rows.put(id, row);
    }
}
