import sys


def legacy_entry():
    return run(sys.argv)


def run(argv):
    return len(argv)
