def add(a, b):
    return a + b


def neg(a):
    return -a


def clamp(x, lo, hi):
    return max(lo, min(x, hi))
