from typing import (
    Tuple,
    Type,
    TypedDict,
    TypeVar,
    Union,
)

T = TypeVar("T")


class Point(TypedDict):
    x: int


def pair() -> Tuple[int, int]:
    return (1, 2)


def kind(x: T) -> Type[T]:
    return type(x)
