"""Sort orders of import blocks that the three versions imply (merge/sequence.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from semmerge.merge.sequence import adopted_sort_key, merge_keyed_set, merge_order


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


def test_an_insertion_above_a_key_the_other_side_replaced_goes_above_the_replacement() -> None:
    # "y" took deleted "x"'s place; "n" was put above "x". ("x" stays in the order:
    # the caller drops what one side deleted.) The same whichever side replaced.
    assert _order("axe", "aye", "anxe") == "anyxe"
    assert _order("axe", "anxe", "aye") == "anyxe"


def test_an_insertion_below_a_key_the_other_side_replaced_goes_below_the_replacement() -> None:
    assert _order("axe", "aye", "axne") == "ayxne"
    assert _order("axe", "axne", "aye") == "ayxne"


def test_the_replacement_rule_holds_when_right_is_the_side_that_reordered() -> None:
    # Right swapped "p" and "q" (so its order leads) and replaced "x" by "y".
    assert _order("pqaxe", "pqanxe", "qpaye") == "qpanyxe"
    assert _order("pqaxe", "pqaxne", "qpaye") == "qpayxne"
    # Left replaced "x"; right, which reordered, inserted above or below it.
    assert _order("pqaxe", "pqaye", "qpanxe") == "qpanyxe"
    assert _order("pqaxe", "pqaye", "qpaxne") == "qpayxne"


def test_a_replacement_takes_no_place_below_a_key_the_other_side_moved_above_it() -> None:
    # Left moved "b" above "x"; right replaced "x" by "y": "y" stays where right put it.
    assert _order("axbe", "abxe", "aybe") == "aybxe"


def test_a_run_of_insertions_replacing_a_key_stays_in_its_order() -> None:
    # Right replaced "x" by "n", "m"; the first's place is the run's, whatever the
    # second could take.
    assert merge_order(list("axe"), list("ayxe"), list("anme"),
                       replaces=lambda new, old: new == "n") == list("aynmxe")


def test_an_insertion_that_cannot_replace_the_deleted_key_keeps_left_first() -> None:
    # An import inserted where a function was deleted does not take its place.
    assert merge_order(list("axe"), list("aye"), list("anxe"),
                       replaces=lambda new, old: False) == list("aynxe")


def _keyed(*versions: dict[str, str]) -> list[str] | None:
    """merge_keyed_set over versions given as {name: value}, items 'name=value'."""
    items = [[f"{k}={v}" for k, v in ver.items()] for ver in versions]
    return merge_keyed_set(*items, [list(ver) for ver in versions])


def test_an_item_one_side_changed_anchors_what_the_other_side_added_after_it() -> None:
    base = {"a": "1", "b": "2"}
    left = {"a": "1", "b": "3", "x": "9"}  # changed b, added x after it
    right = {"a": "1", "b": "2", "y": "8"}  # added y after b
    assert _keyed(base, left, right) == ["a=1", "b=3", "x=9", "y=8"]


def test_each_sides_change_of_a_different_item_is_kept() -> None:
    base = {"a": "1", "b": "2", "c": "3"}
    assert _keyed(base, {"a": "0", "b": "2", "c": "3"}, {"a": "1", "b": "2"}) == ["a=0", "b=2"]


def test_both_sides_changing_one_item_differently_is_no_merge() -> None:
    assert _keyed({"a": "1"}, {"a": "2"}, {"a": "3"}) is None
    assert _keyed({}, {"a": "2"}, {"a": "3"}) is None  # added twice, two values


def test_an_item_changed_on_one_side_and_removed_on_the_other_is_no_merge() -> None:
    assert _keyed({"a": "1", "b": "2"}, {"a": "5", "b": "2"}, {"b": "2"}) is None


_values = st.dictionaries(st.sampled_from("abcdef"), st.sampled_from("123"), max_size=5)


@given(_values, _values, _values)
def test_a_keyed_merge_keeps_every_change_of_either_side(
    base: dict[str, str], left: dict[str, str], right: dict[str, str],
) -> None:
    merged = _keyed(base, left, right)
    if merged is None:
        return
    out = dict(item.split("=") for item in merged)
    assert len(out) == len(merged)  # no name twice
    for side, other in ((left, right), (right, left)):
        for name, value in side.items():
            if base.get(name) != value:  # this side's change stands
                assert out.get(name) == value
        for name in base.keys() - side.keys():  # this side's removal stands
            assert name not in out
        for name in side.keys() & other.keys() & base.keys():
            if side[name] == other[name] == base[name]:
                assert out[name] == base[name]


def test_a_definition_both_sides_added_at_two_places_takes_the_earlier_one() -> None:
    base = ["a", "b", "c"]
    left = ["a", "b", "helper", "c"]
    right = ["a", "helper", "b", "c"]
    assert merge_order(base, left, right, placed=lambda k: True) == ["a", "helper", "b", "c"]
    assert merge_order(base, right, left, placed=lambda k: True) == ["a", "helper", "b", "c"]
    # Not a key whose place matters (an import): the first side's place, as before.
    assert merge_order(base, left, right) == ["a", "b", "helper", "c"]


def test_keys_the_other_side_put_after_a_shared_addition_stay_at_its_place() -> None:
    base = ["guard", "include", "struct", "end"]
    left = ["guard", "include", "macro", "struct", "end"]
    right = ["guard", "include", "struct", "macro", "prototype", "end"]
    merged = merge_order(base, left, right, placed=lambda k: True)
    assert merged == ["guard", "include", "macro", "struct", "prototype", "end"]


def test_both_runs_continuing_join_before_the_primarys_other_insertions() -> None:
    # Left added an include and then code under the includes, right an include only.
    continues = {"l1": True, "code": False, "r1": True}.__getitem__
    assert merge_order(["a", "b"], ["a", "l1", "code", "b"], ["a", "r1", "b"],
                       continues=continues) == ["a", "l1", "r1", "code", "b"]
