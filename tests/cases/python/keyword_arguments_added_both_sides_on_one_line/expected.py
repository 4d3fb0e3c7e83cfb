def connect():
    return Client(host="localhost", timeout=5, retries=3)
