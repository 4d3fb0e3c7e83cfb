from enum import Enum, auto


class Color(Enum):
    RED = auto()
    GREEN = auto()
    YELLOW = auto()


class Limits:
    SMALL = 1
    MEDIUM = 2
    DEFAULT = 3
