__all__ = ["first", "third"]


def first():
    return 1


def third():
    return 3
