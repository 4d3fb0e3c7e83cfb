def connect(host, port):
    sock = open_socket(host, port)
    banner = sock.read_banner()
    sock.handshake()
    sock.banner = banner
    return sock
