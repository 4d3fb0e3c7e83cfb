import os
from compat import urlopen


def fetch(url):
    return os.fspath(url)
