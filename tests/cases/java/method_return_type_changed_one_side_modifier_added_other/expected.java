class Counter {
    public synchronized long next() {
        return ++count;
    }
}
