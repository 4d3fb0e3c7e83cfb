"""Three-way merge of an ordered statement list (a function body, a block).

In: base, left and right as lists of statement texts (each the whole lines a statement
owns). Out: :class:`Region` objects in output order: stretches taken unchanged, one
side's edit, or a group where both sides edited the same statements.

This is a diff3 whose unit is a statement, not a line, and whose conflicts are narrower
than a line merge's: two edits conflict only when they touch the same base statement,
or both insert at the same place (order matters in a body, so neither goes first). An
edit right next to the other side's edit does not conflict, which is what separates
"left changed line 3, right changed line 4 of one function" from a real conflict --
unless the two do one thing twice (:func:`~semmerge.merge.linemerge.same_change`: the
same statement, message or assigned target), which no order of the two makes right.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from semmerge.merge.linemerge import diff_blocks, same_change
from semmerge.merge.pairing import alike_text

Span = tuple[int, int]


class Edit:
    """Side statements ``side[s0:s1]`` replace base statements ``base[b0:b1]``."""

    __slots__ = ("b0", "b1", "s0", "s1", "side")

    def __init__(self, b0: int, b1: int, s0: int, s1: int, side: str) -> None:
        self.b0, self.b1, self.s0, self.s1, self.side = b0, b1, s0, s1, side


class Region:
    """``kind`` is ``base`` (unchanged), ``left``/``right`` (that side's edit), or
    ``both`` (both sides edited: merge ``base[b]``, ``left[l]``, ``right[r]``)."""

    __slots__ = ("kind", "b", "l", "r")

    def __init__(self, kind: str, b: Span, l: Span, r: Span) -> None:
        self.kind, self.b, self.l, self.r = kind, b, l, r


def edits(
    base: list[str], side: list[str], name: str
) -> tuple[list[Edit], list[tuple[int, int, int]]]:
    """The side's edits against base, and the matching blocks they came from."""
    blocks = diff_blocks(base, side)
    found = []
    i = j = 0
    for bi, sj, n in [*blocks, (len(base), len(side), 0)]:
        if bi > i or sj > j:
            found.append(Edit(i, bi, j, sj, name))
        i, j = bi + n, sj + n
    return found, blocks


def _overlaps(group: list[Edit], e: Edit, sides: dict[str, list[str]]) -> bool:
    group_b0 = min(x.b0 for x in group)
    group_b1 = max(x.b1 for x in group)
    if e.b0 < group_b1:
        return True  # shares a base statement (or is an insertion inside the range)
    if e.b0 == e.b1 == group_b0 == group_b1:
        return True  # two insertions at one place
    return any(
        _inserts_beside(x, e, sides) or _inserts_beside(e, x, sides)
        or _same_change_beside(x, e, sides)
        for x in group
    )


def _same_change_beside(one: Edit, other: Edit, sides: dict[str, list[str]]) -> bool:
    """Do edits of the two sides that meet at a base boundary do one thing twice?"""
    if one.side == other.side or one.b1 != other.b0:
        return False
    return same_change(*(
        "".join(sides[e.side][e.s0 : e.s1]).splitlines(keepends=True) for e in (one, other)
    ))


def follow_move(
    base: list[str], mover: list[str], editor: list[str]
) -> tuple[int, int, int, int] | None:
    """One statement that ``mover`` moved and ``editor`` changed in place, so that the
    change can follow the move: ``(i, k, pb, pe)`` where ``base[i]`` moved and
    ``editor[k]`` is its changed text; in the mover's list the statement now comes
    right after ``base[pb]`` (``editor[pe]`` in the editor's list; -1 for: first).

    Only a clear case: the statement and its new predecessor are each once in base,
    the statement once in the mover's list, where its diff from base does not keep it
    in place (a real move, not a neighbour deleted), and the editor replaced exactly
    it with one statement alike (most of its text) that no other list has, leaving
    the predecessor alone. None otherwise, or when several statements qualify: then the
    move and the change meet as a conflict, as before."""
    # Cheap tests first: it runs for every body both sides changed. A candidate is a
    # base statement the mover has and the editor does not, and a move changes the
    # order of the statements base and the mover share.
    in_mover, in_editor = set(mover), set(editor)
    if not any(t in in_mover and t not in in_editor for t in base):
        return None
    shared = in_mover.intersection(base)
    if [t for t in mover if t in shared] == [t for t in base if t in shared]:
        return None  # the statements both have keep their order: nothing moved
    counts = Counter(base), Counter(mover), Counter(editor)
    kept = {b + n for b, _, size in diff_blocks(base, mover) for n in range(size)}
    # Statements the editor replaced one for one (an edit of n statements by n).
    replaced = {e.b0 + n: e.s0 + n for e in edits(base, editor, "editor")[0]
                if e.b1 - e.b0 == e.s1 - e.s0 for n in range(e.b1 - e.b0)}
    found = None
    for i, text in enumerate(base):
        if i in kept or i not in replaced or (counts[0][text], counts[1][text]) != (1, 1):
            continue
        new = editor[replaced[i]]
        if counts[0][new] or counts[1][new] or not _alike(text, new):
            continue
        if found is not None:
            return None
        found = (i, replaced[i], mover.index(text))
    if found is None:
        return None
    i, k, j = found
    if j == 0:
        return i, k, -1, -1
    before = mover[j - 1]
    if counts[0][before] != 1 or counts[2][before] != 1:
        return None
    return i, k, base.index(before), editor.index(before)


def follow_insertion(
    base: list[str], mover: list[str], editor: list[str]
) -> tuple[int, int, int, int, int] | None:
    """One statement that ``mover`` moved and ``editor`` kept, inserting statements right
    below it, so that they follow it: ``(i, k0, k1, pb, pe)`` where ``base[i]`` moved,
    ``editor[k0:k1]`` is it with the statements inserted below it, and in the mover's
    list it now comes right after ``base[pb]`` (``editor[pe]``; -1 for: first).

    The statement below which a side inserts is what the insertion continues
    (``close(fd)`` then ``fd = -1``): merged in the base gap, the insertion would land
    where the mover took the statement away from. Only a clear case, as in
    :func:`follow_move`: the statement once in every list, moved (its diff does not
    keep it in place), the insertion none of the mover's and not appended to the end of
    the list, and one such statement."""
    in_mover = set(mover)
    shared = in_mover.intersection(base)
    if [t for t in mover if t in shared] == [t for t in base if t in shared]:
        return None  # the statements both have keep their order: nothing moved
    kept = {b + n for b, _, size in diff_blocks(base, mover) for n in range(size)}
    counts = Counter(base), Counter(mover), Counter(editor)
    found = None
    for e in edits(base, editor, "editor")[0]:
        i = e.b0 - 1
        if e.b0 != e.b1 or i < 0 or i in kept:
            continue
        if e.b0 == len(base) and e.s1 == len(editor):
            # Appended to the end of the list: it may close the block (a cleanup() that
            # runs last) as well as continue the statement above: no clear case.
            return None
        if (counts[0][base[i]], counts[1][base[i]], counts[2][base[i]]) != (1, 1, 1):
            continue
        if any(counts[1][t] for t in editor[e.s0 : e.s1]) or found is not None:
            return None
        found = (i, e.s0 - 1, e.s1)
    if found is None:
        return None
    i, k0, k1 = found
    j = mover.index(base[i])
    if j == 0:
        return i, k0, k1, -1, -1
    before = mover[j - 1]
    if counts[0][before] != 1 or counts[2][before] != 1:
        return None
    pe = editor.index(before)
    return None if k0 <= pe < k1 else (i, k0, k1, base.index(before), pe)


def _alike(old: str, new: str) -> bool:
    """Is ``new`` a change of ``old`` (most of its text kept) rather than another
    statement in its place?"""
    return alike_text(old, new)


def _inserts_beside(ins: Edit, other: Edit, sides: dict[str, list[str]]) -> bool:
    """Does ``ins`` insert at an edge of ``other``, a growing or wrapping edit of the
    other side?

    Where ``other`` replaces statements with more statements, it inserts there too,
    so which side's new statements go first is as open as for two insertions at one
    place. Where it re-indents the statements (wraps them in ``with lock:`` or
    ``try:``), a statement inserted just after the last of them may belong inside the
    block or after it: nothing says (one inserted before the first stays before). A
    one-for-one change leaves no doubt: an insertion before it goes before.
    """
    if ins.side == other.side or ins.b0 != ins.b1 or ins.b0 not in (other.b0, other.b1):
        return False
    return other.s1 - other.s0 > other.b1 - other.b0 or (ins.b0 == other.b1 and reindents(
        sides["base"][other.b0 : other.b1], sides[other.side][other.s0 : other.s1]))


def reindents(old: list[str], new: list[str]) -> bool:
    """Do the ``new`` statements (or lines) hold most of the ``old`` ones' lines (half at
    least, in order) at another indentation? A side wrapped them in a block, or moved
    them into one, maybe editing some at once (a retry loop around a ``try``)."""
    olds = [line for text in old for line in text.splitlines() if line.strip()]
    news = [line for text in new for line in text.splitlines() if line.strip()]
    found, at = 0, 0
    for o in olds:
        hit = next((i for i in range(at, len(news))
                    if news[i].strip() == o.strip() and _depth(news[i]) != _depth(o)), None)
        if hit is not None:
            found, at = found + 1, hit + 1
    return bool(olds) and 2 * found >= len(olds)


def _depth(line: str) -> int:
    return len(line) - len(line.lstrip())


def _groups(all_edits: list[Edit], sides: dict[str, list[str]]) -> list[list[Edit]]:
    ordered = sorted(all_edits, key=lambda e: (e.b0, e.b1, e.side))
    groups: list[list[Edit]] = []
    for e in ordered:
        if groups and _overlaps(groups[-1], e, sides):
            groups[-1].append(e)
            continue
        groups.append([e])
    return groups


class _SideMap:
    """Maps base statement boundaries to one side's boundaries.

    Outside its edits a side is base shifted by the net size of the edits before the
    boundary. An insertion exactly at a boundary makes it ambiguous -- before or after
    the inserted statements -- so the caller says which it wants.
    """

    def __init__(self, side_edits: list[Edit]) -> None:
        self.edits = side_edits

    def position(self, p: int, after_insertion: bool) -> int:
        shift = 0
        for e in self.edits:
            if e.b1 < p or (e.b1 == p and (e.b0 < p or after_insertion)):
                shift += (e.s1 - e.s0) - (e.b1 - e.b0)
        return p + shift

    def span(self, b0: int, b1: int) -> Span:
        """Side span of an unchanged base stretch (insertions at its edges are not in it)."""
        return (self.position(b0, True), self.position(b1, False))

    def group_span(self, g0: int, g1: int, group: list[Edit]) -> Span:
        """Side span of an edited group: its edits plus any unchanged statements inside."""
        inserts = {e.b0 for e in group if e.b0 == e.b1 and e in self.edits}
        return (self.position(g0, g0 not in inserts), self.position(g1, g1 in inserts))


def merge_statements(base: list[str], left: list[str], right: list[str]) -> list[Region]:
    """Regions covering all of base, left and right in output order."""
    le, _ = edits(base, left, "left")
    re_, _ = edits(base, right, "right")
    lmap, rmap = _SideMap(le), _SideMap(re_)
    regions: list[Region] = []
    at = 0  # next base statement not yet emitted
    for group in _groups(le + re_, {"base": base, "left": left, "right": right}):
        g0, g1 = min(e.b0 for e in group), max(e.b1 for e in group)
        if g0 > at:
            regions.append(_unchanged(at, g0, lmap, rmap))
        regions.append(_group_region(group, g0, g1, left, right, lmap, rmap))
        at = g1
    if at < len(base) or not regions:
        regions.append(_unchanged(at, len(base), lmap, rmap))
    return [r for r in regions if r.kind != "base" or r.b[1] > r.b[0]]


def _unchanged(b0: int, b1: int, lmap: _SideMap, rmap: _SideMap) -> Region:
    return Region("base", (b0, b1), lmap.span(b0, b1), rmap.span(b0, b1))


def _group_region(
    group: list[Edit], g0: int, g1: int, left: list[str], right: list[str],
    lmap: _SideMap, rmap: _SideMap,
) -> Region:
    sides = {e.side for e in group}
    l_span, r_span = lmap.group_span(g0, g1, group), rmap.group_span(g0, g1, group)
    if sides == {"left"}:
        return Region("left", (g0, g1), l_span, r_span)
    if sides == {"right"}:
        return Region("right", (g0, g1), l_span, r_span)
    if left[l_span[0] : l_span[1]] == right[r_span[0] : r_span[1]]:
        return Region("left", (g0, g1), l_span, r_span)  # the same edit on both sides
    return Region("both", (g0, g1), l_span, r_span)


def revived(
    base: list[str], left: list[str], right: list[str], merged: Callable[[str], int],
    reformatted: Callable[[str, str], bool],
    recount: Callable[[str], tuple[int, int, int, int]] | None = None,
) -> list[tuple[str, str]]:
    """Base statements a merged list holds more or fewer times than the sides' edits
    allow, each with what is wrong: ``"though left removed it"`` (or right), ``"once
    too often"``, ``"once too few times"``. Empty for a sound merge.

    ``merged(s)`` counts statement ``s`` in the merged list. A side's count of ``s``
    against base's is its change; a merge of separate changes adds both, and one of a
    change made by both sides (which the merge takes once) counts once. More copies
    than either bring back what a side removed, or hold one statement twice; fewer
    drop one. That happens where the diff of a side pairs statements otherwise than
    its author moved them: one side deletes ``a``, the other moves ``b`` above ``a``,
    which its diff tells as "``a`` deleted here and added below ``b``"; the deletion
    meets the first half and is taken once, and ``a`` comes back below. Likewise when
    both sides move one statement to different places, or one of two equal ones. A
    side that changed only the layout of ``s`` (``reformatted(s, new)``) did not
    remove it.

    Lists merged by key are counted too: a side's statement that the diff does not
    align with base's and that another statement's key already holds gets a key of
    its own, and a merge by key can then hold the base statement and that copy.
    ``recount(s)``, if given, counts ``s`` again in base, left, right and the merge, in
    a wider sense (inside other statements too): a finding stands only if it holds
    by these counts as well (a side that moved ``s`` into an ``else:`` it added did
    not remove it).
    """
    counts = [Counter(base), Counter(left), Counter(right)]
    found: list[tuple[str, str]] = []
    for s, b in counts[0].items():
        l, r = counts[1][s], counts[2][s]
        wrong = _wrong_count(b, l, r, merged(s))
        if wrong is None or (recount is not None and _wrong_count(*recount(s)) != wrong):
            continue
        if wrong == "once too few times":
            found.append((s, wrong))
            continue
        removers = [name for side, name, n in ((left, "left", l), (right, "right", r))
                    if n < b and not any(reformatted(s, t) for t in side
                                         if t not in counts[0])]
        if removers or min(l, r) >= b:
            found.append((s, f"though {removers[0]} removed it" if removers else wrong))
    return found


def _wrong_count(b: int, l: int, r: int, m: int) -> str | None:
    """What is wrong with a merge holding a statement ``m`` times where base has it
    ``b`` times, left ``l`` and right ``r``: None when both sides' changes allow it
    (added up, or one change both made taken once)."""
    separate = l + r - b  # base plus both changes
    if m > max(separate, min(l, r)):
        return "once too often"
    if m < min(separate, max(l, r)):
        return "once too few times"
    return None
