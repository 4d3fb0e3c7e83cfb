def fetch(url, *, timeout=10):
    return download(url, timeout=timeout)
