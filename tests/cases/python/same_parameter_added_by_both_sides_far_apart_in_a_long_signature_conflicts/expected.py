def connect(
    host,
    port=5432,
<<<<<<< left
    retries=3,
    user=None,
    password=None,
    database=None,
    sslmode="prefer",
||||||| base
    user=None,
    password=None,
    database=None,
    sslmode="prefer",
=======
    user=None,
    password=None,
    database=None,
    sslmode="prefer",
    retries=5,
>>>>>>> right
):
    return {"host": host, "port": port, "user": user, "database": database}
