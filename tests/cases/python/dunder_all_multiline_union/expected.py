__all__ = [
    "Reader",
    "Writer",
    "Table",
    "open_file",
]


class Reader:
    pass


class Writer:
    pass


class Table:
    pass


def open_file(path):
    return open(path)
