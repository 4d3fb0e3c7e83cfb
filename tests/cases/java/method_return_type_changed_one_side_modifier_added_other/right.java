class Counter {
    public synchronized int next() {
        return ++count;
    }
}
