import os


def load(path):
    with open(path) as fh:
        return fh.read()


def exists(path):
    return os.path.exists(path)
