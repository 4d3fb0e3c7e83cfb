import sys


def report(message, code):
    print(message, file=sys.stderr, flush=True)
    return code
