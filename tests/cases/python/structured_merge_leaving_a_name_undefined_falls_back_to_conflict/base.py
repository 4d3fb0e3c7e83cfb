"""Prices with tax."""


def rate():
    return 0.2


def total(amount):
    return amount * (1 + rate())
