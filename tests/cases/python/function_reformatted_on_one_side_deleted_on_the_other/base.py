import os


def legacy_path(name):
    return os.path.join('data', name)


def current_path(name):
    return os.path.join("store", name)
