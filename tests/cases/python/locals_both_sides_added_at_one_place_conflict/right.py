def connect(host, port):
    sock = open_socket(host, port)
    retries = 3
    sock.handshake()
    return sock
