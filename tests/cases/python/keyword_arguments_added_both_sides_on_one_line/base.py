def connect():
    return Client(host="localhost")
