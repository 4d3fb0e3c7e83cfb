package shop.export;

import java.util.List;

public final class Exporter {
    public String header(List<String> columns) {
        return String.join(";", columns);
    }
}
