class Counter {
    public int next() {
        return ++count;
    }
}
