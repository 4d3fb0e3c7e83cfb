class Cart {
    void clear() {
        total = 0;
    }

    void add(int price) {
        total += price;
    }
}
