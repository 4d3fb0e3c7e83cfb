import sqlite3

import pytest


def make_db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (x INTEGER)")
    return conn


def test_insert():
    db = make_db()
    db.execute("INSERT INTO t VALUES (1)")
    assert db.execute("SELECT COUNT(*) FROM t").fetchone()[0] == 1
