from enum import IntEnum


class Code(IntEnum):
    DENIED = 2
    OK = 0
    NOT_FOUND = 1


def f():
    return Code.OK
