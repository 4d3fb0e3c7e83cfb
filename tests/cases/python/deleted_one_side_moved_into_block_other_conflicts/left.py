import sys


def run(argv):
    return len(argv)
