public class RetryPolicy {
    private final int attempts = 3;

    @Override
    public String toString() {
        return "retry " + attempts;
    }

    protected synchronized void reset() {
        attempts = 3;
    }
}
