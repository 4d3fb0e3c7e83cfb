def connect(host, port):
    sock = open_socket(host, port)
<<<<<<< left
    timeout = 30
||||||| base
=======
    retries = 3
>>>>>>> right
    sock.handshake()
    return sock
