package billing;

public class Invoice {
    private long totalCents;

    long total() {
        return totalCents;
    }
}
