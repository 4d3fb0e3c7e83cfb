package org.example.jobs;

import java.util.List;

public class ReportJob extends ScheduledJob implements Runnable {
    private final List<String> recipients;

    public ReportJob(List<String> recipients) {
        this.recipients = recipients;
    }

    @Override
    public void execute() {
        recipients.forEach(this::send);
    }

    @Override
    public void run() {
        execute();
    }

    private void send(String recipient) {
        System.out.println("report for " + recipient);
    }
}
