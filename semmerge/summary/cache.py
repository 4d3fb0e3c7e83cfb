"""Extraction cache: ``(content hash, extractor config) -> FileFacts JSON`` in SQLite.

In: a folder (by default ``<repo>/.semmerge/``), keys and JSON texts. Out: the stored
texts of the keys asked for. The database is ``summary-cache.sqlite3`` in that folder.

A second table remembers each file's content hash under its stat signature (size,
mtime, ctime, inode), so that a warm run need not read and hash unchanged files (git's
index does the same). A file modified less than :data:`RACY_SECONDS` before it was
hashed is not remembered: a later change within the same clock tick could go unseen.
A third keeps data derived from all entries at once (the resolved references the ranking
starts from), valid while the fingerprint of every file's key is unchanged.

Several processes may use one cache at once: the database runs in WAL mode (readers
never wait for the writer), every connection waits up to :data:`BUSY_SECONDS` for a lock,
and a write that still finds the database locked is retried with back-off and then given
up (the run goes on without caching). The cache never makes a run fail:

* a file that is not a database, or a damaged one, is deleted and rebuilt (under a lock
  file, so that two processes do not rebuild it at once);
* an unusable folder (read-only, not creatable) bypasses the cache;
* an entry that does not decode is treated as missing (the caller re-extracts).

What happened is kept in :attr:`SummaryCache.notes` for the caller to report.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TypeVar

DB_NAME = "summary-cache.sqlite3"
LOCK_NAME = "summary-cache.lock"
SCHEMA_VERSION = 3
RACY_SECONDS = 2.0
BUSY_SECONDS = 5.0
WRITE_ATTEMPTS = 4
#: Entries not used by the current run are deleted once the table holds this many times more.
PRUNE_FACTOR = 2
PRUNE_SLACK = 256

T = TypeVar("T")
Key = tuple[str, str]


def _is_lock_error(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


@contextlib.contextmanager
def _file_lock(path: str) -> Iterator[None]:
    """An exclusive lock on ``path`` between processes (a no-op where fcntl is missing)."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows: rebuilds may race, which is harmless
        yield
        return
    with open(path, "a+b") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


class SummaryCache:
    """The extraction cache of one folder; see the module docstring."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self.path = os.path.join(folder, DB_NAME)
        self.notes: list[str] = []
        self._conn: sqlite3.Connection | None = None
        self._disabled = False
        self._rebuilt = False

    # ------------------------------------------------------------------ connection
    def _connect(self) -> sqlite3.Connection:
        os.makedirs(self.folder, exist_ok=True)
        ignore = os.path.join(self.folder, ".gitignore")
        if not os.path.exists(ignore):
            with open(ignore, "w", encoding="utf-8") as fh:
                fh.write("# semmerge caches; safe to delete\n*\n")
        conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            if self._version(conn) != SCHEMA_VERSION:
                conn.execute("BEGIN IMMEDIATE")
                if self._version(conn) != SCHEMA_VERSION:  # another process may have won
                    conn.execute("DROP TABLE IF EXISTS facts")
                    conn.execute("DROP TABLE IF EXISTS hashes")
                    conn.execute("DROP TABLE IF EXISTS derived")
                    conn.execute(
                        "CREATE TABLE facts (hash TEXT NOT NULL, config TEXT NOT NULL, "
                        "data TEXT NOT NULL, PRIMARY KEY (hash, config)) WITHOUT ROWID"
                    )
                    conn.execute(
                        "CREATE TABLE hashes (path TEXT PRIMARY KEY, signature TEXT NOT NULL, "
                        "hash TEXT NOT NULL) WITHOUT ROWID"
                    )
                    conn.execute(
                        "CREATE TABLE derived (name TEXT PRIMARY KEY, fingerprint TEXT NOT NULL, "
                        "data TEXT NOT NULL) WITHOUT ROWID"
                    )
                    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                conn.execute("COMMIT")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _version(conn: sqlite3.Connection) -> int:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])

    def _rebuild(self) -> None:
        """Delete a damaged database (unless another process already replaced it)."""
        self.close()
        with _file_lock(os.path.join(self.folder, LOCK_NAME)):
            if self._healthy():
                return
            for suffix in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    os.remove(self.path + suffix)
        self.notes.append(f"summary cache {self.path} was damaged; rebuilt it")

    def _healthy(self) -> bool:
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS)
            try:
                return conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            finally:
                conn.close()
        except sqlite3.Error:
            return False

    def _run(self, action: Callable[[sqlite3.Connection], T], default: T, what: str) -> T:
        """Run ``action`` on the connection, rebuilding once and retrying locks; else default."""
        attempt = 0
        while not self._disabled:
            try:
                if self._conn is None:
                    self._conn = self._connect()
                return action(self._conn)
            except sqlite3.Error as exc:
                if _is_lock_error(exc) and attempt + 1 < WRITE_ATTEMPTS:
                    attempt += 1
                    time.sleep(0.05 * 2 ** attempt)
                    continue
                if _is_lock_error(exc) or self._rebuilt:
                    self._give_up(f"summary cache {self.path}: {what} skipped ({exc})")
                    break
                self._rebuilt = True
                try:
                    self._rebuild()
                except OSError as err:
                    self._give_up(f"summary cache {self.path} is damaged and cannot be "
                                  f"rebuilt ({err}); running without it")
            except OSError as exc:
                self._give_up(f"summary cache folder {self.folder} is unusable ({exc}); "
                              "running without it")
        return default

    def _give_up(self, note: str) -> None:
        self.notes.append(note)
        self.close()
        self._disabled = True

    # ------------------------------------------------------------------ public
    def load(self, keys: Iterable[Key]) -> dict[Key, str]:
        """The stored JSON of those of ``keys`` that are present."""
        wanted = set(keys)

        def read(conn: sqlite3.Connection) -> dict[Key, str]:
            rows = conn.execute("SELECT hash, config, data FROM facts").fetchall()
            return {(h, c): d for h, c, d in rows if (h, c) in wanted}

        return self._run(read, {}, "reading")

    def load_derived(self, name: str, fingerprint: str) -> str | None:
        """The data derived from all entries (``name``) when stored for ``fingerprint``."""

        def read(conn: sqlite3.Connection) -> str | None:
            row = conn.execute("SELECT data FROM derived WHERE name = ? AND fingerprint = ?",
                               (name, fingerprint)).fetchone()
            return None if row is None else str(row[0])

        return self._run(read, None, "reading")

    def store_derived(self, name: str, fingerprint: str, data: str) -> bool:
        """Keep ``data`` as the one ``name`` row, valid for ``fingerprint``."""

        def write(conn: sqlite3.Connection) -> bool:
            conn.execute("INSERT OR REPLACE INTO derived VALUES (?, ?, ?)",
                         (name, fingerprint, data))
            return True

        return self._run(write, False, "writing")

    def load_hashes(self) -> dict[str, tuple[str, str]]:
        """Absolute path -> (stat signature, content hash) remembered from earlier runs."""

        def read(conn: sqlite3.Connection) -> dict[str, tuple[str, str]]:
            return {p: (s, h) for p, s, h in conn.execute("SELECT * FROM hashes")}

        return self._run(read, {}, "reading")

    def store(self, rows: Sequence[tuple[str, str, str]], keep: set[Key] | None = None,
              hashes: Sequence[tuple[str, str, str]] = (),
              keep_paths: set[str] | None = None) -> bool:
        """Store ``(hash, config, json)`` rows and ``(path, signature, hash)`` memos; when
        there are many, prune entries outside ``keep`` and memos outside ``keep_paths``."""
        if not rows and not hashes:
            return True

        def write(conn: sqlite3.Connection) -> bool:
            conn.execute("BEGIN IMMEDIATE")
            try:
                conn.executemany("INSERT OR REPLACE INTO facts VALUES (?, ?, ?)", rows)
                conn.executemany("INSERT OR REPLACE INTO hashes VALUES (?, ?, ?)", hashes)
                if keep is not None:
                    self._prune(conn, "facts", ("hash", "config"), keep)
                if keep_paths is not None:
                    self._prune(conn, "hashes", ("path",), {(p,) for p in keep_paths})
                conn.execute("COMMIT")
            except BaseException:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                raise
            return True

        return self._run(write, False, "writing")

    @staticmethod
    def _prune(conn: sqlite3.Connection, table: str, columns: tuple[str, ...],
               keep: set[Any]) -> None:
        count = conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
        if count <= PRUNE_FACTOR * len(keep) + PRUNE_SLACK:
            return
        stale = [k for k in conn.execute(f"SELECT {', '.join(columns)} FROM {table}")
                 if k not in keep]
        where = " AND ".join(f"{c} = ?" for c in columns)
        conn.executemany(f"DELETE FROM {table} WHERE {where}", stale)

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn.close()
            self._conn = None


class NoCache(SummaryCache):
    """A cache that stores nothing (``--no-cache``)."""

    def __init__(self) -> None:
        super().__init__("")
        self._disabled = True

    def load(self, keys: Iterable[Key]) -> dict[Key, str]:
        return {}

    def load_hashes(self) -> dict[str, tuple[str, str]]:
        return {}

    def load_derived(self, name: str, fingerprint: str) -> str | None:
        return None

    def store_derived(self, name: str, fingerprint: str, data: str) -> bool:
        return False

    def store(self, rows: Sequence[tuple[str, str, str]], keep: set[Key] | None = None,
              hashes: Sequence[tuple[str, str, str]] = (),
              keep_paths: set[str] | None = None) -> bool:
        return False
