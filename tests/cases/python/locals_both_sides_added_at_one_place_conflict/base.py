def connect(host, port):
    sock = open_socket(host, port)
    sock.handshake()
    return sock
