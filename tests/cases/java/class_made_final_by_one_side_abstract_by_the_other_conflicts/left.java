package billing;

public final class Invoice {
    private long totalCents;

    long total() {
        return totalCents;
    }
}
