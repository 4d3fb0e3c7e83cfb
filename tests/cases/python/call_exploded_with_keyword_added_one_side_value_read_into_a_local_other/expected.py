def create_order(data, session):
    validate(data)
    total = float(data.get("order_total", 0))
    if total < 0:
        raise ValueError("negative total")
    order = Order(
        customer=data["customer"],
        total=total,
        currency=data.get("currency", "EUR"),
    )
    session.add(order)
    return order
