def mode():
    return "quick"


def level():
    return 1


def right_extra():
    return "r"
