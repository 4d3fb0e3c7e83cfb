package shop;

public class OrderController {

    @RequestMapping(path = "/orders")
    public List<Order> list() {
        return repository.findAll();
    }
}
