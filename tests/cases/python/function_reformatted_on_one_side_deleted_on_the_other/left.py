import os


def current_path(name):
    return os.path.join("store", name)
