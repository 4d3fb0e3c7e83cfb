package shop.export;

import java.util.List;
import shop.api.Order;

public final class Exporter {
    public String header(List<String> columns) {
        return String.join(";", columns);
    }

    public String line(Order order) {
        return order.getReference();
    }
}
