"""Keys a merge repeats: one key of a keyed list set by both sides, each its own way.

In: the lines left and right added (from the diffs of base to each side) and, when
they begin with a shared key, the merged text's tree-sitter parse and the language's
``commutative`` node types that have an ``identity`` (a dictionary's key, a call's
keyword argument, an object's property, a struct literal's field: language data).
Out: each key that the merged text holds twice in one such list, once from each side's
added lines and with different values (or at all, where the list must not repeat one),
as (key, the list's node type, line from left, line from right).

Two sides that add one key to the same dictionary or call at different places merge
cleanly by lines: the additions are apart. The result then either does not compile
(Python's repeated keyword argument, Go's and Rust's repeated field) or lets one side's
value silently override the other's (a dictionary, a JavaScript object). Each side set
the key its own way, and only a person can choose. The same item added twice (the same
value) is left alone: it changes nothing a dictionary holds.
"""

from __future__ import annotations

from functools import cache

from semmerge.merge.checks import same_tokens
from semmerge.parse.spec import CommutativeSpec
from semmerge.parse.tree import identity_text

TYPE_CHECKING = False  # importing typing costs the merge driver start-up
if TYPE_CHECKING:
    import re

    from tree_sitter import Node as TSNode

#: Where a line that may open a list item ends: after the item (``,``) or on a value
#: that goes on over the next lines.
_ITEM_ENDS = (",", "[", "(", "{")


def line_key(line: str, pattern: str | None = None) -> str | None:
    """The key a line begins with (``name=``, ``name:``, ``"name":``, ``'name' =``),
    quotes taken off; None when it begins otherwise. ``==``, ``=>``, ``:=`` and ``::``
    are not key separators (comparisons, arrows, declarations, paths). A language
    whose list items begin otherwise names its own ``pattern`` (the spec's
    ``line_key_pattern``: SystemVerilog's ``.port (net)``), whose first group that
    matched is the key."""
    if pattern is not None:
        found = _compiled(pattern).match(line)
        return next((g for g in found.groups() if g), None) if found else None
    if "=" not in line and ":" not in line:
        return None  # most lines: no pattern match needed
    found = _key_pattern().match(line)
    if found is None:
        return None
    return found.group(1) or found.group(2) or found.group(3)


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    import re

    return re.compile(pattern)


@cache
def _key_pattern() -> re.Pattern[str]:
    import re

    return re.compile(
        r"""[ \t]*(?:"([^"\n]+)"|'([^'\n]+)'|([A-Za-z_$][\w$]*))[ \t]*(?:=(?![=>])|:(?![:=]))"""
    )


def shared_keys(
    added_left: list[str], added_right: list[str], pattern: str | None = None
) -> set[str]:
    """Keys that a line left added and a line right added both begin with, where one
    of the two looks like a list item (it ends with a comma, or opens a value that goes
    on): the test, from the diffs alone, of whether the merge may repeat a key. Most
    merges share none and parse nothing for it. ``pattern``: as for :func:`line_key`."""
    items_l, all_l = _keys(added_left, pattern)
    if not all_l:
        return set()
    items_r, all_r = _keys(added_right, pattern)
    return (items_l & all_r) | (items_r & all_l)


def _keys(lines: list[str], pattern: str | None) -> tuple[set[str], set[str]]:
    """(keys of the lines that look like list items, keys of all the lines)."""
    items: set[str] = set()
    every: set[str] = set()
    for line in lines:
        key = line_key(line, pattern)
        if key is not None:
            every.add(key)
            if line.rstrip().endswith(_ITEM_ENDS):
                items.add(key)
    return items, every


def candidates(
    lines: list[str], added: tuple[list[str], list[str]], keys: set[str],
    pattern: str | None = None,
) -> dict[int, tuple[str, list[int]]]:
    """The lines of the merged text (``lines``) that begin with one of ``keys`` and that
    a side added (``added``: left's and right's added lines): row -> (key, the sides,
    0 for left and 1 for right), for the keys that have such a line from each side on
    two rows of one run of list items (:func:`_paired`). Empty when the merge took the
    key once (both sides added it alike at one place), which needs no parse."""
    sides = (set(map(str.strip, added[0])), set(map(str.strip, added[1])))
    found: dict[int, tuple[str, list[int]]] = {}
    for row, line in enumerate(lines):
        key = line_key(line, pattern)
        if key in keys:
            stripped = line.strip()
            by = [side for side in (0, 1) if stripped in sides[side]]
            if by:
                found[row] = (key, by)
    if len(found) > _MANY:
        return found  # a parse costs less than pairing so many rows line by line
    per_key: dict[str, list[int]] = {}
    for row, (key, _) in found.items():
        per_key.setdefault(key, []).append(row)
    kept = {row for rows in per_key.values() for row in _paired(rows, found, lines)}
    return {row: v for row, v in found.items() if row in kept}


#: Past this many candidate rows (generated code), :func:`candidates` leaves the pairing
#: to the parse: pairing scans the lines between rows, once per key.
_MANY = 64


def _paired(
    rows: list[int], found: dict[int, tuple[str, list[int]]], lines: list[str]
) -> set[int]:
    """The ``rows`` (of one key, in order) that lie in one run of list items with a row
    of the other side: the same indentation, and no line between them indented less
    (the items of one list written one per line, as every formatter lays them out).
    Rows in different lists need no parse."""
    kept: set[int] = set()
    run: list[int] = []
    for row in rows:
        if run and not _same_run(lines, run[-1], row):
            kept.update(_both_sides(run, found))
            run = []
        run.append(row)
    kept.update(_both_sides(run, found))
    return kept


def _same_run(lines: list[str], first: int, last: int) -> bool:
    indent = _indent(lines[first])
    if _indent(lines[last]) != indent:
        return False
    return all(
        _indent(line) >= indent for line in lines[first + 1 : last] if line.strip()
    )


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _both_sides(run: list[int], found: dict[int, tuple[str, list[int]]]) -> list[int]:
    """``run`` if one of its rows comes from left and another from right, else none."""
    left = [row for row in run if 0 in found[row][1]]
    right = [row for row in run if 1 in found[row][1]]
    paired = any(a != b for a in left for b in right)
    return run if paired else []


def repeated_keys(
    root: TSNode,
    data: bytes,
    lines: list[str],
    found: dict[int, tuple[str, list[int]]],
    commutative: dict[str, CommutativeSpec],
) -> list[tuple[str, str, int, int]]:
    """(key, list's node type, line, line) for each key that one keyed list of the
    merged text (``root``, parsed from ``data``, whose ``lines`` these are) holds
    twice, with different values or in a list that must not repeat one alike: once on a
    line left added, once on a line right added (``found``: :func:`candidates`). Lines
    are 1-based."""
    # Per list (its first byte) and key, the items on added lines: (row, side, text).
    items: dict[tuple[int, str], list[tuple[int, int, str]]] = {}
    lists: dict[int, str] = {}  # per list: its node type
    for row, (key, by) in found.items():
        item = _item(root, data, (row, _indent(lines[row])), key, commutative)
        if item is not None:
            text = data[item[1].start_byte : item[1].end_byte].decode("utf-8", "replace")
            items.setdefault((item[0].start_byte, key), []).extend(
                (row, side, text) for side in by)
            lists[item[0].start_byte] = item[0].type
    return [
        (key, lists[start], *rows) for (start, key), run in items.items()
        if (rows := _clash(run, commutative[lists[start]].repeats_alike))
    ]


def _clash(items: list[tuple[int, int, str]], alike: bool) -> tuple[int, int] | None:
    """A left item and a right item of one key on two lines, with different values
    unless the list must not repeat an item even ``alike``."""
    for row_l, side_l, text_l in items:
        for row_r, side_r, text_r in items:
            if (side_l, side_r) != (0, 1) or row_l == row_r:
                continue
            if not alike or not same_tokens(text_l, text_r, any_quote=True):
                return row_l + 1, row_r + 1
    return None


def _item(
    root: TSNode, data: bytes, at: tuple[int, int], key: str,
    commutative: dict[str, CommutativeSpec],
) -> tuple[TSNode, TSNode] | None:
    """(keyed list, item) for the item whose key starts at ``at`` (row, column), if
    the nearest list around that point is keyed and the item's identity is ``key``."""
    child = root.descendant_for_point_range(at, at)
    parent = child.parent if child is not None else None
    while parent is not None:
        spec = commutative.get(parent.type)
        if spec is not None:
            if not spec.identity or (spec.item_types and child.type not in spec.item_types):
                return None  # a list without keys, or a positional argument
            named = identity_text(child, spec.identity, data)
            if named is None or _unquoted(named) != key:
                return None
            return parent, child
        child, parent = parent, parent.parent
    return None


def _unquoted(text: str) -> str:
    """A key's text without the quotes of a string key."""
    found = text.strip()
    if len(found) > 1 and found[0] == found[-1] and found[0] in "'\"":
        return found[1:-1]
    return found


def repeated_identities(
    root: TSNode, data: bytes, commutative: dict[str, CommutativeSpec]
) -> dict[tuple[str, str], int]:
    """(list's node type, identity) -> how many keyed lists of the tree (``root``, parsed
    from ``data``) hold that identity twice: with different texts, or at all where the
    list must not repeat one alike.

    Unlike :func:`repeated_keys`, which reads the lines both sides added, this finds a
    repeat inside one line (two attributes of one HTML or XML tag that a word-by-word
    merge of the line joined). It walks the whole tree, so it is for the rare merge
    that joined the words of one line (:func:`semmerge.merge.engine._verify`).
    Entries that apply only under a parent (``parent``) are left to the set merge."""
    keyed = {t: s for t, s in commutative.items() if s.identity and not s.parent}
    found: dict[tuple[str, str], int] = {}
    if not keyed:
        return found
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.named_children)
        spec = keyed.get(node.type)
        if spec is None:
            continue
        texts: dict[str, set[str]] = {}
        counts: dict[str, int] = {}
        for child in node.named_children:
            if spec.item_types and child.type not in spec.item_types:
                continue
            named = identity_text(child, spec.identity or "", data)
            if named is None:
                continue
            key = _unquoted(named)
            counts[key] = counts.get(key, 0) + 1
            texts.setdefault(key, set()).add(
                data[child.start_byte : child.end_byte].decode("utf-8", "replace"))
        for key, count in counts.items():
            if count > 1 and (not spec.repeats_alike or len(texts[key]) > 1):
                found[(node.type, key)] = found.get((node.type, key), 0) + 1
    return found
