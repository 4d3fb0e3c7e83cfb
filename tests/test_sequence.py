"""Sort orders of import blocks that the three versions imply (merge/sequence.py)."""

from __future__ import annotations

from semmerge.merge.sequence import adopted_sort_key, merge_order


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


def _order(base: str, left: str, right: str) -> str | None:
    merged = merge_order(list(base), list(left), list(right))
    return None if merged is None else "".join(merged)


def test_moves_of_different_keys_on_both_sides_are_both_kept() -> None:
    # Left moves "a" after "d"; right moves "f" above "e".
    assert _order("abcdef", "bcdaef", "abcdfe") == "bcdafe"
    # Left moves "a" to the end; right moves "d" to the start: "a" follows "d".
    assert _order("abcd", "bcda", "dabc") == "dabc"


def test_keys_moved_after_one_key_come_left_first() -> None:
    assert _order("abcd", "bcad", "acbd") == "cabd"


def test_a_move_told_as_another_key_moving_when_the_other_side_moved_the_first() -> None:
    # Right's "o above s" is also "s below o"; left moved "s" below "p", so right's
    # move is told as "o" moving, and both are kept.
    assert _order("sopf", "opsf", "ospf") == "opsf"
    # Right's "b above a" read as "b" moving: "a" still goes to the end after "d".
    assert _order("abcd", "bcda", "bacd") == "bcda"


def test_moves_of_keys_that_are_not_movable_combine_only_with_movable_ones() -> None:
    def movable(key: str) -> bool:
        return key.islower()  # upper case: imports, whose order a side meant

    # Left moves import "A" below "B"; right moves function "e" above "d".
    assert merge_order(list("ABcde"), list("BAcde"), list("ABced"), movable) == list("BAced")
    # Both sides move imports: each meant its own order.
    assert merge_order(list("ABCde"), list("BACde"), list("ACBde"), movable) is None


def test_one_key_moved_by_both_sides_or_moves_that_wait_on_each_other_give_up() -> None:
    assert _order("abcd", "bcda", "bcad") is None  # both moved "a", to different places
    assert _order("xabyc", "abyxc", "xyabc") is None  # "x" after "y", "y" after "x"


def test_insertions_stay_after_their_predecessor_when_both_sides_moved() -> None:
    assert _order("abcd", "baXcd", "abdcY") == "baXdcY"



def test_insertions_after_one_key_come_left_first_when_neither_continues_its_run() -> None:
    continues = {"l1": False, "r1": False}.__getitem__
    assert merge_order(["a", "b"], ["a", "l1", "b"], ["a", "r1", "b"], continues=continues) == [
        "a", "l1", "r1", "b"]


def test_right_insertion_that_continues_the_run_comes_before_left_set_apart_one() -> None:
    # Right appended an import to the run; left added a function after a blank line.
    continues = {"l1": False, "l2": False, "r1": True}.__getitem__
    assert merge_order(["a", "b"], ["a", "l1", "l2", "b"], ["a", "r1", "b"],
                       continues=continues) == ["a", "r1", "l1", "l2", "b"]


def test_left_insertion_that_continues_the_run_stays_first() -> None:
    continues = {"l1": True, "r1": True}.__getitem__
    assert merge_order(["a", "b"], ["a", "l1", "b"], ["a", "r1", "b"], continues=continues) == [
        "a", "l1", "r1", "b"]


def test_a_base_key_the_other_side_deleted_does_not_count_as_continuing_the_run() -> None:
    # Left replaced import "b" by "l1" (set apart); right kept "b" and added after it.
    # ("b" stays in the order: the caller drops what one side deleted.)
    continues = {"l1": False, "b": True, "r1": False}.__getitem__
    assert merge_order(["a", "b", "c"], ["a", "l1", "c"], ["a", "b", "r1", "c"],
                       continues=continues) == ["a", "l1", "b", "r1", "c"]
