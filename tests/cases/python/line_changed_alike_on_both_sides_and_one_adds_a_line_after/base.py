import logging


def load(path):
    with open(path, "rb") as handle:
        data = handle.read()
    return data
