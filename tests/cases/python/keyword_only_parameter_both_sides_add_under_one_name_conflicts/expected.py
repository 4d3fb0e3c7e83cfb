<<<<<<< left
def fetch(url, *, timeout=10, retries=3):
||||||| base
def fetch(url, *, timeout=10):
=======
def fetch(url, *, timeout=10, retries: int = 1):
>>>>>>> right
    return download(url, timeout=timeout, retries=retries)
