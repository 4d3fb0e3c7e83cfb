import os
import sys


def main(argv: list) -> int:
    return len(argv) + len(os.environ)
