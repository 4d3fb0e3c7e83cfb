public class RetryPolicy {
    private static final int attempts = 3;

    @Override
    public String toString() {
        return "retry " + attempts;
    }

    protected final synchronized void reset() {
        attempts = 3;
    }
}
