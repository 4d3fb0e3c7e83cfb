class Counter {
    private volatile long count = 0;
}
