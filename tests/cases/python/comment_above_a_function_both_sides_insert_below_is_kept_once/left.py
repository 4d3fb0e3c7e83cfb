import os


def load(path):
    with open(path) as handle:
        return handle.read()


# Helpers for the command line.
def usage():
    return "usage: tool CONFIG"


def main():
    print(load(os.environ["CONFIG"]))
