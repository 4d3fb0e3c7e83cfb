package shop;

public class Cart implements Serializable, Comparable<Cart> {
    private int items;

    public int compareTo(Cart other) {
        return items - other.items;
    }
}
