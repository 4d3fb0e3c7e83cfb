def first():
    return 1


def second(:
    return 2


def third():
    return 3
