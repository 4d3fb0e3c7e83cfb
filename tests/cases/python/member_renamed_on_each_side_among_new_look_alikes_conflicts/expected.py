from enum import Enum, auto


class Part(Enum):
    prefix = auto()
<<<<<<< left
    header = auto()
||||||| base
    head = auto()
=======
    head_part = auto()
>>>>>>> right
    trailer = auto()
    body = auto()
