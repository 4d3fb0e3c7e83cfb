"""The summary cache: concurrent writers, damaged or locked databases never fail a run."""

from __future__ import annotations

import multiprocessing
import sqlite3
from pathlib import Path

import pytest
from test_summary import make_repo

from semmerge.summary import cache as cache_module
from semmerge.summary.api import summarize
from semmerge.summary.cache import DB_NAME, SummaryCache
from semmerge.tokens import count_tokens

# Separate processes, started quickly (fork) where the platform allows it.
CONTEXT = multiprocessing.get_context(
    "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")


def _writer(folder: str, worker: int, rounds: int) -> int:
    cache = SummaryCache(folder)
    for i in range(rounds):
        rows = [(f"h{worker}-{i}-{j}", "cfg", f'"{worker}:{i}:{j}"') for j in range(20)]
        rows.append(("shared", "cfg", f'"{worker}"'))  # every writer replaces this one
        assert cache.store(rows)
        got = cache.load({(f"h{worker}-{i}-0", "cfg"), ("shared", "cfg")})
        assert got[f"h{worker}-{i}-0", "cfg"] == f'"{worker}:{i}:0"'
    cache.close()
    return len(cache.notes)


def test_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    folder = str(tmp_path / "cache")
    with CONTEXT.Pool(4) as pool:
        notes = pool.starmap(_writer, [(folder, w, 15) for w in range(4)])
    assert notes == [0, 0, 0, 0]  # no write was skipped
    keys = {(f"h{w}-{i}-{j}", "cfg") for w in range(4) for i in range(15) for j in range(20)}
    stored = SummaryCache(folder).load(keys | {("shared", "cfg")})
    assert set(stored) == keys | {("shared", "cfg")}
    assert stored["shared", "cfg"] in {'"0"', '"1"', '"2"', '"3"'}


def _summarise(root: str, folder: str) -> str:
    return summarize(root, focus=["app.py"], budget=800, cache_dir=folder).markdown


def test_concurrent_summaries_share_one_cache(tmp_path: Path) -> None:
    root = str(make_repo(tmp_path / "repo", filler=6))
    folder = str(tmp_path / "cache")
    count_tokens("load the tokenizer once, before the workers fork")
    with CONTEXT.Pool(3) as pool:
        texts = pool.starmap(_summarise, [(root, folder)] * 3)
    assert texts[0] == texts[1] == texts[2] == _summarise(root, folder)


@pytest.mark.parametrize("damage", ["truncate", "garbage", "empty"])
def test_damaged_database_is_rebuilt(tmp_path: Path, damage: str) -> None:
    root = str(make_repo(tmp_path / "repo", filler=30))
    folder = tmp_path / "cache"
    first = summarize(root, focus=["app.py"], budget=900, cache_dir=str(folder))
    db = folder / DB_NAME
    SummaryCache(str(folder)).close()
    con = sqlite3.connect(db)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # everything into the main file
    con.close()
    size = db.stat().st_size
    assert size > 8192
    if damage == "truncate":
        with open(db, "r+b") as fh:
            fh.truncate(size // 2)
    elif damage == "garbage":
        db.write_bytes(b"this is not a database" * 100)
    else:
        db.write_bytes(b"")
    again = summarize(root, focus=["app.py"], budget=900, cache_dir=str(folder))
    assert again.markdown == first.markdown
    if damage != "empty":  # an empty file is a valid empty database
        assert any("rebuilt" in note for note in again.notes), again.notes
    warm = summarize(root, focus=["app.py"], budget=900, cache_dir=str(folder))
    assert warm.stats["extracted"] == 0 and warm.notes == []


def test_locked_database_is_bypassed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cache_module, "BUSY_SECONDS", 0.05)
    monkeypatch.setattr(cache_module, "WRITE_ATTEMPTS", 2)
    root = str(make_repo(tmp_path / "repo"))
    folder = tmp_path / "cache"
    SummaryCache(str(folder)).store([("h", "c", "null")])
    holder = sqlite3.connect(folder / DB_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another process in the middle of a long write
    try:
        summary = summarize(root, focus=["app.py"], budget=600, cache_dir=str(folder))
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert "tokenize" in summary.markdown
    assert any("skipped" in note for note in summary.notes), summary.notes


def test_unusable_cache_folder_is_bypassed(tmp_path: Path) -> None:
    root = str(make_repo(tmp_path / "repo"))
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder should be")
    summary = summarize(root, focus=["app.py"], budget=600, cache_dir=str(blocker / "cache"))
    assert "tokenize" in summary.markdown
    assert any("running without it" in note for note in summary.notes)


def test_damaged_entry_is_extracted_again(tmp_path: Path) -> None:
    root = str(make_repo(tmp_path / "repo"))
    folder = tmp_path / "cache"
    first = summarize(root, focus=["app.py"], budget=600, cache_dir=str(folder))
    con = sqlite3.connect(folder / DB_NAME)
    con.execute("UPDATE facts SET data = '[1, 2'")  # every entry cut short
    con.commit()
    con.close()
    again = summarize(root, focus=["app.py"], budget=600, cache_dir=str(folder))
    assert again.markdown == first.markdown and again.stats["extracted"] > 0
