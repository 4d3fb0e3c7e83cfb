"""Named sort orders of sorted runs (semmerge/merge/orders.py)."""

from __future__ import annotations

from semmerge.merge.orders import statement_order


def test_bazel_label_order_is_buildifiers() -> None:
    key = statement_order(["bazel-label"], [])
    labels = ['"b.go"', '":util"', '":util_test"', '"//base"', '"//base:x"', '"//base/log"',
              '"@abseil//strings"', '"@zlib"']
    assert sorted(labels, key=lambda n: key("str", n)) == labels
    # ASCII order would put "//base" before ":util"; buildifier puts local labels first.
    assert sorted(labels) != labels


def test_text_and_name_orders() -> None:
    assert statement_order(["text"], [])("x", "B") < statement_order(["text"], [])("x", "a")
    assert statement_order(["name"], [])("x", "a") < statement_order(["name"], [])("x", "B")
