def mode():
    return "safe"


def level():
    return 1


def left_extra():
    return "l"
