import json
import os
import sys


def load(path):
    with open(path) as fh:
        return json.load(fh)


def exists(path):
    return os.path.exists(path)


def dump(data, path):
    with open(path, "w") as fh:
        json.dump(data, fh)


def main():
    print(load(sys.argv[1]))


def size(path):
    return os.path.getsize(path)
