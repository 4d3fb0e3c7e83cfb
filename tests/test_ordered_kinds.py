"""The ``ordered_kinds`` spec field: members whose order matters in a keyed container.

A shell script's commands run top to bottom: where both sides insert different ones at
one place of the file, no order of the two is right, and the file is merged by lines (a
conflict there, as git reports it). Functions both sides add at one place still merge.
"""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.parse.spec import load_spec, parse_raw

BASE = "#!/bin/sh\nset -e\n\nf() {\n  echo f\n}\n\nmake\n"


def _with(insert: str) -> str:
    return BASE.replace("make\n", "make\n" + insert)


def test_spec_reads_ordered_kinds() -> None:
    assert load_spec("bash").ordered_kinds == frozenset({"stmt"})
    raw = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}
    assert parse_raw(raw).ordered_kinds == frozenset()


def test_commands_inserted_at_one_place_on_both_sides_conflict() -> None:
    res = merge_texts(BASE, _with("make check\n"), _with("make install\n"), path="x.sh")
    assert not res.clean
    assert res.strategy == "fallback"
    assert "inserted statements at one place" in (res.reason or "")


def test_same_commands_inserted_alike_merge() -> None:
    res = merge_texts(BASE, _with("make check\n"), _with("make check\n"), path="x.sh")
    assert res.clean
    assert res.text == _with("make check\n")


def test_functions_inserted_at_one_place_on_both_sides_merge() -> None:
    left = BASE.replace("\nmake\n", "\ng() {\n  echo g\n}\n\nmake\n")
    right = BASE.replace("\nmake\n", "\nh() {\n  echo h\n}\n\nmake\n")
    res = merge_texts(BASE, left, right, path="x.sh")
    assert res.clean and res.strategy == "structured"
    assert res.text.index("g()") < res.text.index("h()") < res.text.index("make")


def test_a_command_and_a_function_inserted_at_one_place_conflict() -> None:
    left = _with("g() {\n  echo g\n}\n")
    right = _with("g_caller\n")
    res = merge_texts(BASE, left, right, path="x.sh")
    assert not res.clean


def test_languages_without_the_field_keep_both_insertions() -> None:
    base = "import os\n\nx = 1\n"
    left, right = base + "print(1)\n", base + "print(2)\n"
    res = merge_texts(base, left, right, path="x.py")
    assert res.clean and "print(1)\nprint(2)\n" in res.text


MK = "all: app\n\t@echo done\n\nCFLAGS += -O2\nLDFLAGS += -lm\n\napp: main.o\n\t$(CC) -o $@ $^\n"


def test_an_append_one_side_replaced_and_the_other_changed_is_merged_by_lines() -> None:
    """Its key (name and first word) changed, the append is by keys one deleted and one
    added: the other side's change of it would be lost without a conflict."""
    left = MK.replace("-O2", "-O3")
    right = MK.replace("-O2", "-O2 -g")
    res = merge_texts(MK, left, right, path="x.mk")
    assert not res.clean and res.strategy == "fallback"
    assert "replaced a statement" in (res.reason or "")


def test_an_append_one_side_wrapped_and_the_other_deleted_is_merged_by_lines() -> None:
    """tree-sitter-make reads the conditional into the rule above: the rule changed."""
    left = MK.replace("CFLAGS += -O2\n", "ifeq ($(DEBUG),1)\nCFLAGS += -O2\nendif\n")
    right = MK.replace("CFLAGS += -O2\n", "")
    res = merge_texts(MK, left, right, path="x.mk")
    assert not res.clean and res.strategy == "fallback"


def test_an_append_one_side_replaced_and_the_other_left_alone_merges() -> None:
    left = MK.replace("-O2", "-O3")
    right = MK.replace("-o $@", "-o $@ -s")
    res = merge_texts(MK, left, right, path="x.mk")
    assert res.clean and res.strategy != "fallback"
    assert "CFLAGS += -O3\n" in res.text and "-o $@ -s" in res.text and "-O2" not in res.text


def test_spec_reads_replaced_kinds() -> None:
    assert load_spec("make").replaced_kinds == frozenset({"var"})
    assert load_spec("bash").replaced_kinds == frozenset()


def test_an_assignment_one_side_gave_another_operator_and_the_other_changed_conflicts() -> None:
    """'CC = gcc' and 'CC := gcc' are two keys: without ``replaced_kinds`` the merge
    kept the new one beside the other side's change of the old."""
    base = "CC = gcc\nPREFIX = /usr\n\nall:\n\t$(CC) -o app main.c\n"
    left, right = base.replace("CC = gcc", "CC := gcc"), base.replace("gcc", "clang")
    res = merge_texts(base, left, right, path="Makefile")
    assert not res.clean and res.strategy == "fallback"
    ours, theirs = res.text.split("=======\n")
    assert "CC := gcc\n" in ours.split("|||||||")[0] and theirs.startswith("CC = clang\n")


def test_assignments_both_sides_deleted_beside_a_change_merge() -> None:
    base = "all:\n\t@echo a\n\nCC = gcc\nPREFIX = /usr\n"
    left = base.replace("CC = gcc\n", "").replace("echo a", "echo b")
    right = base.replace("CC = gcc\n", "")
    res = merge_texts(base, left, right, path="Makefile")
    assert res.clean and res.text == left
