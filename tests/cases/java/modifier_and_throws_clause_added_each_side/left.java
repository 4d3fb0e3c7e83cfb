class Loader {
    public void load(String path) {
        read(path);
    }
}
