def connect(host, port):
    sock = open_socket(host, port)
    timeout = 30
    sock.handshake()
    return sock
