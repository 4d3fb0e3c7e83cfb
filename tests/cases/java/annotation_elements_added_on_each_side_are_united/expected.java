package shop;

public class OrderController {

    @RequestMapping(path = "/orders", method = RequestMethod.GET, produces = "application/json")
    public List<Order> list() {
        return repository.findAll();
    }
}
