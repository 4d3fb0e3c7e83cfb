import os

RETRIES = 3
DEFAULT_TIMEOUT = 30


def fetch(url):
    return os.path.join(url, "x")


def store(path):
    return path
