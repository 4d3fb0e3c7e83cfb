A = 1


def f():
    return A


def g():
    return 2
