import sys


def main(argv: list) -> int:
    return len(argv)
