import sys
import json
import os


def load(path):
    with open(path) as fh:
        return json.load(fh)


def main():
    print(load(sys.argv[1]))


def exists(path):
    return os.path.exists(path)
