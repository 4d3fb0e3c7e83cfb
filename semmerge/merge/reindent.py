"""One side's re-indentation of base lines, carried over to base and the other side.

In: base, left and right as lists of lines (one symbol's text), and which side to read.
Out: ``(base, left, right)`` with that side's re-indentation applied to base and to the
other side's lines in the same places, plus the lines the merge may rightly lack (the
other side's lines it re-indented, as they were, and the re-indented base lines, which
the other side may have changed: a check that no added line is lost counts them kept);
None when the side re-indents no block, or the other side's changes cannot be placed
inside or outside the re-indented runs for sure.

A side that wraps statements in a block (``with lock:``, ``try:``, ``if (x) {``), or
unwraps them, re-indents every line of the block; a line merge then sees every one of
those lines changed, and any edit the other side made among them conflicts. Seen with
the re-indentation taken as part of base, the wrapping side only added the block's
opening (and closing) lines, and the other side's edits, re-indented alike, merge with
them as any two separate changes do (:func:`~semmerge.merge.linemerge.merge_lines`).

A run is a stretch of base lines the side kept word for word but for one indentation
prefix added to (or taken from) each non-blank line; blank lines inside it go with it.
Every run of the side must use the same prefix the same way, and each must open a block:
right under a line the side wrote at the run's old indentation (``try:``), or under a
base line it deleted at the new one; lines re-indented under no such line are an edit
of their own (inside a long string, re-indenting changes the text). The other side's change
that replaces lines inside a run is re-indented with it; one that crosses a run's edge,
or inserts lines at an edge (inside the block or after it? nothing says), is declined.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from semmerge.merge.linemerge import diff_blocks, diff_edits

__all__ = ["carry_reindent"]

Carried = tuple[list[str], list[str], list[str], list[str]]


def carry_reindent(base: Sequence[str], left: Sequence[str], right: Sequence[str],
                   side: int) -> Carried | None:
    """``side`` (1: left, 2: right) re-indented base lines: the three versions with that
    re-indentation applied to base and the other side, and the lines the merge may lack
    (see the module), or None."""
    base = list(base)
    own, other = (list(left), list(right)) if side == 1 else (list(right), list(left))
    found = _reindented(base, own)
    if found is None or _shifts(base, other):
        return None  # nothing to carry, or both sides re-indent: which first?
    runs, shift, written = found
    marked = _marked(base, runs)
    new_base = _shift_all(marked, shift)
    carried = _carry(base, other, marked, runs, shift)
    if new_base is None or carried is None:
        return None
    new_other, moved, removed = carried
    if not removed.isdisjoint(_words(written)):
        # The side wrote, beside the block, lines with a name the other side's edit in
        # the block replaced (``else: x = ...`` beside the renamed ``x = ...``): the
        # edit may belong there too.
        return None
    moved += [new_base[k] for run in runs for k in run]
    if side == 1:
        return new_base, own, new_other, moved
    return new_base, new_other, own, moved


_Shift = tuple[str, bool]  # the prefix, added (True) or taken away (False)


def _reindented(base: list[str], side: list[str]
                 ) -> tuple[list[range], _Shift, list[str]] | None:
    """The runs of base lines ``side`` re-indented, the one shift they share, and the
    lines the side wrote (those no base line stands for)."""
    found = _shifts(base, side)
    if found is None:
        return None
    blocks, shifted = found
    shifts = set(shifted.values())
    if len(shifts) != 1 or None in shifts:
        return None  # two shifts, or an indentation changed otherwise (tabs for spaces)
    shift = shifts.pop()
    runs = _runs(base, side, blocks, shift, set(shifted))
    kept = {j + k for _, j, n in blocks for k in range(n)}
    written = [line for j, line in enumerate(side) if j not in kept]
    return (runs, shift, written) if runs else None


_Blocks = list[tuple[int, int, int]]


def _shifts(base: list[str], side: list[str]
            ) -> tuple[_Blocks, dict[int, _Shift | None]] | None:
    """The blocks of lines ``side`` kept but for their indentation, and the shift of
    each base line it re-indented (None where the indentation changed otherwise: tabs
    for spaces); None when it re-indented none."""
    blocks = diff_blocks([line.lstrip(" \t") for line in base],
                         [line.lstrip(" \t") for line in side])
    shifted: dict[int, _Shift | None] = {}
    for i, j, n in blocks:
        for k in range(n):
            b, s = base[i + k], side[j + k]
            if b != s:
                shifted[i + k] = _shift_of(b, s)
    return (blocks, shifted) if shifted else None


def _shift_of(base_line: str, side_line: str) -> _Shift | None:
    if side_line.endswith(base_line) and len(side_line) > len(base_line):
        prefix = side_line[: len(side_line) - len(base_line)]
        return (prefix, True) if not prefix.strip() else None
    if base_line.endswith(side_line) and len(base_line) > len(side_line):
        prefix = base_line[: len(base_line) - len(side_line)]
        return (prefix, False) if not prefix.strip() else None
    return None


def _runs(base: list[str], side: list[str], blocks: _Blocks, shift: _Shift,
          shifted: set[int]) -> list[range]:
    """Maximal stretches of base lines, each kept by the side in one matching block,
    whose non-blank lines are all re-indented; a run starts and ends on such a line.
    Only runs under the opening of a block the side wrote, or of one it removed, count
    (:func:`_opened`); the lines of the others are the side's edits. One statement
    wrapped alone (a ``try:`` around one call) is a run too."""
    runs: list[range] = []
    for b, (i, _, n) in enumerate(blocks):
        start = None
        for k in range(i, i + n + 1):
            inside = k < i + n and (k in shifted or not base[k].strip())
            if inside and start is None and k in shifted:
                start = k
            elif not inside and start is not None:
                end = max(x for x in range(start, k) if x in shifted) + 1
                run = range(start, end)
                if _opened(base, side, blocks, b, run, shift):
                    runs.append(run)
                start = None
    return runs


def _opened(base: list[str], side: list[str], blocks: _Blocks, b: int, run: range,
            shift: _Shift) -> bool:
    """Does ``run`` start right under a line the side added at the run's old
    indentation (the opening of a block it wrapped the lines in: ``with x:``, ``try
    {``), or right under a base line the side deleted at the run's new indentation
    (the opening of a block it unwrapped)? Lines re-indented under no such line (inside
    a long string) are an edit, not a block. ``b``: the index of the run's block."""
    i, j, _ = blocks[b]
    added = shift[1]
    if run.start != i or (j if added else i) == 0:
        return False  # the line above is one the side kept, or there is none
    if b > 0:
        pi, pj, pn = blocks[b - 1]
        if (pj + pn == j) if added else (pi + pn == i):
            return False  # the line above is one the side kept
    opening = side[j - 1] if added else base[i - 1]
    first = base[i] if added else side[j]
    return _indent(opening) == _indent(first)


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


_Marked = list["str | tuple[str]"]  # lines, those inside a run as a 1-tuple


def _marked(lines: Sequence[str], runs: list[range]) -> _Marked:
    """``lines`` with each line inside a run marked for shifting."""
    inside = {k for run in runs for k in run}
    return [(line,) if k in inside else line for k, line in enumerate(lines)]


def _shift_all(lines: _Marked, shift: _Shift) -> list[str] | None:
    """The marked lines shifted, the others as they are; None when a line lacks the
    prefix to take away."""
    prefix, added = shift
    out = []
    for line in lines:
        if isinstance(line, tuple):
            text = line[0]
            if text.strip():
                if added:
                    text = prefix + text
                elif text.startswith(prefix):
                    text = text[len(prefix):]
                else:
                    return None
            line = text
        out.append(line)
    return out


def _carry(base: list[str], other: list[str], marked: _Marked, runs: list[range],
           shift: _Shift) -> tuple[list[str], list[str], set[str]] | None:
    """``other`` with the lines it kept or wrote inside a run shifted, the lines it wrote
    there, and the words its changes there took away; None when one of its changes
    crosses a run's edge or inserts at one."""
    out: _Marked = []
    moved: list[str] = []
    removed: set[str] = set()
    pos = 0
    for i0, n0, j0, n1 in diff_edits(base, other):
        inside = _run_holding(runs, i0, n0)
        if inside is None:
            return None
        out += marked[pos:i0]
        new = other[j0 : j0 + n1]
        if inside:
            moved += new
            if new:  # a replacement: its words may be a rename (lines deleted are gone)
                removed |= _words(base[i0 : i0 + n0]) - _words(new)
        out += [(line,) for line in new] if inside else new
        pos = i0 + n0
    out += marked[pos:]
    shifted = _shift_all(out, shift)
    return None if shifted is None else (shifted, moved, removed)


_WORD = re.compile(r"[A-Za-z_]\w*")


def _words(lines: Iterable[str]) -> set[str]:
    return {w for line in lines for w in _WORD.findall(line)}


def _run_holding(runs: list[range], i0: int, n0: int) -> bool | None:
    """Is a change of base lines ``i0 : i0 + n0`` (an insertion before ``i0`` when
    ``n0`` is 0) inside a run (True), clear of all (False), or across an edge or at one
    (None)?"""
    for run in runs:
        lo, hi = run.start, run.stop
        if n0 == 0:
            if lo < i0 < hi:
                return True
            if i0 in (lo, hi):
                return None
        elif lo <= i0 and i0 + n0 <= hi:
            return True
        elif i0 < hi and i0 + n0 > lo:
            return None
    return False
