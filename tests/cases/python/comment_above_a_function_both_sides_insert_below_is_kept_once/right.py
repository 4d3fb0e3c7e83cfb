import os


def load(path):
    with open(path) as handle:
        return handle.read()


# Helpers for the command line.
def version():
    return "tool 1.0"


def main():
    print(load(os.environ["CONFIG"]))
