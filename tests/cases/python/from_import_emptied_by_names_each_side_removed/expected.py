import os


def fetch(url):
    return os.fspath(url)
