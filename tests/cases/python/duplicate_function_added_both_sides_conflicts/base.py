import os


def home():
    return os.path.expanduser("~")


def cwd():
    return os.getcwd()
