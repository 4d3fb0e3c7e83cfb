"""Merge one symbol by its syntax tree where both sides changed the same line of it.

In: the tree-sitter nodes of one declaration or statement in base, left and right
(:class:`Syntax`: the node and the bytes it was parsed from), the spec's ``commutative``
node types, and for a container's header the byte offset in each version where the
header ends. Out: the merged text of the node, or None when the trees do not line up.

git and the line merge see ``class A implements X, Y`` and ``class A implements X, Z``
as one line both sides changed. Here the three trees are walked together from the
symbol's node down:

* a node that one side left as in base, or that both changed alike, takes the other
  side's (or the common) text;
* a node both changed must have the same type in all three versions and the children
  all three have, of the same types in the same order; its children are merged in
  turn, and the text between them (white space, comments) must be changed by one side
  at most. A child one side added or removed whole (a return type, ``extends Base``)
  is taken as that side left it; where each side added one of its own in one place,
  they take the order of the language's ``child_order``, or the merge declines;
* the items of a *commutative* node (an ``implements`` list, a dictionary, the
  annotations and modifiers of a method, the attributes of a JSX element: node types
  listed in the language's spec) are a set: each side's additions and removals are
  applied, left's additions before right's, in the layout of the list (one line, one
  item per line, or wrapped). A commutative node one version lacks (a method with no
  modifiers) counts as an empty list. An item both sides changed in place, each its
  own way, is merged by its syntax like any node both changed (a decorator each side
  gave another keyword argument), and kept once.

It declines (None) when the children all three versions have differ in order, when a
new text of one side is also one the other side wrote at another place (one change
made two ways), when both sides changed one token, when a change of
one side touches one of the other with no untouched word between them or both sides
changed numbers (the rules of :mod:`semmerge.merge.words`), and in a list when both
sides replaced or removed the same item, when one side removed an item the other
changed (items with an ``identity``, such as a dictionary key, are matched by it), or
when the merged list would hold one identity twice. The engine re-parses and checks the
whole result afterwards, like every structured merge.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from itertools import pairwise

from semmerge.merge.items import join_items, trivial
from semmerge.merge.orders import canonical_rank
from semmerge.merge.rows import reshaped_beside_new_rows
from semmerge.merge.sequence import inserted_at_one_place, merge_item_set, merge_keyed_set
from semmerge.merge.words import merge_line
from semmerge.parse.spec import CommutativeSpec
from semmerge.parse.tree import ItemList, identity_text, normalized, resolve
from semmerge.text import common_start

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Node as TSNode

__all__ = ["Syntax", "merge_attached", "merge_syntax"]

# Stands for the part of a container past its header (its members), which the header
# merge does not see; no source text holds a NUL byte that could be mistaken for it.
_REST = b"\0"
_LIST = "\0list"  # the key of a commutative node's run of items among its children
_REST_KEY = "\0rest"  # the key of a header's members (see _REST)
_NUMBER = re.compile(rb"\d[\w.]*")


def _by_text(text: str) -> str:
    return text


# The orders a ``sorted_only`` list may keep: by text, or by text case aside.
_SORT_KEYS = (_by_text, str.casefold)


class Syntax:
    """A symbol's tree-sitter node and the bytes of the file it was parsed from."""

    __slots__ = ("node", "data")

    def __init__(self, node: TSNode, data: bytes) -> None:
        self.node = node
        self.data = data


def merge_syntax(
    versions: Sequence[Syntax],
    lists: dict[str, CommutativeSpec],
    header_ends: Sequence[int] | None = None,
    slots: Sequence[Sequence[str]] = (),
    clashes: list[str] | None = None,
) -> str | None:
    """The merged text of the three versions' nodes (base, left, right), or None.

    With ``header_ends`` (absolute byte offsets, one per version) only the text before
    them is merged: what follows is the container's members, merged elsewhere; the
    result then ends at the last line break before them. ``slots``: the language's
    ``child_order``, node types in the order their parent requires them. ``clashes``,
    when given and the merge fails, receives the identities that both sides added to a
    keyed set, each its own way (a keyword with two values): a conflict, whatever a
    merge of the lines' words makes of it.
    """
    walk = _Walk([v.data for v in versions], lists, header_ends, slots)
    try:
        merged = walk.node(*(v.node for v in versions))
    except RecursionError:  # a pathologically deep tree both sides changed all the way
        return None
    if merged is None and clashes is not None:
        clashes += walk.clashes
    if merged is None or walk.numbers == {1, 2}:
        # Both sides changed numbers: like ``(3, 0, 0)`` -> ``(4, 0, 0)`` / ``(3, 0, 2)``
        # they are likely parts of one value (a version), which neither side wrote.
        return None
    if header_ends is not None:
        head, found, _ = merged.partition(_REST)
        if not found or head.rstrip(b" \t")[-1:] not in (b"\n", b""):
            return None
        merged = head.rstrip(b" \t")
    try:
        return merged.decode("utf-8")
    except UnicodeDecodeError:
        return None


def merge_attached(
    runs: Sequence[tuple[list[TSNode], int, int]],
    datas: Sequence[bytes],
    lists: dict[str, CommutativeSpec],
    kinds: frozenset[str],
    identity: str | tuple[str, ...] | None = None,
) -> str | None:
    """The merged text of the nodes attached to one statement (Rust's attributes) in
    base, left and right, or None. ``runs``: each version's sibling nodes between the
    start of the statement's first line and its node, with that span in bytes. The
    nodes of the ``kinds`` are a set, merged like Python's decorators, matched by
    ``identity`` where given (an attribute's path); comments and the text between them
    must be changed by one side at most."""
    walk = _Walk(list(datas), lists, None)
    spec = CommutativeSpec(item_types=tuple(kinds), separator="", identity=identity)
    try:
        merged = walk.run(list(runs), spec)
    except RecursionError:
        return None
    if merged is None or walk.numbers == {1, 2}:
        return None
    try:
        return merged.decode("utf-8")
    except UnicodeDecodeError:
        return None


_Unit = tuple[str, int, int, "list[TSNode]"]  # key, start byte, end byte, nodes
_Kids = tuple["list[TSNode]", int, int]  # a run of children, where it starts and ends


class _Walk:
    def __init__(
        self, datas: list[bytes], lists: dict[str, CommutativeSpec],
        ends: Sequence[int] | None, slots: Sequence[Sequence[str]] = (),
    ) -> None:
        self.datas = datas
        self.lists = lists
        self.slots = slots
        self.ends = ends
        self.numbers: set[int] = set()  # the sides that changed a number
        self.clashes: list[str] = []  # identities both sides added to a keyed set, apart

    def _text(self, i: int, start: int, end: int) -> bytes:
        return self.datas[i][start:end]

    def node(self, b: TSNode | None, l: TSNode, r: TSNode) -> bytes | None:
        """Merged bytes of one node (``b`` is None when both sides added it)."""
        nodes = (b, l, r)
        straddles = False
        if self.ends is not None:
            spans = [
                (n.start_byte, n.end_byte, e)
                for n, e in zip(nodes, self.ends, strict=True)
                if n is not None
            ]
            beyond = [start >= e for start, _, e in spans]
            if all(beyond):
                return _REST  # a member: not part of the header
            if any(beyond):
                return None
            straddles = any(end > e for _, end, e in spans)
        texts = [
            None if n is None else self._text(i, n.start_byte, n.end_byte)
            for i, n in enumerate(nodes)
        ]
        if not straddles:
            if texts[1] == texts[2] or texts[1] == texts[0]:
                return texts[2]
            if texts[2] == texts[0]:
                return texts[1]
        if l.type != r.type or not l.child_count:
            return None
        if b is not None and b.type != l.type:
            return self._wrapped(b, l, r)
        return self._children(nodes, l.type)

    def _children(self, nodes: tuple[TSNode | None, TSNode, TSNode], kind: str) -> bytes | None:
        if reshaped_beside_new_rows(nodes, self.datas):
            return None  # a column added to every row, and a row without it
        spec = self._spec(nodes, kind)
        flat = _flattened if spec is not None and spec.nested else _children_of
        return self.run(
            [None if n is None else (flat(n), n.start_byte, n.end_byte) for n in nodes], spec
        )

    def _wrapped(self, b: TSNode, l: TSNode, r: TSNode) -> bytes | None:
        """Both sides turned the base's node into a list of another type: the lists
        merged with the base's node standing in the base's list, when the list's spec
        allows it. ``single``: the base's node is a lone item (``except A`` made
        ``except (A, B)`` and ``except (A, C)``), a one-item list. ``bare``: the base's
        node is the list's other child with no items yet (decorators put on a
        definition base has without any); the children besides the items must still
        match in all three versions."""
        spec = self._spec((b, l, r), l.type)
        if spec is None:
            return None
        single = spec.single and _is_item(b, spec, self.datas[0])
        if not (single or spec.bare):
            return None
        flat = _flattened if spec.nested else _children_of
        return self.run(
            [([b], b.start_byte, b.end_byte),
             *((flat(n), n.start_byte, n.end_byte) for n in (l, r))], spec, single=single
        )

    def _spec(
        self, nodes: tuple[TSNode | None, TSNode, TSNode], kind: str
    ) -> CommutativeSpec | None:
        """The commutative spec of the nodes' type, if they qualify in every version
        (under a ``parent`` of the spec's type and names, when it names one)."""
        spec = self.lists.get(kind)
        if spec is None:
            return None
        if spec.parent is not None and not all(
            self._under(i, n, spec) for i, n in enumerate(nodes)
        ):
            return None
        if spec.sorted_only and not all(
            self._sorted(i, n, spec) for i, n in enumerate(nodes) if n is not None
        ):
            return None
        if spec.keyed_only and not all(_all_keyed(n, spec) for n in nodes if n is not None):
            return None
        if spec.items_after and not all(
            _items_start(n.children, spec) is not None for n in nodes if n is not None
        ):
            return None
        if spec.single_row and any(
            n.start_point.row != n.end_point.row for n in nodes if n is not None
        ):
            return None
        return spec

    def _sorted(self, i: int, node: TSNode, spec: CommutativeSpec) -> bool:
        """Does version ``i``'s node list its items sorted (see ``_SORT_KEYS``), none
        twice, and, on a side, two items or more (fewer are sorted by chance; base may
        have fewer)?"""
        texts = [
            _fold(self._text(i, c.start_byte, c.end_byte).decode("utf-8", "replace"))
            for c in node.children if _is_item(c, spec, self.datas[i])
        ]
        if len(texts) < (2 if i else 0) or len(set(texts)) != len(texts):
            return False
        return any(texts == sorted(texts, key=key) for key in _SORT_KEYS)

    def _under(self, i: int, node: TSNode | None, spec: CommutativeSpec) -> bool:
        """Does version ``i``'s node stand under the spec's parent (through ``via``
        types), whose first child bears one of its names? True for a missing node (both
        sides added the list)."""
        parent = None if node is None else node.parent
        while parent is not None and parent.type in spec.via:
            parent = parent.parent
        if node is None or parent is None:
            return node is None
        if parent.type != spec.parent:
            return False
        if not spec.parent_names:
            return True
        if not parent.named_child_count:
            return False
        first = parent.named_children[0]
        name = self._text(i, first.start_byte, first.end_byte).decode("utf-8", "replace")
        return name in spec.parent_names

    def run(
        self, kids: list[_Kids | None], spec: CommutativeSpec | None, single: bool = False
    ) -> bytes | None:
        """Merge three runs of children, each (the nodes, where the run starts, where it
        ends); None for a version that lacks them (base, when both sides added them)."""
        units = [
            [] if k is None else _units(k[0], spec, self.datas[i]) for i, k in enumerate(kids)
        ]
        if any(u is False for u in units):
            return None  # the items are not one run
        if self.ends is not None:  # a header: the members past its end are not merged here
            units = [
                us if n is None else _header_units(us, e)
                for us, n, e in zip(units, kids, self.ends, strict=True)
            ]
        keys = [[u[0] for u in us] for us in units]
        if kids[0] is None:  # both sides added this node: its base is what both have
            keys[0] = [k for k in keys[1] if k != _LIST and k in keys[2]]
        elif single:  # the base's lone item is the list: the rest both sides added
            keys[0] = list(keys[1])
        else:
            units[0] = self._as_lists(units)
            keys[0] = [u[0] for u in units[0]]
        order = _aligned(keys, self.lists, self.slots)
        if order is None:
            return None
        by_key = [{u[0]: u for u in us} for us in units]
        trailing = _trailing_separators(units, spec, self.datas)
        opening = _opening_separators(units, spec, self.datas)
        if not self._apart(order, by_key, single, trailing, opening) or self._made_twice(
            order, by_key
        ):
            return None
        prev_end = [None if k is None else k[1] for k in kids]
        out: list[bytes] = []
        for key in order:
            found = [m.get(key) for m in by_key]
            gap = self._gap(
                [
                    None if u is None or p is None else (p, u[1])
                    for u, p in zip(found, prev_end, strict=True)
                ],
                self._deleted_alone(found),
            )
            if key == _REST_KEY:
                return None if gap is None else b"".join(out) + gap + _REST
            part = self._items(found, spec) if key == _LIST and spec else self._unit(found)
            if gap is None or part is None:
                return None
            if not gap and out and _fuses(out[-1], part):
                # Children of two sides meet with no text between them in either (the
                # first child of ``implements I`` each side put in one heritage list).
                gap = b" "
            out += (gap, part)
            for i, u in enumerate(found):
                if u is not None:
                    prev_end[i] = u[2]
        tail = self._gap(
            [
                None if k is None or p is None else (p, k[2])
                for k, p in zip(kids, prev_end, strict=True)
            ]
        )
        return None if tail is None else b"".join(out) + tail

    def _as_lists(self, units: list[list[_Unit]]) -> list[_Unit]:
        """The base's units, each lone item that stands where both sides have a list
        whose spec allows it (``single``) keyed as that list, so the two line up; the
        list's merge then checks the item (:meth:`_wrapped`)."""
        base, left, right = units
        if not len(base) == len(left) == len(right):
            return base
        out = list(base)
        for k, (ub, ul, ur) in enumerate(zip(base, left, right, strict=True)):
            if ub[0] == ul[0] or ul[0] != ur[0] or _LIST in (ub[0], ul[0]):
                continue
            spec = self.lists.get(ul[0].split("#", 1)[0])
            if spec is not None and spec.single:
                out[k] = (ul[0], *ub[1:])
        return out

    def _apart(
        self, order: list[str], by_key: list[dict[str, _Unit]], single: bool = False,
        trailing: Collection[str] = (), opening: Collection[str] = (),
    ) -> bool:
        """Are left's and right's changes among these children kept apart by a child
        neither touched that holds a word, number or string? The rule of the word merge
        (:mod:`semmerge.merge.words`): what one side wrote may depend on what it saw
        right next to it, so ``(3, 0, 0)`` -> ``(3, 1, 0)`` / ``(3, 0, 1)`` stays a
        conflict. A list both changed counts as changed by both. With ``single`` (the
        base's lone item is the list), what both sides added alike around the list
        (its brackets) is no change; so is a separator both sides put before a set's
        first items (``opening``: the ``,`` before keyword arguments of a call that had
        none), which the set's merge then combines."""
        last: set[int] = set()  # the sides that changed the last changed child
        # How the last change ended: a child added or removed whole, or a change that
        # left some of its child's end untouched (a closing bracket).
        last_whole = last_edged = False
        for key in order:
            if key == _REST_KEY:
                continue
            texts = [
                None if (u := m.get(key)) is None else self._text(i, u[1], self._clip(i, u[2]))
                for i, m in enumerate(by_key)
            ]
            if (single or key in opening) and texts[0] is None and texts[1] == texts[2]:
                continue
            sides = {i for i in (1, 2) if texts[i] != texts[0]}
            number = next((t for t in texts if t is not None), b"")
            if _NUMBER.fullmatch(number) and (texts[0] is not None or len(sides) == 1):
                self.numbers |= sides
            if len(sides) == 1 and (key in trailing or self._items_only(key, by_key, min(sides))):
                # A set's items (modifiers, an implements list) do not read the words
                # next to it: its change is apart from a sibling's on either side.
                last, last_whole, last_edged = set(), False, False
                continue
            if not sides:
                if _has_word(texts[0] or b""):
                    last = set()  # an untouched word: what came before is apart
                continue
            whole = (texts[1] is None) != (texts[2] is None)  # one side added or removed it
            head, tail = _margins(texts, sides)
            if _has_word(head):
                last = set()  # the change lies past an untouched word of this child
            # A child one side added whole next to the other side's change of a sibling
            # that left the sibling's edge alone (``-> int`` after ``(a, b, c)``) is
            # apart: it is a part of its own, not the next token of the same list.
            # So is a change past an untouched head (``: `` of a return type) right after
            # a change that left its sibling's edge alone (``)`` of the parameters).
            beside = (whole and last_edged) or (
                (last_whole or last_edged) and bool(head) and not whole)
            if last and (last | sides) == {1, 2} and not beside:
                return False
            last = set() if _has_word(tail) else (sides if beside else last | sides)
            last_whole, last_edged = whole, whole or bool(tail)
        return True

    def _items_only(self, key: str, by_key: list[dict[str, _Unit]], side: int) -> bool:
        """Did ``side`` change only the items of a set here: a run of a set's items, or a
        node that is a set wherever it stands (a spec with no ``parent``) whose other
        children (a call's positional arguments) it left as they were?"""
        if key == _LIST:
            return True
        spec = self.lists.get(key.split("#", 1)[0])
        if spec is None or spec.parent is not None or spec.sorted_only:
            return False  # a set only in some places, or only while sorted
        nodes = [by_key[i][key][3][0] if key in by_key[i] else None for i in (0, side)]
        if nodes[0] is None or nodes[1] is None:
            return False  # added or removed whole: the rules for a whole child apply
        rest = [
            [self._text(i, c.start_byte, c.end_byte)
             for c in n.children if c.is_named and not _is_item(c, spec, self.datas[i])]
            for i, n in zip((0, side), nodes, strict=True)
        ]
        return rest[0] == rest[1]

    def _made_twice(self, order: list[str], by_key: list[dict[str, _Unit]]) -> bool:
        """Did each side write one new text at another place among these children,
        where some version lacks a child? Left put ``and not x`` in place of the last
        term of ``a and b``, right put it before that term, which nests the rest one
        level deeper: kept both, the term would come twice."""
        if all(set(by_key[0]) == set(m) for m in by_key[1:]):
            return False
        new: list[list[tuple[str, bytes, bytes]]] = [[], [], []]
        for key in order:
            texts = [
                None if (u := m.get(key)) is None else self._text(i, u[1], u[2])
                for i, m in enumerate(by_key)
            ]
            for i in (1, 2):
                text = texts[i]
                if text is not None and text != texts[0] and _has_word(text):
                    new[i].append((key, text.strip(), texts[0] or b""))
        return any(
            k1 != k2 and (t1 in t2 and t1 not in b2 or t2 in t1 and t2 not in b1)
            for k1, t1, b1 in new[1]
            for k2, t2, b2 in new[2]
        )

    def _clip(self, i: int, end: int) -> int:
        """``end``, or the end of version ``i``'s header if that comes first."""
        return end if self.ends is None else min(end, self.ends[i])

    def _gap(self, spans: list[tuple[int, int] | None], deleted: bool = False) -> bytes | None:
        """The text before a child (or after the last): one side's change at most.
        ``deleted``: one side deleted the child, which the other left as it was."""
        texts = [b"" if s is None else self._text(i, *s) for i, s in enumerate(spans)]
        if spans[1] is None or spans[2] is None:  # a child one side lacks
            kept = 1 if spans[2] is None else 2
            if deleted and texts[kept] == texts[0]:
                # The deleting side took the space before it along (' throws E' out of
                # 'f(a) throws E {'): the space after it stays, in the gap before the
                # next child, so this one must go, or it comes twice.
                return b""
            return texts[kept]
        return trivial(*texts, added=spans[0] is None)

    def _deleted_alone(self, found: list[_Unit | None]) -> bool:
        """Did one side delete this child, which base has and the other side kept as it
        was? (A child the other side changed is the merge's to judge, with its gap.)"""
        if found[0] is None or (found[1] is None) == (found[2] is None):
            return False
        kept = 1 if found[2] is None else 2
        texts = [self._text(i, found[i][1], found[i][2]) for i in (0, kept)]  # type: ignore[index]
        return texts[0] == texts[1]

    def _unit(self, found: list[_Unit | None]) -> bytes | None:
        """One child (not a run of items): merged, or kept by one side."""
        nb, nl, nr = (None if u is None else u[3][0] for u in found)
        if nl is not None and nr is not None:
            return self.node(nb, nl, nr)
        kept, i = (nl, 1) if nl is not None else (nr, 2)
        if kept is None:
            return b""  # both sides deleted it
        text = self._text(i, kept.start_byte, kept.end_byte)
        if nb is None:
            return text  # one side added it
        # One side deleted it: only if the other side kept it as it was.
        return b"" if self._text(0, nb.start_byte, nb.end_byte) == text else None

    def _items(self, found: list[_Unit | None], spec: CommutativeSpec) -> bytes | None:
        """Merge a commutative node's run of items as a set."""
        lists = [_item_list(self.datas[i], u) for i, u in enumerate(found)]
        side = _layout_side([x[0] for x in lists])
        aliases, at = self._merge_changed_item(lists, found, spec)
        names = _item_names(self.datas, found, spec, at) if spec.identity else None
        merged = _in_canonical_order(
            spec, lists, self._set_merge(lists, found, spec, aliases, names))
        if spec.sorted_only and merged and not any(
            merged == sorted(merged, key=key) for key in _SORT_KEYS
        ):
            return None  # the versions were sorted in different ways
        if not merged or not _safe(lists, merged, names, self.datas, found, aliases):
            return None
        if spec.exclusive and _excluded(spec.exclusive, lists, merged):
            return None
        template, other = lists[side], lists[3 - side]
        if not any(x[0].seps for x in lists):  # one item at most: the layout is a guess
            sep = _guess_separator(self.datas[side], found[side], spec.separator)
            return sep.join(merged).encode("utf-8")
        text = join_items(merged, template[0], [other[0]], template[1])
        return text.encode("utf-8")

    def _set_merge(
        self, lists: list[tuple[ItemList, str]], found: list[_Unit | None],
        spec: CommutativeSpec, aliases: dict[str, str], names: list[list[str]] | None,
    ) -> list[str] | None:
        """The merged items: by identity (``names``, each version's, where the spec names
        one) when no version holds one twice (:func:`merge_keyed_set`), else by text. An
        item both sides changed, merged by its syntax, then stands in all three lists,
        and in ``aliases`` (its folded text -> base's) for :func:`_safe`, as in
        :meth:`_merge_changed_item`."""
        ib, il, ir = (x[0] for x in lists)
        if spec.ordered_insertions and _ambiguous_insertions(spec, lists, names):
            return None  # decorators both sides put at one place of a stack: which wraps which?
        if names is None or any(len(set(n)) != len(n) for n in names):
            led = _comment_led(found, [[_fold(t) for t in x[0].items] for x in lists])
            return merge_item_set(ib.items, il.items, ir.items,
                                  _SORT_KEYS if spec.sorted_only else (),
                                  (lambda key: key not in led) if led else None)

        def both(name: str) -> str | None:
            at = [n.index(name) for n in names]
            nodes = [u[3][k] for u, k in zip(found, at, strict=True)]  # type: ignore[index]
            merged = self.node(*nodes)
            if merged is None or merged == _REST:
                texts = [x[0].items[k] for x, k in zip(lists, at, strict=True)]
                if not any("\n" in t for t in texts) and merge_line(*texts) is None:
                    # Not even its words merge: both sides set it their own ways, a
                    # conflict however a merge of the whole line's words paired them.
                    # (An item over several rows is the line merge's to judge.)
                    self.clashes.append(name)
                return None
            text = merged.decode("utf-8", "replace")
            aliases[_fold(text)] = _fold(ib.items[at[0]])
            for (items, _), k in zip(lists, at, strict=True):
                items.items[k] = text
            return text

        led = _comment_led(found, names)
        merged = merge_keyed_set(ib.items, il.items, ir.items, names, both,
                                 (lambda name: name not in led) if led else None)
        if merged is None:
            self.clashes += _clashing(names, [x[0].items for x in lists])
        return merged

    def _merge_changed_item(
        self, lists: list[tuple[ItemList, str]], found: list[_Unit | None],
        spec: CommutativeSpec,
    ) -> tuple[dict[str, str], tuple[int, ...] | None]:
        """An item both sides changed in place (a decorator each side gave another
        keyword argument) is merged by its syntax, like any node both changed; the
        merged text then stands in all three lists, so the set merge keeps it once.
        Returns {merged text: base text}, folded, for telling its identity, and the item's
        place in each version; empty and None when no single item was changed in place
        by both sides (the set merge then decides, and declines two different
        replacements of one item)."""
        texts = [[_fold(t) for t in x[0].items] for x in lists]
        base, left, right = (set(t) for t in texts)
        gone = [k for k, t in enumerate(texts[0]) if t not in left and t not in right]
        new_l = [k for k, t in enumerate(texts[1]) if t not in base]
        new_r = [k for k, t in enumerate(texts[2]) if t not in base]
        if len(gone) != 1 or len(new_l) != 1 or len(new_r) != 1:
            return {}, None
        if texts[1][new_l[0]] == texts[2][new_r[0]]:
            return {}, None  # the same change on both sides: the set merge's to judge
        at = (gone[0], new_l[0], new_r[0])
        # In place: after the same item in all three lists (or first in all).
        if len({t[k - 1] if k else None for t, k in zip(texts, at, strict=True)}) != 1:
            return {}, None
        if spec.identity and _renamed_by_both(self.datas, found, at, spec):
            return {}, None  # ``timeout=1`` made ``cert=0`` and ``cert=1``: two new items
        # Each version has the list here: an absent one has no item to change.
        nodes = [u[3][k] for u, k in zip(found, at, strict=True)]  # type: ignore[index]
        merged = self.node(*nodes)
        if merged is None or merged == _REST:
            return {}, None
        text = merged.decode("utf-8", "replace")
        for (items, _), k in zip(lists, at, strict=True):
            items.items[k] = text
        return {_fold(text): texts[0][at[0]]}, at


def _renamed_by_both(
    datas: list[bytes], found: list[_Unit | None], at: tuple[int, ...], spec: CommutativeSpec,
) -> bool:
    """Does each side's version of the item at ``at`` have another identity than base's
    (a keyword both sides renamed)? One side's rename beside the other's edit
    (``@skipIf(PY3, ...)`` made ``@pytest.mark.skipif(PY3, ...)`` on one side and
    ``@skipIf(six.PY3, ...)`` on the other) is still one item changed twice."""
    ids = [_identities(d, u, spec)[k] for d, u, k in zip(datas, found, at, strict=True)]
    return ids[1] != ids[0] and ids[2] != ids[0]


def _clashing(names: list[list[str]], items: list[list[str]]) -> list[str]:
    """The identities that base lacks and both sides added, each its own way (white
    space aside). An item both sides changed, or one changed and one removed, is no
    clash here: its words may still merge, and one side's rename of a key (``'a':``
    made ``'b':``) reads as removing it."""
    texts = [{n: " ".join(t.split()) for n, t in zip(ns, its, strict=True)}
             for ns, its in zip(names, items, strict=True)]
    return [name for name in dict.fromkeys(n for ns in names[1:] for n in ns)
            if name not in texts[0] and None not in (texts[1].get(name), texts[2].get(name))
            and texts[1][name] != texts[2][name]]


def _layout_side(lists: list[ItemList]) -> int:
    """Whose layout a merged set takes: the side that alone broke the items onto lines
    of their own or joined them onto one (its re-layout is a change too), else the
    side that changed the items (left when both did)."""
    broken = [any("\n" in sep for sep in x.seps) for x in lists]
    for side in (1, 2):
        if broken[side] != broken[0] and broken[3 - side] == broken[0] and lists[side].seps:
            return side
    return 1 if lists[1].items != lists[0].items else 2


def _ambiguous_insertions(
    spec: CommutativeSpec, lists: list[tuple[ItemList, str]], names: list[list[str]] | None
) -> bool:
    """Do both sides insert items at one place of a list whose order means something
    (``ordered_insertions``), in an order nothing settles? The canonical order settles
    the items it names exactly (``@property`` outermost, ``@abstractmethod`` innermost);
    the others there must all call one thing (each side's ``@click.option``), else
    which goes first is for a person to say."""
    keys = names if names is not None else [[_fold(t) for t in x[0].items] for x in lists]
    texts = [dict(zip(k, x[0].items, strict=True)) for k, x in zip(keys, lists, strict=True)]
    exact = {e for e in spec.canonical_order if not e.endswith("*")}
    for mine, theirs in inserted_at_one_place(*keys):
        items = [texts[1][k] for k in mine] + [texts[2][k] for k in theirs]
        free = {" ".join(t.split("(")[0].split()) for t in items
                if " ".join(t.split()) not in exact}
        if len(free) > 1:
            return True
    return False


def _in_canonical_order(
    spec: CommutativeSpec, lists: list[tuple[ItemList, str]], merged: list[str] | None
) -> list[str] | None:
    """The merged items in the spec's canonical order, when the order names every item
    and each version follows it; else as merged. A style's order is known beforehand,
    so one item per version is evidence enough (``suspend`` and ``private`` added to a
    bare ``fun`` give ``private suspend``)."""
    if not merged or not spec.canonical_order:
        return merged
    rank = canonical_rank(spec.canonical_order)
    ranks = [[rank(item) for item in x[0].items] for x in lists]
    if any(r is None for rs in ranks for r in rs):
        return merged  # an item the order does not name (a type annotation)
    if any(a > b for rs in ranks for a, b in pairwise(rs)):  # type: ignore[operator]
        return merged  # a version out of the order: the project follows another
    return sorted(merged, key=lambda item: rank(item) or 0)  # each is ranked: see above


def _children_of(node: TSNode) -> list[TSNode]:
    return node.children


def _flattened(node: TSNode) -> list[TSNode]:
    """The children of ``node`` with each child of its own type (a nested level of
    ``A | B | C``) replaced by that child's children, at every depth."""
    out: list[TSNode] = []
    for child in node.children:
        out += _flattened(child) if child.type == node.type else [child]
    return out


def _units(children: list[TSNode], spec: CommutativeSpec | None, data: bytes) -> list[_Unit] | bool:
    """The children of a node as keyed units; a commutative node's items, with the
    separators between them, are one unit. Comments on lines of their own travel with
    the item below them (:class:`_Commented`). False when something else (a comment
    after an item on its line, a spread, a token other than the separator's, as ``::``
    in ``serde::Serialize``) lies between two items."""
    if spec is not None and spec.joined_by:
        children = _joined(children, spec, data)
    if spec is not None and spec.item_runs:
        children = _runs(children, spec, data)
    if spec is not None:
        children = _commented(children, spec, data)
    marks = [spec is not None and _is_item(c, spec, data) for c in children]
    if spec is not None and spec.items_after:
        start = _items_start(children, spec) or len(children)
        marks[:start] = [False] * start
    first = marks.index(True) if True in marks else len(children)
    last = len(marks) - 1 - marks[::-1].index(True) if True in marks else -1
    tokens = () if spec is None else _separator_tokens(spec)
    out: list[_Unit] = []
    seen: dict[str, int] = {}
    for i, child in enumerate(children):
        if first <= i <= last:
            if not marks[i] and (
                child.is_named or data[child.start_byte : child.end_byte] not in tokens
            ):
                return False
            if i == first:
                run = [
                    c
                    for c, m in zip(
                        children[first : last + 1], marks[first : last + 1], strict=True
                    )
                    if m
                ]
                out.append((_LIST, child.start_byte, children[last].end_byte, run))
            continue
        n = seen.get(child.type, 0) + 1
        seen[child.type] = n
        key = child.type if n == 1 else f"{child.type}#{n}"
        out.append((key, child.start_byte, child.end_byte, [child]))
    return out


class _Path:
    """Items joined by the spec's ``joined_by`` tokens (``serde`` ``::`` ``Serialize``),
    standing for one item: the first one's type, the span of them all, and the joined
    nodes as children (so a path both sides changed merges token by token)."""

    __slots__ = ("children", "type", "start_byte", "end_byte", "parent")
    is_named = True

    def __init__(self, nodes: list[TSNode]) -> None:
        self.children = nodes
        self.type = nodes[0].type
        self.start_byte, self.end_byte = nodes[0].start_byte, nodes[-1].end_byte
        self.parent = nodes[0].parent

    @property
    def child_count(self) -> int:
        return len(self.children)

    @property
    def named_children(self) -> list[TSNode]:
        return [c for c in self.children if c.is_named]


class _Run(_Path):
    """An item with the children beside it that belong to it (``item_runs``: Dart's
    ``required this.title = 3``): the item's type, the span of them all, the run as
    children, and the item itself (``item``), from which its identity is read."""

    __slots__ = ("item",)

    def __init__(self, nodes: list[TSNode], item: TSNode) -> None:
        super().__init__(nodes)
        self.type = item.type
        self.item = item


class _Commented:
    """An item with the comments on the lines above it (``# storage`` over a dict's
    entry), standing for the item: its span starts at the first comment, and every
    other attribute (type, children, fields) is the item's. A set merge then moves,
    keeps or deletes the comment with its item, and a merge of the item's children
    merges the comment as the text before its first child."""

    __slots__ = ("item", "start_byte")

    def __init__(self, comments: list[TSNode], item: TSNode) -> None:
        self.item = item
        self.start_byte = comments[0].start_byte

    def __getattr__(self, name: str) -> object:
        return getattr(self.item, name)


def _commented(children: list[TSNode], spec: CommutativeSpec, data: bytes) -> list[TSNode]:
    """``children`` with each run of comments on lines of their own that an item
    follows joined to that item as one :class:`_Commented`."""
    out: list[TSNode] = []
    pending: list[TSNode] = []
    for child in children:
        if child.is_named and "comment" in child.type and _own_line(child, data):
            pending.append(child)
            continue
        if pending and _is_item(child, spec, data):
            out.append(_Commented(pending, child))  # type: ignore[arg-type]
        else:
            out += pending
            out.append(child)
        pending = []
    return out + pending


def _comment_led(found: list[_Unit | None], keys: Sequence[Sequence[str]]) -> set[str]:
    """The keys (``keys``: each version's, one per item) of the items that open with a
    comment (:class:`_Commented`): a new group, ``# for CI`` over its entries. Where both
    sides inserted at one place and only one side's items open so, the other side's
    plain items carry on the group above and come first (``continues`` of
    :func:`~semmerge.merge.sequence.merge_order`)."""
    return {
        keys[i][k]
        for i, unit in enumerate(found) if unit is not None
        for k, node in enumerate(unit[3]) if isinstance(node, _Commented) and k < len(keys[i])
    }


def _own_line(node: TSNode, data: bytes) -> bool:
    """Does ``node`` start its line (only white space before it)?"""
    return not data[data.rfind(b"\n", 0, node.start_byte) + 1 : node.start_byte].strip()


def _joined(children: list[TSNode], spec: CommutativeSpec, data: bytes) -> list[TSNode]:
    """``children`` with each run of items joined by a ``joined_by`` token as one
    :class:`_Path`."""
    joiners = {t.encode("utf-8") for t in spec.joined_by}
    out: list[list[TSNode]] = []
    joining = False
    for child in children:
        token = not child.is_named and data[child.start_byte : child.end_byte] in joiners
        if token and out and _is_item(out[-1][-1], spec, data):
            out[-1].append(child)
            joining = True
        elif joining and _is_item(child, spec, data):
            out[-1].append(child)
            joining = False
        else:
            out.append([child])
            joining = False
    return [run[0] if len(run) == 1 else _Path(run) for run in out]  # type: ignore[misc]


def _runs(children: list[TSNode], spec: CommutativeSpec, data: bytes) -> list[TSNode]:
    """``children`` with each item of a segment between two separators joined to what
    belongs to it (:class:`_Run`): the ``run_leads`` right before it and the rest of the
    segment after it, but for a closing token that ends the node. A segment with no
    item or with two is left as it is (the set merge then declines it)."""
    tokens = _separator_tokens(spec)
    out: list[TSNode] = []
    segment: list[TSNode] = []
    for child in [*children, None]:
        if child is not None and (
            child.is_named or data[child.start_byte : child.end_byte] not in tokens
        ):
            segment.append(child)
            continue
        out += _segment_run(segment, spec, data, child is None)
        if child is not None:
            out.append(child)
        segment = []
    return out


def _segment_run(
    segment: list[TSNode], spec: CommutativeSpec, data: bytes, last: bool
) -> list[TSNode]:
    """One segment of :func:`_runs` (``last``: the node's final one)."""
    items = [i for i, c in enumerate(segment) if c.type in spec.item_types]
    if len(items) != 1:
        return segment
    start, end = items[0], len(segment)
    while start > 0 and _leads(segment[start - 1], spec, data):
        start -= 1
    if last and end - 1 > items[0] and not segment[-1].is_named:
        end -= 1  # the node's closing token ('}')
    if end - start == 1:
        return segment
    run = _Run(segment[start:end], segment[items[0]])
    return [*segment[:start], run, *segment[end:]]  # type: ignore[list-item]


def _leads(node: TSNode, spec: CommutativeSpec, data: bytes) -> bool:
    """Is ``node`` one of the spec's ``run_leads`` (by type, or by its token's text)?"""
    return node.type in spec.run_leads or (
        not node.is_named
        and data[node.start_byte : node.end_byte].decode("utf-8", "replace") in spec.run_leads
    )


def _trailing_separators(
    units: list[list[_Unit]], spec: CommutativeSpec | None, datas: Sequence[bytes]
) -> set[str]:
    """The keys of separators that end a set's run of items in some version (``c=3,``
    before ``)``): the set's own layout, as its items are. A side that adds or drops
    one does not read the items next to it."""
    if spec is None:
        return set()
    tokens = _separator_tokens(spec)
    found = set()
    for us, data in zip(units, datas, strict=True):
        for prev, unit in pairwise(us):
            token = data[unit[1] : unit[2]]
            if prev[0] == _LIST and unit[3] and not unit[3][0].is_named and token in tokens:
                found.add(unit[0])
    return found


def _opening_separators(
    units: list[list[_Unit]], spec: CommutativeSpec | None, datas: Sequence[bytes]
) -> set[str]:
    """The keys of separators each side put right before or after a run of a set's
    items that base lacks (``f(a)`` made ``f(a, x=1)`` and ``f(a, y=2)``; the trailing
    ``,`` of ``x=1,`` below ``a,``): they open the set, which both sides then fill, as
    they would an empty ``{}``."""
    if spec is None or any(u[0] == _LIST for u in units[0]):
        return set()
    tokens = _separator_tokens(spec)
    found: list[set[str]] = []
    for us, data in zip(units[1:], datas[1:], strict=True):
        found.append({
            unit[0]
            for pair in pairwise(us)
            if _LIST in (pair[0][0], pair[1][0])
            for unit in pair
            if unit[0] != _LIST and unit[3] and not unit[3][0].is_named
            and data[unit[1] : unit[2]] in tokens
        })
    return (found[0] & found[1]) - {u[0] for u in units[0]}


def _separator_tokens(spec: CommutativeSpec) -> tuple[bytes, ...]:
    """The tokens that may stand between two items: the separator's, and the others
    the spec allows."""
    return (spec.separator.strip().encode("utf-8"),
            *(t.encode("utf-8") for t in spec.also_separated_by))


def _margins(texts: list[bytes | None], sides: set[int]) -> tuple[bytes, bytes]:
    """The base text of a changed child that every side's change left alone at its
    start and at its end (a method body edited deep inside a block of declarations)."""
    base = texts[0]
    if base is None or any(texts[i] is None for i in sides):
        return b"", b""
    head = min(common_start(base, texts[i]) for i in sides)  # type: ignore[arg-type]
    tail = min(common_start(base[::-1], texts[i][::-1]) for i in sides)  # type: ignore[index]
    tail = min(tail, len(base) - head)
    return base[:head], base[len(base) - tail :]


def _fuses(before: bytes, after: bytes) -> bool:
    """Would ``after`` written right behind ``before`` join two words into one?"""
    return bool(before and after) and _is_word_byte(before[-1]) and _is_word_byte(after[0])


def _is_word_byte(byte: int) -> bool:
    return byte == 0x5F or chr(byte).isalnum() or byte >= 0x80


def _has_word(text: bytes) -> bool:
    return any(c.isalnum() for c in text.decode("utf-8", "replace"))


def _header_units(units: list[_Unit], end: int) -> list[_Unit]:
    """The units before a header's ``end``, then one that stands for all the rest."""
    kept = [u for u in units if u[1] < end]
    if len(kept) < len(units):
        kept.append((_REST_KEY, units[len(kept)][1], units[len(kept)][1], []))
    return kept


def _all_keyed(node: TSNode, spec: CommutativeSpec) -> bool:
    """Does every child of the spec's item types lead where ``item_with`` leads?"""
    path = spec.item_with or "."
    return all(resolve(c, path) for c in node.children if c.type in spec.item_types)


def _items_start(children: Sequence[TSNode], spec: CommutativeSpec) -> int | None:
    """Where the items of a spec with ``items_after`` may start: after the first child
    of those types (None: the node has none, and is no set)."""
    return next((i + 1 for i, c in enumerate(children) if c.type in spec.items_after), None)


def _is_item(child: TSNode, spec: CommutativeSpec, data: bytes) -> bool:
    if spec.item_with and not resolve(child, spec.item_with):
        return False  # a Lua table's positional field
    if spec.item_types:
        return child.type in spec.item_types
    if child.is_named:
        return "comment" not in child.type  # every grammar's comment types say so
    return spec.keywords and data[child.start_byte : child.end_byte].isalpha()


def _aligned(
    keys: list[list[str]], lists: dict[str, CommutativeSpec], slots: Sequence[Sequence[str]]
) -> list[str] | None:
    """The merged order of the children's keys: the same in all three versions, but for
    lists (a run of items, or a commutative node) that some version lacks, which must
    sit between the same neighbours wherever they are, and for children some version
    lacks (a return type one side added, ``extends Base``). Where each side added
    children of its own in one gap, they take the order of the spec's ``slots`` (None
    without one)."""
    lone = _lone(keys)
    common = set(keys[0]) & set(keys[1]) & set(keys[2])
    fixed = [[k for k in ks if not _optional(k, lists) and k in common] for ks in keys]
    if not fixed[0] == fixed[1] == fixed[2]:
        return None
    order = list(keys[0])
    for version in (keys[1], keys[2]):
        for i, key in enumerate(version):
            if key not in order:
                after = next((k for k in reversed(version[:i]) if k in order), None)
                order.insert(0 if after is None else order.index(after) + 1, key)
    for version in keys:
        positions = [order.index(k) for k in version]
        if positions != sorted(positions):
            return None
    return _lone_runs_ordered(order, lone, slots)


def _lone_runs_ordered(
    order: list[str], lone: dict[str, int], slots: Sequence[Sequence[str]]
) -> list[str] | None:
    """``order`` with each run of lone children that mixes both sides' (``extends
    Base`` from left, ``implements Runnable`` from right, in one gap) put in the order
    the grammar requires (the spec's ``slots``: node types in their order in the
    parent), each side's own children keeping theirs; None when no one order holds
    them all."""
    out: list[str] = []
    run: list[str] = []
    for key in [*order, None]:
        if key is not None and key in lone:
            run.append(key)
            continue
        if len({lone[k] for k in run}) > 1:
            placed = _slotted(run, slots)
            if placed is None or any(
                [k for k in placed if lone[k] == side] != [k for k in run if lone[k] == side]
                for side in (1, 2)
            ):
                return None
            run = placed
        out += run
        run = []
        if key is not None:
            out.append(key)
    return out


def _slotted(keys: list[str], slots: Sequence[Sequence[str]]) -> list[str] | None:
    """``keys`` sorted by the place of their node types in one of ``slots``, or None
    when no one sequence names them all."""
    for seq in slots:
        if all(k.split("#", 1)[0] in seq for k in keys):
            return sorted(keys, key=lambda k: seq.index(k.split("#", 1)[0]))
    return None


def _lone(keys: list[list[str]]) -> dict[str, int]:
    """The keys of children one side alone added or removed (in that side and not in
    base and the other side, or in base and the other side only), with that side."""
    sets = [set(ks) for ks in keys]
    out: dict[str, int] = {}
    for side in (1, 2):
        other = sets[3 - side]
        out.update((k, side) for k in sets[side] - sets[0] - other)
        out.update((k, side) for k in (sets[0] & other) - sets[side])
    return out


def _optional(key: str, lists: dict[str, CommutativeSpec]) -> bool:
    # A list whose spec names a parent (a derive's token tree) is a list only there.
    spec = lists.get(key.split("#", 1)[0])
    return key == _LIST or (spec is not None and spec.parent is None)


def _item_list(data: bytes, unit: _Unit | None) -> tuple[ItemList, str]:
    """A run of items as an :class:`ItemList`, and the text before it on its first line
    (for wrapping at the same width)."""
    if unit is None:
        return ItemList("", [], [], ""), ""
    nodes = unit[3]
    items = [data[n.start_byte : n.end_byte].decode("utf-8", "replace") for n in nodes]
    seps = [data[a.end_byte : b.start_byte].decode("utf-8", "replace") for a, b in pairwise(nodes)]
    line_start = data.rfind(b"\n", 0, unit[1]) + 1
    return ItemList("", items, seps, ""), data[line_start : unit[1]].decode("utf-8", "replace")


def _guess_separator(data: bytes, unit: _Unit | None, default: str) -> str:
    """The separator of a list with one item: the spec's (``, ``), or when the item has
    a line of its own, the spec's token then a line break and the item's indentation."""
    if unit is None:
        return default
    start, end = unit[1], unit[2]
    indent = data[data.rfind(b"\n", 0, start) + 1 : start]
    line_end = data.find(b"\n", end)
    rest = data[end : len(data) if line_end < 0 else line_end]
    token = default.strip()
    if indent.strip() or rest.strip() not in (b"", token.encode("utf-8")):
        return default  # something else shares the item's line
    return token + "\n" + indent.decode("utf-8", "replace")


def _safe(
    lists: list[tuple[ItemList, str]],
    merged: list[str],
    identities: list[list[str]] | None,
    datas: list[bytes],
    found: list[_Unit | None],
    aliases: dict[str, str],
) -> bool:
    """Decline what a set merge would get wrong: both sides replacing one item, one side
    changing an item the other removed, one identity twice. ``identities``: each
    version's item identities (:func:`_item_names`; None without an identity);
    ``aliases``: an item merged by its syntax (folded) -> the base item it stands for."""
    folded = [{_fold(i) for i in x[0].items} for x in lists]
    fb, fl, fr = folded
    if (fb - fl) & (fb - fr) and fl - fb and fr - fb:
        return False
    if identities is None:
        return True
    # Each item's identity (a dictionary entry's key), by its text in any version.
    names: dict[str, str] = {}
    per_version: list[dict[str, str]] = []
    most: Counter[str] = Counter()  # the most times a version holds each identity
    for data, unit, idents in zip(datas, found, identities, strict=True):
        own: dict[str, str] = {}
        held: Counter[str] = Counter()
        nodes = unit[3] if unit is not None else []
        for node, name in zip(nodes, idents, strict=True):
            text = _folded_node(data, node)
            own[name] = text
            names[text] = name
            held[name] += 1
        per_version.append(own)
        most |= held
    merged_names = [names.get(aliases.get(f, f)) for f in map(_fold, merged)]
    if None in merged_names:
        return False
    # A repeat the merge made is an error; one a version already had (a dictionary
    # listing a key twice alike) is the file's own, and the merge keeps it.
    if any(n > 1 and n > most[name] for name, n in Counter(merged_names).items()):  # type: ignore[index]
        return False
    base, left, right = per_version
    for side, other in ((left, right), (right, left)):
        for name in base.keys() - side.keys():  # removed by this side ...
            if name in other and other[name] != base[name]:
                return False  # ... and changed by the other
    return True


def _excluded(
    groups: tuple[tuple[str, ...], ...], lists: list[tuple[ItemList, str]], merged: list[str]
) -> bool:
    """Does ``merged`` hold two items of one of the ``groups`` (modifiers a compiler
    rejects together: ``abstract`` and ``final``, ``private`` and ``internal``) where no
    version does? Each side added one; together they do not build."""
    def clashes(items: Iterable[str]) -> set[int]:
        folded = {_fold(i) for i in items}
        return {k for k, group in enumerate(groups) if len(folded.intersection(group)) > 1}

    before = set().union(*(clashes(x[0].items) for x in lists))
    return bool(clashes(merged) - before)


def _item_names(
    datas: Sequence[bytes], found: list[_Unit | None], spec: CommutativeSpec,
    at: tuple[int, ...] | None,
) -> list[list[str]]:
    """Each version's item identities (:func:`_identities`), where the item both sides
    changed in place and that was merged by its syntax (at ``at`` in each version,
    :meth:`_Walk._merge_changed_item`) takes the base item's identity in every version:
    ``@skipIf(PY3 ...)`` that one side edited and the other turned into
    ``@pytest.mark.skipif(...)`` is one decorator, merged."""
    names = [_identities(datas[i], u, spec) for i, u in enumerate(found)]
    if at is not None:
        for version, k in zip(names, at, strict=True):
            version[k] = names[0][at[0]]
    return names


def _folded_node(data: bytes, node: TSNode) -> str:
    return _fold(data[node.start_byte : node.end_byte].decode("utf-8", "replace"))


def _identities(data: bytes, unit: _Unit | None, spec: CommutativeSpec) -> list[str]:
    """The identity of each item of a run (its ``identity`` child: a keyword argument's
    name, a dictionary entry's key, read through the spec's ``identity_pattern``),
    folded; an item without one is its own text."""
    out = []
    for node in unit[3] if unit is not None else ():
        while hasattr(node, "item"):  # a commented item, a run: the item's identity
            node = node.item
        text = identity_text(node, spec.identity or "", data)
        if text is not None and spec.identity_pattern is not None:
            text = _matched_identity(text, spec)
        if text is None:
            text = data[node.start_byte : node.end_byte].decode("utf-8", "replace")
        out.append(_fold(text))
    return out


def _matched_identity(text: str, spec: CommutativeSpec) -> str | None:
    """What the spec's ``identity_pattern`` finds in ``text``, normalized; None if nothing."""
    found = re.search(spec.identity_pattern or "", text)
    if found is None:
        return None
    name = found.group(1) if found.groups() else found.group(0)
    name = normalized(name, spec.identity_lowercase, spec.identity_replace)
    return "=" + name  # apart from any item's own text, which never starts so


def _fold(text: str) -> str:
    return " ".join(text.split())
