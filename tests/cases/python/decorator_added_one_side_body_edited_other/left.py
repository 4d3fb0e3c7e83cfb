import functools


@functools.lru_cache(maxsize=128)
def lookup(key):
    table = {"a": 1, "b": 2}
    return table[key]


def other():
    return None


def left_new():
    return "l"
