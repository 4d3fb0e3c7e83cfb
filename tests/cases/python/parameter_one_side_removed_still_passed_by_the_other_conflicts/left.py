def fetch(url, timeout=None):
    return get(url, timeout=timeout)


def fetch_all(urls):
    return [fetch(url) for url in urls]
