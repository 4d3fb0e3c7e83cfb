def connect(host, port):
    sock = open_socket(host, port)
    timeout = 30
    sock.handshake()
    sock.settimeout(timeout)
    return sock
