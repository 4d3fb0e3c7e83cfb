import os


def home():
    return os.path.expanduser("~")
