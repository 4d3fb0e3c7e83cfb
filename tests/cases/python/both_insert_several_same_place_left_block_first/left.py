class Config:
    debug = False


def left_one():
    return 1


def left_two():
    return 2


def main():
    return Config()
