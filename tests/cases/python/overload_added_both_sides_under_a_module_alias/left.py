import typing as t


@t.overload
def size(x: str) -> int: ...


@t.overload
def size(x: bytes) -> int: ...


def size(x):
    return len(x)
