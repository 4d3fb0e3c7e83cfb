def ratio(a, b):
    return a / b


def pct(a, b):
    return 100 * ratio(a, b)
