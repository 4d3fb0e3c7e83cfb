<<<<<<< left
def fetch(url, timeout=None):
    return get(url, timeout=timeout)


def fetch_all(urls):
    return [fetch(url) for url in urls]
||||||| base
def fetch(url, timeout=None, retries=0):
    for _ in range(retries + 1):
        data = get(url, timeout=timeout)
        if data:
            return data
    return None
=======
def fetch(url, timeout=None, retries=0):
    for _ in range(retries + 1):
        data = get(url, timeout=timeout)
        if data:
            return data
    return None


def fetch_hard(url):
    return fetch(url, timeout=30, retries=5)
>>>>>>> right
