class Config:
    debug = False


def left_one():
    return 1


def left_two():
    return 2


def right_one():
    return "one"


def right_two():
    return "two"


def main():
    return Config()
