TIMEOUT = 10
RETRIES = 3


def fetch(url):
    return url, TIMEOUT, RETRIES
