def fetch_rows(cursor, max_rows=50):
    cursor.execute("SELECT * FROM orders")
<<<<<<< left
    rows = cursor.fetchmany(max_rows)
||||||| base
    rows = cursor.fetchmany(limit)
=======
    limit = max(1, limit)
    rows = cursor.fetchmany(limit)
>>>>>>> right
    return [dict(row) for row in rows]


def count_rows(cursor):
    cursor.execute("SELECT COUNT(*) FROM orders")
    return cursor.fetchone()[0]
