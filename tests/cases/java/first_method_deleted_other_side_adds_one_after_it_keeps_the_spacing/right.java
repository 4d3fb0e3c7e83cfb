class Cart {
    int legacyTotal() {
        return total;
    }

    void clear() {
        total = 0;
    }

    void add(int price) {
        total += price;
    }
}
