"""Small arithmetic helpers."""


def add(a, b):
    return a + b
