def fetch(url, *, timeout=10, retries: int = 1):
    return download(url, timeout=timeout, retries=retries)
