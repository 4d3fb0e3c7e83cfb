package shop.audit;

public final class Trail {
    private final StringBuilder log = new StringBuilder();
    private int entries;
<<<<<<< left
||||||| base

    public void note(String event) {
        entries++;
        log.append(event).append('\n');
    }
=======

    public void note(String event) {
        entries += 1;
        log.append(event).append('\n');
    }
>>>>>>> right

    public void note(String event, Object... details) {
        entries++;
        log.append(details.length == 0 ? event : String.format(event, details)).append('\n');
    }
}
