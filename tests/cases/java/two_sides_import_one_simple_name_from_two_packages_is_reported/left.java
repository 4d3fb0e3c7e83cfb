package shop.export;

import java.util.List;
import shop.model.Order;

public final class Exporter {
    public String header(List<String> columns) {
        return String.join(";", columns);
    }

    public String row(Order order) {
        return order.id() + ";" + order.total();
    }
}
