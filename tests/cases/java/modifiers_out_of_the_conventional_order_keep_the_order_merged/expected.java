class Cache {
    static public volatile transient int size;
}
