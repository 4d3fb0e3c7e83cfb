import os


def home():
    return os.path.expanduser("~")


def join_home(*parts):
    return os.path.join(home(), *parts)


def cwd():
    return os.getcwd()
