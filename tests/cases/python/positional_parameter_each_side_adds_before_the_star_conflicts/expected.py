<<<<<<< left
def fetch(url, method, *, timeout=10):
||||||| base
def fetch(url, *, timeout=10):
=======
def fetch(url, session, *, timeout=10):
>>>>>>> right
    return session.download(url, method, timeout=timeout)
