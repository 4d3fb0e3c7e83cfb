import sys


def report(message, code):
    print(message, flush=True)
    return code
