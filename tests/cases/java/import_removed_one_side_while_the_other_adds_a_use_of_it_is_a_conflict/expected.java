package com.acme.audit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class AuditLog {
    private final List<String> entries = new ArrayList<>();

    public void record(String actor, String action) {
        entries.add(actor + " " + action);
    }

    public List<String> entries() {
        return Collections.unmodifiableList(entries);
    }

    public int size() {
        return entries.size();
    }
<<<<<<< left

    public void clear() {
        entries.clear();
    }
||||||| base
=======

    public void recordNow(String actor, String action) {
        entries.add(Instant.now() + " " + actor + " " + action);
    }
>>>>>>> right
}
