import typing as t


@t.overload
def size(x: str) -> int: ...


@t.overload
def size(x: list) -> int: ...


def size(x):
    return len(x)
