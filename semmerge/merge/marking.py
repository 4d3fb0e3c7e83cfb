"""Conflict markers around the part of a clean line merge that a check rejected.

In: the base, left and right line lists of a clean line merge that a check found wrong
(a name defined twice, a result that does not compile), the check's message, and the
line merge options. Out: a :class:`~semmerge.merge.linemerge.LineMerge` that is the
line merge everywhere but in one region, which is a conflict block holding both sides'
versions of it.

Without the markers, a merge driver that reports the conflict would leave the wrong
merge in the file unmarked, and a plain ``git add`` would commit it. The region spans
the changes of each side whose added lines name what the message quotes (the key or
name defined twice); a side with no such line contributes all its changes, so nothing
the check may be about is left outside the markers. The region is widened until no
change of either side crosses its edges, so the lines outside it merge as before.
"""

from __future__ import annotations

import re

from semmerge.merge.checks import folded_key
from semmerge.merge.linemerge import (
    LineConflict,
    LineMerge,
    diff_edits,
    merge_lines,
    whole_conflict,
)

Edit = tuple[int, int, int, int]  # (base start, base count, side start, side count)

#: A quoted name in a check's message: ``'timeout'``, or a registration holding quotes
#: of its own, ``'mux.HandleFunc('/healthz''``, which ends where the sentence goes on.
_QUOTED = re.compile(r"'([^'\n]+)'|'(.+?)'(?= \d+ times| twice|, |; |\)|$| in | at )")


def marked_merge(
    base: list[str], left: list[str], right: list[str], message: str, **kwargs: object
) -> LineMerge:
    """The line merge of the three, with the region the message is about as one
    conflict block (``kwargs``: :func:`~semmerge.merge.linemerge.merge_lines`'s)."""
    edits = (diff_edits(base, left), diff_edits(base, right))
    names = _names(message)
    spans = [*_spans(left, edits[0], names), *_spans(right, edits[1], names)]
    if not spans:
        return whole_conflict(base, left, right, **kwargs)  # type: ignore[arg-type]
    lo, hi = _widened(min(s[0] for s in spans), max(s[1] for s in spans), edits)
    (l_lo, l_hi), (r_lo, r_hi) = (_side_range(e, lo, hi) for e in edits)
    parts = [
        merge_lines(base[:lo], left[:l_lo], right[:r_lo], **kwargs),  # type: ignore[arg-type]
        whole_conflict(base[lo:hi], left[l_lo:l_hi], right[r_lo:r_hi], **kwargs),  # type: ignore[arg-type]
        merge_lines(base[hi:], left[l_hi:], right[r_hi:], **kwargs),  # type: ignore[arg-type]
    ]
    return _joined(parts)


def _names(message: str) -> list[str]:
    """The quoted names of ``message``, folded as the checks fold keys."""
    found = {folded_key(a or b) for a, b in _QUOTED.findall(message)}
    return [n for n in found if len(n) > 1 and any(c.isalnum() for c in n)]


def _spans(side: list[str], edits: list[Edit], names: list[str]) -> list[tuple[int, int]]:
    """The base spans of the side's changes whose new lines hold one of ``names``; all
    of its changes when none does."""
    spans = [
        (i0, i0 + n0) for i0, n0, j0, n1 in edits
        if any(n in folded_key(line) for line in side[j0:j0 + n1] for n in names)
    ]
    return spans or [(i0, i0 + n0) for i0, n0, _, _ in edits]


def _widened(lo: int, hi: int, edits: tuple[list[Edit], list[Edit]]) -> tuple[int, int]:
    """``[lo, hi)`` grown until every change of either side lies inside or outside it:
    a change that touches an edge (an insertion right at it) is taken in, since its
    place beside the other side's change is what the conflict is about."""
    while True:
        new_lo, new_hi = lo, hi
        for i0, n0, _, _ in (*edits[0], *edits[1]):
            if i0 <= hi and i0 + n0 >= lo:
                new_lo, new_hi = min(new_lo, i0), max(new_hi, i0 + n0)
        if (new_lo, new_hi) == (lo, hi):
            return lo, hi
        lo, hi = new_lo, new_hi


def _side_range(edits: list[Edit], lo: int, hi: int) -> tuple[int, int]:
    """The side's lines for base lines ``[lo, hi)``, whose edges no change crosses."""
    return _side_index(edits, lo, before=True), _side_index(edits, hi, before=False)


def _side_index(edits: list[Edit], at: int, before: bool) -> int:
    """The side's line where base line ``at`` is; ``before``: ahead of an insertion
    made right there (the start of a region takes it in, the end does not leave it)."""
    shift = 0
    for i0, n0, _, n1 in edits:
        if i0 + n0 < at or (i0 + n0 == at and (n0 > 0 or not before)):
            shift += n1 - n0
    return at + shift


def _joined(parts: list[LineMerge]) -> LineMerge:
    lines: list[str] = []
    conflicts: list[LineConflict] = []
    for part in parts:
        at = len(lines)
        conflicts += [LineConflict(c.start + at, c.end + at) for c in part.conflicts]
        lines += part.lines
    return LineMerge(lines, conflicts)
