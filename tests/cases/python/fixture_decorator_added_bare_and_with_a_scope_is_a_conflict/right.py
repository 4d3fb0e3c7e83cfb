import sqlite3

import pytest


@pytest.fixture(scope="module")
def make_db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (x INTEGER)")
    yield conn
    conn.close()


def test_insert():
    db = make_db()
    db.execute("INSERT INTO t VALUES (1)")
    assert db.execute("SELECT COUNT(*) FROM t").fetchone()[0] == 1
