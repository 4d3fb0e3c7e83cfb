__all__ = [
    "Reader",
    "Writer",
    "open_file",
]


class Reader:
    pass


class Writer:
    pass


def open_file(path):
    return open(path)
