from typing import overload


@overload
def size(x: str) -> int: ...


@overload
def size(x: bytes) -> int: ...


def size(x):
    return len(x)
