def mode():
<<<<<<<<<< ours
    return "safe"
|||||||||| ancestor
    return "fast"
==========
    return "quick"
>>>>>>>>>> theirs


def level():
    return 1


def left_extra():
    return "l"


def right_extra():
    return "r"
