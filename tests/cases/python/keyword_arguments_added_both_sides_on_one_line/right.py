def connect():
    return Client(host="localhost", retries=3)
