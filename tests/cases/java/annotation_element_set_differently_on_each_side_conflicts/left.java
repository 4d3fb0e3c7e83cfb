package shop;

public class OrderController {

    @RequestMapping(path = "/orders", method = RequestMethod.GET)
    public List<Order> list() {
        return repository.findAll();
    }
}
