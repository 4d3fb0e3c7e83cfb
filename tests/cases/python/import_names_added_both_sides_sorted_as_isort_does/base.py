from typing import (
    Tuple,
    Union,
)


def pair() -> Tuple[int, int]:
    return (1, 2)
