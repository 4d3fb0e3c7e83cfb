import os


def load(path):
    with open(path) as handle:
        return handle.read()
