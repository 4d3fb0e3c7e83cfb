package shop;

public final class Cart {
    private int items;

    public void add() {
        items++;
    }
}
