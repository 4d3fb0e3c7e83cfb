"""Sort orders of import blocks that the three versions imply (merge/sequence.py)."""

from __future__ import annotations

from semmerge.merge.sequence import adopted_sort_key


def _text(item: str) -> str:
    return item


def _adopted(base: str, left: str, right: str) -> bool:
    runs = [[list(v)] for v in (base, left, right)]
    return adopted_sort_key(runs[0], runs[1:], [_text], _text) is not None


def test_a_side_that_sorted_the_block_while_the_other_only_added_sets_the_order() -> None:
    assert _adopted("dcab", "abcd", "dcaxb")
    assert _adopted("dcab", "dcaxb", "abcd")


def test_no_order_is_adopted_when_base_was_sorted_already() -> None:
    assert not _adopted("abcd", "abcd", "abxcd")


def test_no_order_is_adopted_when_both_sides_reordered() -> None:
    assert not _adopted("dcab", "abcd", "cdab")


def test_no_order_is_adopted_when_the_sorted_side_is_not_sorted_throughout() -> None:
    assert not _adopted("dcab", "abdc", "dcaxb")


def test_two_items_sorted_are_no_evidence_of_a_formatter() -> None:
    assert not _adopted("ba", "ab", "bxa")


def test_a_side_that_replaced_the_block_shows_no_order_to_keep() -> None:
    assert not _adopted("dcab", "abcd", "xyz")
