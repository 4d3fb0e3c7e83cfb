class Cache {
    static public volatile int size;
}
