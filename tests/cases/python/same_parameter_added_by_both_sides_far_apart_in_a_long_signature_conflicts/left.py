def connect(
    host,
    port=5432,
    retries=3,
    user=None,
    password=None,
    database=None,
    sslmode="prefer",
):
    return {"host": host, "port": port, "user": user, "database": database}
