__all__ = ["first", "third", "fourth"]


def first():
    return 1


def third():
    return 3


def fourth():
    return 4
