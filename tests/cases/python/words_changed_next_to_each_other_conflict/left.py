def connect(host, port):
    return open_socket(host, port, timeout)
