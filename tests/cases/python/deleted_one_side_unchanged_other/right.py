def old_helper():
    return "old"


def keep():
    return "keep"


def new_right():
    return "right"
