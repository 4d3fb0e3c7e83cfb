"""Prices with tax."""

TAX = 0.2


def total(amount):
<<<<<<< left
    return amount * (1 + TAX)


def discount(amount):
    return total(amount) * 0.9
||||||| base
    return amount * (1 + rate())
=======
    return amount * (1 + rate())


def net(amount):
    return amount / (1 + rate())
>>>>>>> right
