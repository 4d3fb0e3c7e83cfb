class Counter {
    private volatile int count = 0;
}
