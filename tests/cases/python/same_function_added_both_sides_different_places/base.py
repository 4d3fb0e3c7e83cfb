def a():
    return "a"


def b():
    return "b"
