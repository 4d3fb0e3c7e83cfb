"""Engine fields Markdown needs: ``headless`` (a container whose first member starts on
its own first row: a list is nothing but its items) and ``inner_merge: git`` (inside a
member both sides changed, one line both changed stays a conflict even where the words
they changed are apart: prose)."""

from __future__ import annotations

import copy

import pytest

from semmerge import merge_bytes
from semmerge.merge import engine
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import LanguageSpec, load_spec, parse_raw, raw_specs
from semmerge.parse.tree import parse_tree

LIST = "# Notes\n\n- one\n- two\n"


def _list_decl(raw: dict) -> dict:
    return next(d for d in raw["declaration"] if d.get("kind") == "list")


def _bullet_list(spec: LanguageSpec):
    _, parser = get_parser("markdown")
    (section,) = parse_tree(LIST, spec, parser).children or ()
    (found,) = section.children or ()
    return found


def test_a_headless_list_has_its_items_as_members() -> None:
    node = _bullet_list(load_spec("markdown"))
    assert node.key == "list list"
    assert [c.key for c in node.children or ()] == ["item - one@ - one", "item - two@ - two"]
    assert node.header == ""


def test_without_headless_a_first_row_member_makes_a_leaf() -> None:
    raw = copy.deepcopy(raw_specs()["markdown"])
    _list_decl(raw).pop("headless")
    assert _bullet_list(parse_raw(raw)).children is None


BASE = "# Guide\n\nThe quick brown fox jumps over the lazy dog.\n"
LEFT = BASE.replace("quick", "slow")
RIGHT = BASE.replace("lazy", "sleepy")


def _merge() -> object:
    return merge_bytes(BASE.encode(), LEFT.encode(), RIGHT.encode(), "x.md")


def test_inner_merge_git_keeps_one_line_changed_on_both_sides_a_conflict() -> None:
    result = _merge()
    assert not result.clean
    assert b"<<<<<<<" in result.data


def test_with_inner_merge_words_words_apart_merge(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = copy.deepcopy(raw_specs()["markdown"])
    raw["language"]["inner_merge"] = "words"
    spec = parse_raw(raw)
    _, parser = get_parser("markdown")
    monkeypatch.setattr(engine, "get_parser", lambda language: (spec, parser))
    result = _merge()
    assert result.clean
    assert result.data == b"# Guide\n\nThe slow brown fox jumps over the sleepy dog.\n"


def test_repeated_lines_counts_a_line_both_sides_add_once() -> None:
    from semmerge.merge.checks import repeated_lines

    base = ["# Log\n"]
    left = ["# Log\n", "- Fix the crash on start.\n"]
    right = ["- Fix the crash on start.\n", "# Log\n"]
    merged = "- Fix the crash on start.\n# Log\n- Fix the crash on start.\n"
    assert repeated_lines(base, left, right, merged) == []
    assert repeated_lines(base, left, right, merged, once=True) == ["- Fix the crash on start."]


def test_markup_lines_both_sides_add_may_repeat() -> None:
    """'<p>' or '{% endhighlight %}' repeat by themselves: only prose counts once."""
    from semmerge.merge.checks import repeated_lines

    base = ["a\n"]
    left = ["a\n", "<p>\n"]
    right = ["<p>\n", "a\n"]
    assert repeated_lines(base, left, right, "<p>\na\n<p>\n", once=True) == []


MOVED_BASE = "# Log\n\n## Next\n\n- One entry here.\n\n## 1.0\n\n- Old entry here.\n"
MOVED_LEFT = MOVED_BASE.replace("- One entry here.\n", "- One entry here.\n- Fix the crash now.\n")
MOVED_RIGHT = MOVED_BASE.replace("- Old entry here.\n", "- Fix the crash now.\n- Old entry here.\n")


def test_additions_once_makes_a_line_merge_placing_one_entry_twice_a_conflict() -> None:
    result = merge_bytes(MOVED_BASE.encode(), MOVED_LEFT.encode(), MOVED_RIGHT.encode(), "x.md")
    assert not result.clean


def test_without_additions_once_the_entry_is_kept_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = copy.deepcopy(raw_specs()["markdown"])
    raw["language"].pop("additions_once")
    spec = parse_raw(raw)
    _, parser = get_parser("markdown")
    monkeypatch.setattr(engine, "get_parser", lambda language: (spec, parser))
    result = merge_bytes(MOVED_BASE.encode(), MOVED_LEFT.encode(), MOVED_RIGHT.encode(), "x.md")
    assert result.clean
    assert result.data.count(b"Fix the crash now.") == 2
