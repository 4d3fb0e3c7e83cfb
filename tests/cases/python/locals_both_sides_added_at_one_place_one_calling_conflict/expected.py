def connect(host, port):
    sock = open_socket(host, port)
<<<<<<< left
    timeout = 30
||||||| base
=======
    banner = sock.read_banner()
>>>>>>> right
    sock.handshake()
<<<<<<< left
    sock.settimeout(timeout)
||||||| base
=======
    sock.banner = banner
>>>>>>> right
    return sock
