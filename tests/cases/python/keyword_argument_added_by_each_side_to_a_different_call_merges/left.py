def connect():
    primary = Client(
        host="primary",
        port=8080,
        timeout=5,
    )
    replica = Client(
        host="replica",
        port=8080,
    )
    return primary, replica
