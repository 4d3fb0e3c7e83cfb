from enum import IntEnum


class Code(IntEnum):
<<<<<<< left
    OK = 0
    NOT_FOUND = 1
    TIMEOUT = 2
||||||| base
    OK = 0
    NOT_FOUND = 1
=======
    DENIED = 2
    OK = 0
    NOT_FOUND = 1
>>>>>>> right


def f():
    return Code.OK
