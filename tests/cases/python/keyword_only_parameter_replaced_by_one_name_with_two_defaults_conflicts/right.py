def connect(host, *, retries=3, cert=DEFAULT_CERT):
    return open_socket(host, retries=retries)
