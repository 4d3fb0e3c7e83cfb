"""The ``inner_merge`` spec field: inside a member both sides changed, a line both
changed is merged word by word (``words``, the default); where a line's words are
mostly one value it is a conflict as git reports it (``lines``, Make); for prose every
conflict git reports stays one (``git``, Markdown)."""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.parse.spec import SpecError, load_spec, parse_raw

RAW = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}


def test_spec_reads_inner_merge() -> None:
    assert load_spec("make").inner_merge == "lines"
    assert load_spec("markdown").inner_merge == "git"
    assert load_spec("python").inner_merge == "words"
    assert parse_raw(RAW).inner_merge == "words"


def test_an_unknown_inner_merge_is_a_spec_error_naming_the_choices() -> None:
    raw = {"language": {**RAW["language"], "inner_merge": "tokens"}}
    with pytest.raises(SpecError, match="words, lines, git"):
        parse_raw(raw)


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


def test_make_changes_that_only_touch_inside_a_rule_both_apply() -> None:
    base = "all:\n\tcc -c a.c\n\tcc -c b.c\n"
    left = base.replace("b.c", "b.c -O2")  # git reports this and right's line a conflict
    right = base.replace("\tcc -c b.c\n", "\tcc -c b.c\n\tcc -c c.c\n")
    res = merge_texts(base, left, right, path="Makefile")
    assert res.clean
    assert res.text == "all:\n\tcc -c a.c\n\tcc -c b.c -O2\n\tcc -c c.c\n"
