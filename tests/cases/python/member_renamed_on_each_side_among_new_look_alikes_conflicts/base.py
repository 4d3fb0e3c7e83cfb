from enum import Enum, auto


class Part(Enum):
    head = auto()
    body = auto()
