"""The check that a member one side deleted, and the other kept as it was, stays deleted
(semmerge/merge/checks.py, ``revived_members``), whatever the keys say."""

from __future__ import annotations

from semmerge.merge.checks import revived_members
from semmerge.parse.languages import get_parser
from semmerge.parse.tree import parse_tree

BASE = "X := 1\n\nifdef DEBUG\nCFLAGS += -g\nendif\n\nall: app\n\napp.o: app.h\n"
LEFT = "X := 1\n\nall: app\n\napp.o: app.h\n"  # the conditional deleted
# The rule moved above the conditional: the grammar reads the conditional as its recipe.
RIGHT = "X := 1\n\napp.o: app.h\n\nifdef DEBUG\nCFLAGS += -g\nendif\n\nall: app\n"


def _check(merged: str, right: str = RIGHT) -> list[str]:
    spec, parser = get_parser("make")
    trees = [parse_tree(t, spec, parser) for t in (BASE, LEFT, right)]
    return revived_members(trees, [BASE, LEFT, right], merged)


def test_a_deleted_member_the_merge_keeps_is_reported() -> None:
    assert _check(RIGHT) == ["stmt conditional: ifdef DEBUG"]


def test_the_deletion_applied_is_fine() -> None:
    assert _check("X := 1\n\napp.o: app.h\n\nall: app\n") == []


def test_a_member_the_other_side_changed_is_left_to_the_merge() -> None:
    right = RIGHT.replace("-g", "-g3")  # a delete/modify conflict, reported elsewhere
    assert _check(right, right) == []
