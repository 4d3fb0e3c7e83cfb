import functools


@functools.lru_cache(maxsize=32)
def load(name):
    return name.upper()
