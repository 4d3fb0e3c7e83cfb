class Counter {
    private long count = 0;
}
