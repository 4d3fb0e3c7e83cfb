package sort;

public final class Ranking<T extends Comparable<T> & Cloneable> {

    private final List<T> items = new ArrayList<>();

    public void add(T item) {
        items.add(item);
    }
}
