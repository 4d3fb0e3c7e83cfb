"""The ``word_merge`` spec field: a line both sides changed inside a member is merged
word by word (default), or, where a line's words are mostly one value (Make), is a
conflict as git reports it."""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.parse.spec import load_spec, parse_raw


def test_spec_reads_word_merge() -> None:
    assert load_spec("make").word_merge is False
    assert load_spec("python").word_merge is True
    raw = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}
    assert parse_raw(raw).word_merge is True


def test_python_line_changed_apart_on_both_sides_merges_word_by_word() -> None:
    base = "def f():\n    return call(first, second)\n"
    left = base.replace("call(", "other(")
    right = base.replace("second", "third")
    res = merge_texts(base, left, right, path="x.py")
    assert res.clean and "return other(first, third)" in res.text


def test_make_line_changed_apart_on_both_sides_conflicts() -> None:
    base = "SITE = http://example.org/pub\n\nall:\n\t@echo $(SITE)\n"
    left = base.replace("/pub", "/pub/old")
    right = base.replace("http:", "https:")
    res = merge_texts(base, left, right, path="Makefile")
    assert not res.clean
    assert "https://example.org/pub/old" not in res.text
