from enum import Enum, auto


class Part(Enum):
    prefix = auto()
    header = auto()
    trailer = auto()
    body = auto()
