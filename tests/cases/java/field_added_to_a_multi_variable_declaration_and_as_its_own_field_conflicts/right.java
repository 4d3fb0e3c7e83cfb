package metrics;

public class RequestStats {
    private int requests, errors;
    private long timeouts;

    void record(boolean ok) {
        requests++;
        if (!ok) errors++;
    }
}
