package metrics;

public class RequestStats {
    private int requests, errors, timeouts;

    void record(boolean ok) {
        requests++;
        if (!ok) errors++;
    }
}
