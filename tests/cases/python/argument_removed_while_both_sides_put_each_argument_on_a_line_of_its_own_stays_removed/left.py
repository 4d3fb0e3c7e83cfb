def total(order):
    """The order's total, taxes included."""
    amount = combine(
        order.items,
        order.shipping,
    )
    return amount * order.tax_rate
