from typing import (
    Tuple,
    TypedDict,
    Union,
)


class Point(TypedDict):
    x: int


def pair() -> Tuple[int, int]:
    return (1, 2)
