def connect(host, port):
<<<<<<< left
    return open_socket(host, port, timeout)
||||||| base
    return open_socket(host, port)
=======
    return open_socket(host, port, retries)
>>>>>>> right
