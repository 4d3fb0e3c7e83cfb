from enum import Enum, auto


class Part(Enum):
    head_part = auto()
    body = auto()
