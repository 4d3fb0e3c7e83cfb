package shop;

public class Cart implements Serializable, Iterable<Item> {
    public Iterator<Item> iterator() {
        return null;
    }

    private int items;
}
