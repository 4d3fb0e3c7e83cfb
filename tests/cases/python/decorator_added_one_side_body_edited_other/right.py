import functools


def lookup(key):
    table = {"a": 1, "b": 2}
    return table.get(key, 0)


def other():
    return None


def right_new():
    return "r"
