import os
from compat import BytesIO


def fetch(url):
    return os.fspath(url)
