def connect(host, *, retries=3, cert=None):
    return open_socket(host, retries=retries)
