package com.example.jobs;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;

public class Scheduler {
    private final Map<String, List<Job>> queues;
    private Executor executor;

    public Scheduler(Map<String, List<Job>> queues) {
        this.queues = queues;
    }
}
