__all__ = ["alpha", "beta"]


def alpha():
    return "a"


def beta():
    return "b"
