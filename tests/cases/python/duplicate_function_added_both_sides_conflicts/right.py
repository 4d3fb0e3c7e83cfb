import os


def home():
    return os.path.expanduser("~")


def cwd():
    return os.getcwd()


def join_home(*parts):
    return os.path.join(os.path.expanduser("~"), *parts)
