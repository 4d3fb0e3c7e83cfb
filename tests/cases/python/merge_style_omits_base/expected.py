def mode():
<<<<<<< left
    return "safe"
=======
    return "quick"
>>>>>>> right


def level():
    return 1


def left_extra():
    return "l"


def right_extra():
    return "r"
