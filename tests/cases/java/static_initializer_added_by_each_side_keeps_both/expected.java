package org.example.mime;

import java.util.HashMap;
import java.util.Map;

final class MimeTypes {
    private static final Map<String, String> BY_EXTENSION = new HashMap<>();

    static {
        BY_EXTENSION.put("html", "text/html");
        BY_EXTENSION.put("css", "text/css");
    }

    static {
        BY_EXTENSION.put("png", "image/png");
        BY_EXTENSION.put("jpg", "image/jpeg");
    }

    static {
        BY_EXTENSION.put("json", "application/json");
    }

    static String forExtension(String ext) {
        return BY_EXTENSION.getOrDefault(ext, "application/octet-stream");
    }
}
