__all__ = ["first", "second", "third"]


def first():
    return 1


def second():
    return 2


def third():
    return 3
