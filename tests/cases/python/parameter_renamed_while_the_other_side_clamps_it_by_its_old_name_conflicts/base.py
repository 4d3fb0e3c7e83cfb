def fetch_rows(cursor, limit=50):
    cursor.execute("SELECT * FROM orders")
    rows = cursor.fetchmany(limit)
    return [dict(row) for row in rows]


def count_rows(cursor):
    cursor.execute("SELECT COUNT(*) FROM orders")
    return cursor.fetchone()[0]
