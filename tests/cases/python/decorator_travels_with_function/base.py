import functools


def slow_square(n):
    return n * n
