def first():
    return 10


def second(:
    return 2


def third():
    return 3
