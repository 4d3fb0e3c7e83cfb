import os
from compat import BytesIO, urlopen


def fetch(url):
    return os.fspath(url)
