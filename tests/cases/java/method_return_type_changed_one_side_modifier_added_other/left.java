class Counter {
    public long next() {
        return ++count;
    }
}
