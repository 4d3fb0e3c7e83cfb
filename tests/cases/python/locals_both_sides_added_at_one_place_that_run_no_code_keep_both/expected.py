def connect(host, port):
    sock = open_socket(host, port)
    timeout = 30
    retries = 3
    sock.handshake(retries=retries)
    sock.settimeout(timeout)
    return sock
