from enum import IntEnum


class Code(IntEnum):
    OK = 0
    NOT_FOUND = 1
<<<<<<< left
    TIMEOUT = 2
||||||| base
=======
    DENIED = 2
>>>>>>> right


def f():
    return Code.OK
