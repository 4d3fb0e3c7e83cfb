def add(a, b):
    return a + b


def neg(a):
    return 0 - a


def clamp(x, lo=0, hi=1):
    return min(max(x, lo), hi)
