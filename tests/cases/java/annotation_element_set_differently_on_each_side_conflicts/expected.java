package shop;

public class OrderController {

<<<<<<< left
    @RequestMapping(path = "/orders", method = RequestMethod.GET)
||||||| base
    @RequestMapping(path = "/orders")
=======
    @RequestMapping(path = "/orders", method = RequestMethod.POST)
>>>>>>> right
    public List<Order> list() {
        return repository.findAll();
    }
}
