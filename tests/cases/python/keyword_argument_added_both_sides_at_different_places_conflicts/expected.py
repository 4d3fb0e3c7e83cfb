def main():
    client = Client(
        timeout=5,
        host="localhost",
        port=8080,
        user="admin",
        password="secret",
        database="main",
        charset="utf8",
        timeout=10,
    )
    return client
