package org.example.jobs;

import java.util.List;

public class ReportJob extends ScheduledJob {
    private final List<String> recipients;

    public ReportJob(List<String> recipients) {
        this.recipients = recipients;
    }

    @Override
    public void execute() {
        recipients.forEach(this::send);
    }

    private void send(String recipient) {
        System.out.println("report for " + recipient);
    }
}
