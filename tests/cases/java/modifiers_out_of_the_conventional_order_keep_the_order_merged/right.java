class Cache {
    static public transient int size;
}
