package shop;

public class Cart implements Serializable, Comparable<Cart>, Iterable<Item> {
    public Iterator<Item> iterator() {
        return null;
    }

    private int items;

    public int compareTo(Cart other) {
        return items - other.items;
    }
}
