def keep():
    return "keep"


def new_left():
    return "left"


def new_right():
    return "right"
