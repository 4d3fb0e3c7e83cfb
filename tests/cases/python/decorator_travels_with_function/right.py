import functools


def slow_square(n):
    return n * n


@functools.cache
def fact(n):
    return 1 if n < 2 else n * fact(n - 1)
