package shop;

public class OrderController {

    @RequestMapping(path = "/orders", produces = "application/json")
    public List<Order> list() {
        return repository.findAll();
    }
}
