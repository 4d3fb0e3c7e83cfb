import sys


def report(message, code):
    print(message)
    return code
