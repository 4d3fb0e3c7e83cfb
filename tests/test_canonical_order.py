"""A commutative list's ``canonical_order``: items both sides added go where the
language's style puts them (semmerge/merge/orders.py, semmerge/merge/syntax.py)."""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.merge.orders import canonical_rank
from semmerge.parse.spec import load_spec, parse_raw, raw_specs


def test_rank_by_text_and_by_prefix() -> None:
    rank = canonical_rank(["@*", "public", "static", "final"])
    assert rank("@Deprecated") == rank("@SuppressWarnings(\"x\")") == 0
    assert rank("final") == 3
    assert rank("synchronized") is None  # not named: no rank, so no sort


def test_a_node_list_gives_every_type_the_same_entry() -> None:
    spec = load_spec("csharp")
    field, method = spec.commutative["field_declaration"], spec.commutative["method_declaration"]
    assert field.node == "field_declaration" and method.node == "method_declaration"
    assert field.canonical_order == method.canonical_order
    assert field.canonical_order[:2] == ("public", "private")


def test_the_order_does_not_depend_on_which_side_added_what() -> None:
    base = "class A {\n    private int x;\n}\n"
    final = base.replace("private", "private final")
    static = base.replace("private", "private static")
    for left, right in ((final, static), (static, final)):
        merged = merge_texts(base, left, right, path="A.java")
        assert merged.clean and "private static final int x;" in merged.text


def test_the_field_parses_to_nothing_when_absent() -> None:
    raw = dict(raw_specs()["java"])
    raw["commutative"] = [
        {k: v for k, v in c.items() if k != "canonical_order"} for c in raw["commutative"]
    ]
    assert all(not c.canonical_order for c in parse_raw(raw).commutative.values())


def test_an_item_the_order_does_not_name_leaves_the_merged_order() -> None:
    base = "class A {\n    private int x;\n}\n"
    left = base.replace("private", "private final")
    right = base.replace("private", "private @Nullable")  # a type annotation, after modifiers
    merged = merge_texts(base, left, right, path="A.java")
    assert merged.clean and "private final @Nullable int x;" in merged.text


def test_one_modifier_from_each_side_is_enough_to_sort() -> None:
    # A style's order is known beforehand: no version needs two items to show it.
    base = "class A {\n    fun f() {}\n}\n"
    left = base.replace("fun f", "suspend fun f")
    right = base.replace("fun f", "private fun f")
    merged = merge_texts(base, left, right, path="A.kt")
    assert merged.clean and "private suspend fun f() {}" in merged.text
