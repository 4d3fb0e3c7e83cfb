def connect():
    return Client(host="localhost", timeout=5)
