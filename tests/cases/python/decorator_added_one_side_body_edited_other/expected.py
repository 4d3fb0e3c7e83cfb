import functools


@functools.lru_cache(maxsize=128)
def lookup(key):
    table = {"a": 1, "b": 2}
    return table.get(key, 0)


def other():
    return None


def left_new():
    return "l"


def right_new():
    return "r"
