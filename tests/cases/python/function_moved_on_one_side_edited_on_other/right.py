import os


def load(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def exists(path):
    return os.path.exists(path)
