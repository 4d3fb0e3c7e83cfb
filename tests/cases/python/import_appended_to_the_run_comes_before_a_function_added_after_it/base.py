import os
import sys


def main(argv):
    return run(argv, verbose=True)
