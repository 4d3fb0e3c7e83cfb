package shop.web;

import java.util.List;

@RestController
public class OrderController {
    private final OrderService orders;

    @GetMapping("/orders")
    public List<Order> list(@RequestParam(defaultValue = "0") int page) {
        return orders.findAll(page);
    }

    @GetMapping("/orders/{id}")
    public Order get(@PathVariable long id) {
        return orders.find(id);
    }
}
