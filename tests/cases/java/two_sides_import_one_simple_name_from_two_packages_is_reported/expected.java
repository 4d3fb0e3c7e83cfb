package shop.export;

import java.util.List;
<<<<<<< left
import shop.model.Order;
||||||| base
=======
import shop.api.Order;
>>>>>>> right

public final class Exporter {
    public String header(List<String> columns) {
        return String.join(";", columns);
    }
<<<<<<< left

    public String row(Order order) {
        return order.id() + ";" + order.total();
    }
||||||| base
=======

    public String line(Order order) {
        return order.getReference();
    }
>>>>>>> right
}
