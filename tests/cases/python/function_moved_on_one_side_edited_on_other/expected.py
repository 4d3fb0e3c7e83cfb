import os


def exists(path):
    return os.path.exists(path)


def load(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read()
