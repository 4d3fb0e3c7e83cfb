package shop.audit;

public final class Trail {
    private final StringBuilder log = new StringBuilder();
    private int entries;

    public void note(String event, Object... details) {
        entries++;
        log.append(details.length == 0 ? event : String.format(event, details)).append('\n');
    }
}
