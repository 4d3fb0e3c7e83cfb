__all__ = ["alpha", "beta", "gamma"]


def alpha():
    return "a"


def beta():
    return "b"


def gamma():
    return "c"
