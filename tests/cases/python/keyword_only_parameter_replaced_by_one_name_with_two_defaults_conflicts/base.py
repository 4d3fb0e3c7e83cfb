def connect(host, *, retries=3, timeout=None):
    return open_socket(host, retries=retries)
