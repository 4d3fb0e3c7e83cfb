class Config:
    debug = False


def right_one():
    return "one"


def right_two():
    return "two"


def main():
    return Config()
