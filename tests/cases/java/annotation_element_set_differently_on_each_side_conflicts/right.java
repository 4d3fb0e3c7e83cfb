package shop;

public class OrderController {

    @RequestMapping(path = "/orders", method = RequestMethod.POST)
    public List<Order> list() {
        return repository.findAll();
    }
}
