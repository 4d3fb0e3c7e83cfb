def a():
    return "a"


def b():
    return "b"


def helper():
    return "shared"
