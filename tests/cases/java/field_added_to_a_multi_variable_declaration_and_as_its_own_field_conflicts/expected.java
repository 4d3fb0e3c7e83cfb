package metrics;

public class RequestStats {
<<<<<<< left
    private int requests, errors, timeouts;
||||||| base
    private int requests, errors;
=======
    private int requests, errors;
    private long timeouts;
>>>>>>> right

    void record(boolean ok) {
        requests++;
        if (!ok) errors++;
    }
}
