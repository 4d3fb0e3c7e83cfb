"""The statement-level diff3 of ordered lists (function bodies, blocks)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from semmerge.merge.ordered import follow_insertion, follow_move, merge_statements, revived

statements = st.lists(st.sampled_from(["a", "b", "c", "d", "x", "y"]), max_size=8)


def _kinds(base: str, left: str, right: str) -> list[str]:
    return [r.kind for r in merge_statements(list(base), list(left), list(right))]


def test_edits_to_neighbouring_statements_do_not_conflict() -> None:
    assert _kinds("abcd", "aXcd", "abYd") == ["base", "left", "right", "base"]


def test_same_statement_edited_on_both_sides_is_a_both_region() -> None:
    assert _kinds("abcd", "aXcd", "aZcd") == ["base", "both", "base"]


def test_insertions_at_one_place_conflict_but_identical_ones_do_not() -> None:
    assert _kinds("ab", "aXb", "aYb") == ["base", "both", "base"]
    assert _kinds("ab", "aXb", "aXb") == ["base", "left", "base"]


def test_insertion_before_a_statement_the_other_side_edits() -> None:
    regions = merge_statements(list("abcd"), list("aNbcd"), list("aYcd"))
    assert [(r.kind, r.b, r.l, r.r) for r in regions] == [
        ("base", (0, 1), (0, 1), (0, 1)),
        ("left", (1, 1), (1, 2), (1, 1)),
        ("right", (1, 2), (2, 3), (1, 2)),
        ("base", (2, 4), (3, 5), (2, 4)),
    ]


def test_insertion_beside_a_change_that_also_inserts_there_is_one_region() -> None:
    # Right replaced b by NY, so it inserted before b as left did: one region (where a
    # statement both sides put there, N, is taken once), not two that both bring N.
    assert _kinds("abcd", "aNbcd", "aNYcd") == ["base", "both", "base"]
    assert _kinds("abcd", "abNcd", "aYNcd") == ["base", "both", "base"]
    assert _kinds("abcd", "aXbcd", "aNYcd") == ["base", "both", "base"]


def test_insertion_beside_a_one_for_one_change_goes_before_it() -> None:
    assert _kinds("abcd", "aXbcd", "aYcd") == ["base", "left", "right", "base"]


def test_insertion_beside_a_change_that_overrides_the_same_target_is_one_region() -> None:
    # Left changes the timeout, right sets it again right after: in any order one
    # side's value would be dead, so the two edits are one region (a conflict).
    base = ["cfg = load()\n", "cfg.timeout = 30\n", "start(cfg)\n"]
    left = ["cfg = load()\n", "cfg.timeout = 60\n", "start(cfg)\n"]
    right = [*base[:2], "cfg.timeout = env_timeout()\n", base[2]]
    assert [r.kind for r in merge_statements(base, left, right)] == ["base", "both", "base"]
    # A value that reads the target updates it: the two compose, as separate edits.
    right = [*base[:2], "cfg.timeout = env_timeout(cfg.timeout)\n", base[2]]
    assert [r.kind for r in merge_statements(base, left, right)] == [
        "base", "left", "right", "base"]


@settings(max_examples=400, deadline=None)
@given(statements, statements, statements)
def test_regions_partition_all_three_versions(
    base: list[str], left: list[str], right: list[str]
) -> None:
    regions = merge_statements(base, left, right)
    for attr, seq in (("b", base), ("l", left), ("r", right)):
        at = 0
        for region in regions:
            start, end = getattr(region, attr)
            assert start == at and end >= start
            at = end
        assert at == len(seq)
    for region in regions:
        b, l, r = (base[slice(*region.b)], left[slice(*region.l)], right[slice(*region.r)])
        if region.kind == "base":
            assert b == l == r
        elif region.kind == "left":
            assert r == b or l == r
        elif region.kind == "right":
            assert l == b


def _revived(base: str, left: str, right: str, merged: str) -> list[tuple[str, str]]:
    # One letter a statement: the merged string's count of a letter is its count.
    return revived(list(base), list(left), list(right), merged.count, lambda a, b: False)


def test_a_deleted_statement_back_where_the_other_side_moved_it_is_revived() -> None:
    # Left deleted "a"; right moved "b" above it, which its diff tells as "a" moved
    # below "b": a merge that takes both deletions of "a" once keeps right's "a".
    assert _revived("abc", "bc", "bac", "bac") == [("a", "though left removed it")]
    assert _revived("abc", "bac", "bc", "bac") == [("a", "though right removed it")]
    assert _revived("abc", "bc", "bac", "bc") == []


def test_a_statement_held_as_moved_and_as_edited_is_revived() -> None:
    # Left moved "x" to the end and edited it (X); right moved it to the start.
    assert _revived("axb", "abX", "xab", "xabX") == [("x", "though left removed it")]
    # Both sides moved "x", to different places.
    assert _revived("axb", "abx", "xab", "xabx") == [("x", "once too often")]
    assert _revived("axb", "abX", "xab", "abX") == []


def test_a_repeated_statement_both_sides_keep_may_not_be_dropped() -> None:
    # Base holds "r" twice; left moves other statements, right moves one "r".
    assert _revived("arbrc", "rbrac", "rarbc", "rabc") == [("r", "once too few times")]
    assert _revived("arbrc", "rbrac", "rarbc", "rarbc") == []


def test_separate_and_shared_changes_are_not_revivals() -> None:
    assert _revived("abcd", "aXcd", "abYd", "aXYd") == []  # one edit each
    assert _revived("abca", "bca", "bca", "bca") == []  # the same deletion, taken once
    assert _revived("abca", "bca", "bc", "bc") == []  # repeated statements count
    assert _revived("abca", "bca", "abc", "bc") == []  # each side deleted one "a"


def test_a_statement_whose_layout_a_side_changed_was_not_removed_by_it() -> None:
    found = revived(["x = 1\n"], ["x=1\n"], ["x  =  1\n"], lambda s: 1,
                    lambda a, b: a.replace(" ", "") == b.replace(" ", ""))
    assert found == []


def test_a_change_follows_the_statement_the_other_side_moved() -> None:
    base = ["a = 1\n", "b = 2\n", "cache = load(d)\n", "c = 3\n"]
    mover = ["cache = load(d)\n", "a = 1\n", "b = 2\n", "c = 3\n"]
    editor = ["a = 1\n", "b = 2\n", "cache = load(d, ro=True)\n", "c = 3\n"]
    assert follow_move(base, mover, editor) == (2, 2, -1, -1)
    # Moved up over two statements to right after "a" (at 0 in base and the editor's).
    base5 = ["a = 1\n", "b = 2\n", "x = 0\n", "cache = load(d)\n", "c = 3\n"]
    after_a = ["a = 1\n", "cache = load(d)\n", "b = 2\n", "x = 0\n", "c = 3\n"]
    editor5 = ["a = 1\n", "b = 2\n", "x = 0\n", "cache = load(d, ro=True)\n", "c = 3\n"]
    assert follow_move(base5, after_a, editor5) == (3, 3, 0, 0)
    # "c" moved up reads as "c" moving: the changed statement keeps its place.
    c_up = ["a = 1\n", "c = 3\n", "b = 2\n", "cache = load(d)\n"]
    assert follow_move(base, c_up, editor) is None


def test_a_statement_whose_neighbour_was_deleted_has_not_moved() -> None:
    base = ["a = 1\n", "cache = load(d)\n", "c = 3\n"]
    mover = ["cache = load(d)\n", "c = 3\n"]
    editor = ["a = 1\n", "cache = load(d, ro=True)\n", "c = 3\n"]
    assert follow_move(base, mover, editor) is None


def test_a_statement_replaced_by_an_unlike_one_does_not_follow_the_move() -> None:
    base = ["a = 1\n", "b = 2\n", "cache = load(d)\n"]
    mover = ["cache = load(d)\n", "a = 1\n", "b = 2\n"]
    editor = ["a = 1\n", "b = 2\n", "warm_up()\n"]
    assert follow_move(base, mover, editor) is None


def test_no_move_is_followed_when_the_editor_changed_the_new_predecessor() -> None:
    base = ["a = 1\n", "b = 2\n", "cache = load(d)\n", "c = 3\n"]
    mover = ["a = 1\n", "cache = load(d)\n", "b = 2\n", "c = 3\n"]
    editor = ["a = 10\n", "b = 2\n", "cache = load(d, ro=True)\n", "c = 3\n"]
    assert follow_move(base, mover, editor) is None


def test_a_change_follows_the_move_when_the_editor_changed_its_neighbour_too() -> None:
    base = ["a = 1\n", "b = 2\n", "x = 0\n", "cache = load(d)\n", "c = 3\n"]
    mover = ["a = 1\n", "cache = load(d)\n", "b = 2\n", "x = 0\n", "c = 3\n"]
    # The editor's diff replaces "x" and "cache" together, two statements by two.
    editor = ["a = 1\n", "b = 2\n", "x = 5\n", "cache = load(d, ro=True)\n", "c = 3\n"]
    assert follow_move(base, mover, editor) == (3, 3, 0, 0)


def test_an_insertion_follows_the_statement_above_it_that_the_other_side_moved() -> None:
    base = ["open(f)\n", "drain(f)\n", "close(f)\n", "free(buf)\n", "return 0\n"]
    mover = ["open(f)\n", "drain(f)\n", "free(buf)\n", "close(f)\n", "return 0\n"]
    editor = ["open(f)\n", "drain(f)\n", "close(f)\n", "f = None\n", "free(buf)\n",
              "return 0\n"]
    # "close" (2) and "f = None" (editor 2:4) go right after "free" (base 3, editor 4).
    assert follow_insertion(base, mover, editor) == (2, 2, 4, 3, 4)
    # The same insertion on the mover's side too: nothing to follow.
    both = ["open(f)\n", "drain(f)\n", "free(buf)\n", "close(f)\n", "f = None\n",
            "return 0\n"]
    assert follow_insertion(base, both, editor) is None
    # Nothing moved: the insertion stays where it is.
    assert follow_insertion(base, base, editor) is None
