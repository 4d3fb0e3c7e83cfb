__all__ = ["first", "second", "third", "fourth"]


def first():
    return 1


def second():
    return 2


def third():
    return 3


def fourth():
    return 4
