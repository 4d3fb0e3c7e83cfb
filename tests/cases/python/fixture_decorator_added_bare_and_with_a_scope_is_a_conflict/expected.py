import sqlite3

import pytest


<<<<<<< left
@pytest.fixture
||||||| base
=======
@pytest.fixture(scope="module")
>>>>>>> right
def make_db():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (x INTEGER)")
    yield conn
    conn.close()


def test_insert(make_db):
    db = make_db
    db.execute("INSERT INTO t VALUES (1)")
    assert db.execute("SELECT COUNT(*) FROM t").fetchone()[0] == 1
