<<<<<<< left
def connect(host, *, retries=3, cert=None):
||||||| base
def connect(host, *, retries=3, timeout=None):
=======
def connect(host, *, retries=3, cert=DEFAULT_CERT):
>>>>>>> right
    return open_socket(host, retries=retries)
