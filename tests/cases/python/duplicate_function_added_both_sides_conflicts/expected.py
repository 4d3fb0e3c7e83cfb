import os


def home():
    return os.path.expanduser("~")
<<<<<<< left


def join_home(*parts):
    return os.path.join(home(), *parts)
||||||| base
=======


def join_home(*parts):
    return os.path.join(os.path.expanduser("~"), *parts)
>>>>>>> right


def cwd():
    return os.getcwd()
