def fetch(url, method, *, timeout=10):
    return download(url, method, timeout=timeout)
