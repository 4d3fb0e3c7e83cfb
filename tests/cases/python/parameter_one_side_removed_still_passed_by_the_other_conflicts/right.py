def fetch(url, timeout=None, retries=0):
    for _ in range(retries + 1):
        data = get(url, timeout=timeout)
        if data:
            return data
    return None


def fetch_hard(url):
    return fetch(url, timeout=30, retries=5)
