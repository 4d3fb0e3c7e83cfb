TIMEOUT = 30
RETRIES = 3


def fetch(url):
    return url, TIMEOUT, RETRIES
