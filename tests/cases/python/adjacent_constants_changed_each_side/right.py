TIMEOUT = 10
RETRIES = 5


def fetch(url):
    return url, TIMEOUT, RETRIES
