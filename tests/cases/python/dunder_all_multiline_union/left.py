__all__ = [
    "Reader",
    "Writer",
    "Table",
]


class Reader:
    pass


class Writer:
    pass


class Table:
    pass
