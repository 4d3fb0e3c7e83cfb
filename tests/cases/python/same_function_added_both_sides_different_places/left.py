def a():
    return "a"


def helper():
    return "shared"


def b():
    return "b"
