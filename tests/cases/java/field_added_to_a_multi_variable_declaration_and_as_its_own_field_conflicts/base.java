package metrics;

public class RequestStats {
    private int requests, errors;

    void record(boolean ok) {
        requests++;
        if (!ok) errors++;
    }
}
