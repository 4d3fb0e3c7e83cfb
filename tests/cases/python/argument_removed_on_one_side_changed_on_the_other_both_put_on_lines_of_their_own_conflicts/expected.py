def total(order):
    """The order's total, taxes included."""
<<<<<<< left
    amount = combine(
        order.items,
        order.shipping,
    )
||||||| base
    amount = combine(order.items, order.shipping, order.discount)
=======
    amount = combine(
        order.items,
        order.shipping,
        order.coupon,
    )
>>>>>>> right
    return amount * order.tax_rate
