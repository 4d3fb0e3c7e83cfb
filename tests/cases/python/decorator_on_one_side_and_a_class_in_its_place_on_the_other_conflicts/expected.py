@dataclass
class handler:
    event: object
<<<<<<< left
@register("orders")
def handler(event):
    return event.payload
||||||| base
def handler(event):
    return event.payload
=======
>>>>>>> right
