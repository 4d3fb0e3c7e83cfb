A = 1


def f():
    return A + 1


def g():
    return 2
