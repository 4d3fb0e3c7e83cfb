import os


def exists(path):
    return os.path.exists(path)


def load(path):
    with open(path) as fh:
        return fh.read()
