import os
import sys


def home():
    return os.path.expanduser("~")


def interpreter():
    return sys.executable
