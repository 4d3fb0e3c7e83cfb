import logging


def load(path):
    with open(path, "rb") as handle:
        data = handle.read().decode("utf-8")
    return data


def size(path):
    return len(load(path))
