using Microsoft.AspNetCore.Mvc;

namespace Shop.Api;

[ApiController]
[Route("api/[controller]")]
public class CartController : ControllerBase
{
    private readonly ICartStore _store;

    public CartController(ICartStore store) => _store = store;

<<<<<<< left
    [HttpGet("{id}")]
    public ActionResult<Cart> Get(int id) => _store.Find(id) is { } c ? c : NotFound();

    [HttpGet("{id}/total")]
    public ActionResult<decimal> Total(int id) => _store.Find(id)?.Total ?? 0m;
||||||| base
    [HttpGet("{id}")]
    public ActionResult<Cart> Get(int id) => _store.Find(id) is { } c ? c : NotFound();
=======
    [HttpGet("{id}/total")]
    public ActionResult<decimal> GetTotal(int id) => _store.Total(id);

    [HttpGet("{id}")]
    public ActionResult<Cart> Get(int id) => _store.Find(id) is { } c ? c : NotFound();
>>>>>>> right
}
