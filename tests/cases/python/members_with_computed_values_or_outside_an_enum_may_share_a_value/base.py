from enum import Enum, auto


class Color(Enum):
    RED = auto()
    GREEN = auto()


class Limits:
    SMALL = 1
    MEDIUM = 2
