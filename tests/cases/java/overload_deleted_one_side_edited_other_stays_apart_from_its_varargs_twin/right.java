package shop.audit;

public final class Trail {
    private final StringBuilder log = new StringBuilder();
    private int entries;

    public void note(String event) {
        entries += 1;
        log.append(event).append('\n');
    }

    public void note(String event, Object... details) {
        entries++;
        log.append(String.format(event, details)).append('\n');
    }
}
