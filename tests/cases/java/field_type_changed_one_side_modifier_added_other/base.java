class Counter {
    private int count = 0;
}
