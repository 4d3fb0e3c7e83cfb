__all__ = [
    "Reader",
    "Writer",
]


class Reader:
    pass


class Writer:
    pass
