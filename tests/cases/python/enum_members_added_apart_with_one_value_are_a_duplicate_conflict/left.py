from enum import IntEnum


class Code(IntEnum):
    OK = 0
    NOT_FOUND = 1
    TIMEOUT = 2


def f():
    return Code.OK
