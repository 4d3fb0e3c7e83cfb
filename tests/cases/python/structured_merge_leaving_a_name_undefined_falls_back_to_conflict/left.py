"""Prices with tax."""

TAX = 0.2


def total(amount):
    return amount * (1 + TAX)


def discount(amount):
    return total(amount) * 0.9
