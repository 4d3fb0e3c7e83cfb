__all__ = ["alpha", "beta", "gamma", "zeta"]


def alpha():
    return "a"


def beta():
    return "b"


def gamma():
    return "c"


def zeta():
    return "z"
