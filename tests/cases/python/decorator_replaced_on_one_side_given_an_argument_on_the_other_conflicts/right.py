import functools


@functools.lru_cache(maxsize=32, typed=True)
def load(name):
    return name.upper()
