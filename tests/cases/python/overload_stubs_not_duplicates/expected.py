from typing import overload


@overload
def double(x: int) -> int: ...


@overload
def double(x: str) -> str: ...


@overload
def double(x: list) -> list: ...


def double(x):
    return x + x
