from typing import overload


@overload
def size(x: str) -> int: ...


def size(x):
    return len(x)
