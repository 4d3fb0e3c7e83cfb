package org.example.jobs;

import java.util.List;

public class ReportJob {
    private final List<String> recipients;

    public ReportJob(List<String> recipients) {
        this.recipients = recipients;
    }

    public void execute() {
        recipients.forEach(this::send);
    }

    private void send(String recipient) {
        System.out.println("report for " + recipient);
    }
}
