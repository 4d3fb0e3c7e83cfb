class Cache {
    static public int size;
}
