package com.example.repo;

import java.util.HashMap;
import java.util.Map;

public class Repository {
    private final Map<String, String> rows = new HashMap<>();

    @Deprecated(since = "2.0", forRemoval = true)
    public String find(String id) {
        return rows.get(id);
    }

    public void save(String id, String row) {
        rows.put(id, row);
    }

    public java.util.Optional<String> findById(String id) {
        return java.util.Optional.ofNullable(rows.get(id));
    }
}
