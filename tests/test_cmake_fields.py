"""Engine fields CMake needs: ``members_after_first_row`` (members on a declaration's first
row belong to its header: ``set(SOURCES`` then one value per row), sorted runs exempt from
``ordered_kinds``, and CMake files picked by name."""

from __future__ import annotations

import copy

from semmerge.parse.languages import detect_language, get_parser
from semmerge.parse.spec import load_spec, parse_raw, raw_specs
from semmerge.parse.tree import parse_tree


def _set_decl(raw: dict) -> dict:
    return next(d for d in raw["declaration"] if "set" in d.get("when_text", ()))


def test_values_below_the_first_row_are_members() -> None:
    _, parser = get_parser("cmake")
    spec = load_spec("cmake")
    text = "set(SOURCES\n  a.cpp\n  b.cpp\n)\n"
    tree = parse_tree(text, spec, parser)
    (node,) = tree.children or ()
    assert node.key == "set SOURCES"
    assert [c.key for c in node.children or ()] == ["arg a.cpp", "arg b.cpp"]
    assert node.header == "set(SOURCES\n"
    assert node.footer == ")\n"


def test_without_the_field_a_first_row_member_makes_a_leaf() -> None:
    """The engine's rule stands: members starting on the header's row ('class A: pass')
    make the declaration one text, merged by lines."""
    _, parser = get_parser("cmake")
    raw = copy.deepcopy(raw_specs()["cmake"])
    _set_decl(raw).pop("members_after_first_row")
    (node,) = parse_tree("set(SOURCES\n  a.cpp\n)\n", parse_raw(raw), parser).children or ()
    assert node.children is None


def test_a_one_row_command_stays_a_leaf() -> None:
    _, parser = get_parser("cmake")
    (node,) = parse_tree("set(SOURCES a.cpp b.cpp)\n", load_spec("cmake"), parser).children or ()
    assert node.key == "set SOURCES"
    assert node.children is None


def test_cmake_files_are_picked_by_name() -> None:
    assert detect_language("CMakeLists.txt") == "cmake"
    assert detect_language("src/lib/CMakeLists.txt") == "cmake"
    assert detect_language("cmake/Utils.cmake") == "cmake"
    assert detect_language("requirements.txt") == "requirements"


def _merge(base: str, left: str, right: str):
    from semmerge import merge_bytes

    return merge_bytes(base.encode(), left.encode(), right.encode(), "x.cmake")


def test_ordered_kinds_let_a_sorted_run_merge_insertions_at_one_place() -> None:
    """Values (an ``ordered_kinds`` kind) both sides insert at one place of a run sorted
    in every version take the sorted order; in an unsorted run they are a conflict."""
    base = "set(S\n  a.c\n  d.c\n)\n"
    result = _merge(base, "set(S\n  a.c\n  c.c\n  d.c\n)\n", "set(S\n  a.c\n  b.c\n  d.c\n)\n")
    assert result.clean
    assert result.data == b"set(S\n  a.c\n  b.c\n  c.c\n  d.c\n)\n"
    base = "set(S\n  d.c\n  a.c\n)\n"
    result = _merge(base, "set(S\n  d.c\n  a.c\n  c.c\n)\n", "set(S\n  d.c\n  a.c\n  b.c\n)\n")
    assert not result.clean
    assert result.strategy == "fallback"


def test_a_command_moved_by_one_side_is_merged_by_lines() -> None:
    """Moving a plain command (an ``ordered_kinds`` kind) changes what runs before it:
    not combined with the other side's changes; the line merge decides."""
    base = "# Where the index is.\nset(index a)\nmessage(x)\nmessage(y)\n"
    left = "# Where the index file is.\nset(index a)\nmessage(x)\nmessage(y)\n"
    right = "message(x)\n# Where the index is.\nset(index a)\nmessage(y)\n"
    result = _merge(base, left, right)
    assert result.strategy in ("fallback", "line")
    assert not result.clean
