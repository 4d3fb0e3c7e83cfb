def mode():
    return "fast"


def level():
    return 1
