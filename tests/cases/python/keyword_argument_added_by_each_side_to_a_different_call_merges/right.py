def connect():
    primary = Client(
        host="primary",
        port=8080,
    )
    replica = Client(
        host="replica",
        port=8080,
        timeout=10,
    )
    return primary, replica
