public class RetryPolicy {
    private static int attempts = 3;

    @Override
    public String toString() {
        return "retry " + attempts;
    }

    protected final void reset() {
        attempts = 3;
    }
}
