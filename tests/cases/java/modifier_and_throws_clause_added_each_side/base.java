class Loader {
    void load(String path) {
        read(path);
    }
}
