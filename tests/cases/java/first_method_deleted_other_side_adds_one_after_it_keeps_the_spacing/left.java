class Cart {
    void add(int price) {
        total += price;
    }
}
