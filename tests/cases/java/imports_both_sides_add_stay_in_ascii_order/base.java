package com.example.jobs;

import java.util.List;
import java.util.Map;

public class Scheduler {
    private final Map<String, List<Job>> queues;

    public Scheduler(Map<String, List<Job>> queues) {
        this.queues = queues;
    }
}
