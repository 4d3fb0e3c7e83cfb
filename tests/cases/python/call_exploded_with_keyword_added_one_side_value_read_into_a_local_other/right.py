def create_order(data, session):
    validate(data)
    order = Order(
        customer=data["customer"],
        total=data.get("order_total", 0),
        currency=data.get("currency", "EUR"),
    )
    session.add(order)
    return order
