package billing;

public abstract class Invoice {
    private long totalCents;

    long total() {
        return totalCents;
    }

    abstract String currency();
}
