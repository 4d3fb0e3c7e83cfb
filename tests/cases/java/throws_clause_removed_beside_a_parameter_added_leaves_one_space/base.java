package com.example.io;

import java.io.IOException;

public class Loader {
    private final Store store;

    public Loader(Store store) {
        this.store = store;
    }

    public byte[] load(String path) throws IOException {
        byte[] data = store.read(path);
        log.debug("read {} bytes from {}", data.length, path);
        return data;
    }
}
