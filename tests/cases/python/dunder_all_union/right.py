__all__ = ["alpha", "beta", "zeta"]


def alpha():
    return "a"


def beta():
    return "b"


def zeta():
    return "z"
