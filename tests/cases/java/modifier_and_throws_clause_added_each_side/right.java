class Loader {
    void load(String path) throws IOException {
        read(path);
    }
}
