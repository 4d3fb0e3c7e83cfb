import functools


@functools.cache
def load(name):
    return name.upper()
