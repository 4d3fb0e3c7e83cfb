"""Rows of a table one side reshaped, beside a row the other side added in the old shape.

In: the three versions (base, left, right) of one node both sides changed, each as its
tree-sitter node and the bytes it was parsed from, or of the lines of one symbol. Out:
whether merging its children item by item (:func:`reshaped_beside_new_rows`) or its
lines change by change (:func:`reshaped_beside_new_lines`) would mix two shapes of row.

A ``parametrize`` table, a list of route tuples, a list of settings dicts: where one side
gives every row another column and the other side appends a row, an item-wise merge is
clean and the new row lacks the column (``(0, "SAVE10")`` among rows of three values),
which fails only when the code runs. git conflicts there, since every row changed. The
shape of a row is its tree of node types with leaves (names, numbers, strings) left out,
so it reads the same in every grammar; rows are the node's named children but comments.
A line's shape is its punctuation: words, numbers and strings each read as one word; its
columns are its commas.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from semmerge.merge.linemerge import diff_edits

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Node as TSNode

__all__ = ["reshaped_beside_new_lines", "reshaped_beside_new_rows"]

_Shape = tuple[str, tuple[object, ...]] | None


def reshaped_beside_new_rows(nodes: Sequence[TSNode | None], datas: Sequence[bytes]) -> bool:
    """Did one side give every row of base's table (two rows or more, all of one shape)
    one new shape, while the other side has a row base lacks in the old shape?"""
    if nodes[0] is None:
        return False
    rows = [[] if n is None else _rows(n) for n in nodes]
    old = {_shape(r) for r in rows[0]}
    if len(rows[0]) < 2 or len(old) != 1 or None in old:
        return False
    (old_shape,) = old
    base = {_text(r, datas[0]) for r in rows[0]}
    for side in (1, 2):
        shapes = {_shape(r) for r in rows[side]}
        if len(rows[side]) < 2 or len(shapes) != 1 or old_shape in shapes:
            continue
        if any(
            _shape(r) == old_shape and _text(r, datas[3 - side]) not in base
            for r in rows[3 - side]
        ):
            return True
    return False


def _rows(node: TSNode) -> list[TSNode]:
    return [c for c in node.named_children if "comment" not in c.type]


def _shape(node: TSNode) -> _Shape:
    """The node's type and its children's shapes; None for a leaf (a name, a number, a
    string: any node without named children, or whose type says it is a string)."""
    kids = _rows(node)
    if not kids or "string" in node.type:
        return None
    return node.type, tuple(_shape(k) for k in kids)


def _text(node: TSNode, data: bytes) -> bytes:
    return b" ".join(data[node.start_byte : node.end_byte].split())


# A string (with its prefix), or a word, number or dotted name: each one word.
_WORD = re.compile(r"""\w*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|[\w.]+""")


def reshaped_beside_new_lines(base: list[str], left: list[str], right: list[str]) -> bool:
    """Did one side rewrite two base lines or more of one shape (with, in the same
    change, other lines: the table's header, its type widened) line for line into
    lines of one new shape with more or fewer columns, while the other side inserted a
    line of the old shape among them or at their edge?"""
    for own, other in ((left, right), (right, left)):
        theirs = diff_edits(base, other)
        for at, n, j, m in diff_edits(base, own):
            if n < 2 or n != m:
                continue
            shapes = [_line_shape(line) for line in base[at : at + n]]
            common = max(set(shapes), key=shapes.count)
            new = {_line_shape(own[j + i]) for i, s in enumerate(shapes) if s == common}
            if shapes.count(common) < 2 or len(new) != 1 or not _columns_changed(
                common, *new
            ):
                continue
            old = {common}
            if any(
                at <= start <= at + n and old & {_line_shape(line) for line in other[k : k + count]}
                for start, _, k, count in theirs
            ):
                return True
    return False


def _columns_changed(old: str, new: str) -> bool:
    """Do two line shapes hold a different number of columns (of commas)? A row of a
    table gained or lost one; a pin added to every requirement (``- numpy>=1.17``) is no
    new column, and a row without one is still a row."""
    return bool(old) and old.count(",") != new.count(",")


def _line_shape(line: str) -> str:
    return re.sub(r"w+", "w", "".join(_WORD.sub("w", line).split()))
