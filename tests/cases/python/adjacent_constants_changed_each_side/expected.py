TIMEOUT = 30
RETRIES = 5


def fetch(url):
    return url, TIMEOUT, RETRIES
