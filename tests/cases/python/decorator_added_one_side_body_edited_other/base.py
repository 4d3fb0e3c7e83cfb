import functools


def lookup(key):
    table = {"a": 1, "b": 2}
    return table[key]


def other():
    return None
