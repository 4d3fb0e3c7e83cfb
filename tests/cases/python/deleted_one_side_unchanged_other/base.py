def old_helper():
    return "old"


def keep():
    return "keep"
