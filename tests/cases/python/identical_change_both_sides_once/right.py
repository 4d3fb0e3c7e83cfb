def ratio(a, b):
    if b == 0:
        return 0.0
    return a / b


def pct(a, b):
    return 100 * ratio(a, b)


def double(a):
    return a * 2
