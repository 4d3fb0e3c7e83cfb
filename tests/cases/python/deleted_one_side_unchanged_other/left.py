def keep():
    return "keep"


def new_left():
    return "left"
