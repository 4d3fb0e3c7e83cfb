@register("orders")
def handler(event):
    return event.payload
