package shop;

public class Cart implements Serializable {
    private int items;
}
