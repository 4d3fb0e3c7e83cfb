def fetch(url, timeout=None, retries=0):
    for _ in range(retries + 1):
        data = get(url, timeout=timeout)
        if data:
            return data
    return None
