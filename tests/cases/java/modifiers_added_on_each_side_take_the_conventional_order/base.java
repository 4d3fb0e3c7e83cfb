public class RetryPolicy {
    private int attempts = 3;

    @Override
    public String toString() {
        return "retry " + attempts;
    }

    protected void reset() {
        attempts = 3;
    }
}
