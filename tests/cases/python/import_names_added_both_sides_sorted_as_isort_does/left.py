from typing import (
    Tuple,
    Type,
    TypeVar,
    Union,
)

T = TypeVar("T")


def pair() -> Tuple[int, int]:
    return (1, 2)


def kind(x: T) -> Type[T]:
    return type(x)
