def fetch(url, *, timeout=10, retries=3):
    return download(url, timeout=timeout, retries=retries)
