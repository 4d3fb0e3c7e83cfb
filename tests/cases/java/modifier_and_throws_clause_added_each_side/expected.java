class Loader {
    public void load(String path) throws IOException {
        read(path);
    }
}
