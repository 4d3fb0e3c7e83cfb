def main():
    client = Client(
<<<<<<< left
        timeout=5,
        host="localhost",
        port=8080,
        user="admin",
        password="secret",
        database="main",
        charset="utf8",
||||||| base
        host="localhost",
        port=8080,
        user="admin",
        password="secret",
        database="main",
        charset="utf8",
=======
        host="localhost",
        port=8080,
        user="admin",
        password="secret",
        database="main",
        charset="utf8",
        timeout=10,
>>>>>>> right
    )
    return client
