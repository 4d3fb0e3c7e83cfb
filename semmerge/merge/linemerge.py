"""Line-based three-way merge that reproduces ``git merge-file``, plus a diff primitive.

In: base, left and right as lists of lines (:func:`split_lines` output: each line keeps
its ``"\\n"`` or ``"\\r\\n"``; the last line may lack one), or as whole texts.
Out: a :class:`LineMerge` -- the merged lines (conflict markers included) and the index
ranges of the conflict blocks in them. :func:`diff_blocks` gives the matching blocks of
two sequences of hashable items. :func:`merge_touching` goes beyond git: it applies both
sides' changes when they only touch, or when one holds the other, which git reports as a
conflict.

The two-way diff follows the behaviour of git's xdiff (default Myers algorithm): common
prefix and suffix are trimmed, lines without a counterpart (and frequent lines among
them) are set aside before the Myers search, the search gives up on a minimal answer
past an edit-cost bound, and change groups are slid down as far as possible (then up
again to line up with a change group of the other file). On top of that the merge
follows ``git merge-file``: ``style="diff3"`` is git's ``--diff3`` (merge level
"eager"), ``style="merge"`` is git's default style (level "zealous alnum": conflicts
are re-diffed, shrunk and split, and nearby ones joined again). Conflict markers take
CRLF line endings when the surrounding lines use CRLF, as git's do.

Deviation from git by design: when a diff would need more than :data:`WORK_BUDGET`
steps of Myers search (huge, very different inputs), the parts not yet aligned are
reported as changed wholesale instead of being aligned heuristically. Smaller ones: an
empty label gives a bare marker (git writes the marker plus a space), and text with NUL
characters is merged (git refuses it as binary).
"""

from __future__ import annotations

import time
from _thread import get_ident  # not threading: it costs the merge driver 2 ms of imports
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from itertools import chain, compress, count, repeat
from operator import not_

TYPE_CHECKING = False  # importing typing costs the merge driver start-up
if TYPE_CHECKING:
    import re
    from typing import TypeVar

    _T = TypeVar("_T")

__all__ = [
    "WORK_BUDGET",
    "LineConflict",
    "LineMerge",
    "diff_blocks",
    "diff_edits",
    "merge_lines",
    "merge_texts_by_line",
    "merge_touching",
    "remembered",
    "same_change",
    "split_lines",
]

# ---------------------------------------------------------------------------
# Public data
# ---------------------------------------------------------------------------


# Plain classes, not dataclasses: this module is on the merge driver's start-up path.


class LineConflict:
    """A conflict block of a :class:`LineMerge`: ``lines[start:end]`` runs from the
    ``<<<<<<<`` marker line through the ``>>>>>>>`` marker line."""

    __slots__ = ("start", "end")

    def __init__(self, start: int, end: int) -> None:
        self.start = start
        self.end = end

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LineConflict) and (self.start, self.end) == (
            other.start, other.end,
        )

    def __hash__(self) -> int:
        return hash((self.start, self.end))

    def __repr__(self) -> str:
        return f"LineConflict(start={self.start}, end={self.end})"


class LineMerge:
    """Merged lines (conflict markers included) and the conflict blocks among them."""

    __slots__ = ("lines", "conflicts")

    def __init__(self, lines: list[str], conflicts: list[LineConflict] | None = None) -> None:
        self.lines = lines
        self.conflicts = conflicts if conflicts is not None else []

    def __repr__(self) -> str:
        return f"LineMerge({len(self.lines)} lines, conflicts={self.conflicts!r})"

    @property
    def clean(self) -> bool:
        """True when the merge produced no conflict block."""
        return not self.conflicts

    @property
    def text(self) -> str:
        """The merged text."""
        return "".join(self.lines)


#: What :meth:`str.splitlines` breaks lines at besides "\n".
_OTHER_BREAKS = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029")


def split_lines(text: str) -> list[str]:
    """Split ``text`` after every ``"\\n"`` (only there), keeping the line endings.

    A ``"\\r\\n"`` line keeps ``"\\r\\n"``; the last line may lack a newline; ``""`` gives
    ``[]``. Unlike :meth:`str.splitlines`, form feeds, ``\\x1c``, ``\\u2028`` and the
    like stay inside their line.
    """
    if not text:
        return []
    lines = text.splitlines(keepends=True)
    # Every break was a "\n" (or "\r\n") when the text has no other line break
    # character (looking for each runs many times faster than counting the "\n"), or
    # when there are as many lines as "\n": the same as splitting on "\n".
    if not any(map(text.__contains__, _OTHER_BREAKS)) or (
        len(lines) == text.count("\n") + (not text.endswith("\n"))
    ):
        return lines
    parts = text.split("\n")
    last = parts.pop()
    lines = [part + "\n" for part in parts]
    if last:
        lines.append(last)
    return lines


# ---------------------------------------------------------------------------
# Two-way diff (xdiff's Myers variant)
# ---------------------------------------------------------------------------

#: Myers search work one diff may spend before the still unaligned parts are declared
#: changed wholesale, in steps along a snake; visiting a diagonal costs 4 steps. A diff
#: of two inputs of n lines together may spend the larger of WORK_BUDGET and
#: WORK_PER_LINE * n: a million steps take about 35 ms of CPU, so 0.3 s for an ordinary
#: file and 10 ms per thousand lines for a large one. Ordinary merges need a small
#: fraction of it; a 25,000-line generated header one side rewrote in 7,000 places needs
#: about 10 million, and a 60,000-line file of random lines changed at random 30 million
#: more than the allowance (6 s of search): past the budget such files conflict in
#: larger hunks than git's (never a clean merge git would not make: the unaligned lines
#: are changes).
WORK_BUDGET = 8_000_000
WORK_PER_LINE = 256
_DIAGONAL_COST = 4

# Per thread (an orchestrator may merge from a pool), the time.monotonic() values past
# which Myers searches stop aligning, innermost last (see time_limit).
_DEADLINES: dict[int, list[float]] = {}


def _deadline() -> float | None:
    stack = _DEADLINES.get(get_ident())
    return stack[-1] if stack else None


class time_limit:  # noqa: N801 - used as a context manager, like contextlib's
    """Within this block, diffs still searching at ``deadline`` report the parts not yet
    aligned as changed wholesale (as past the work budget): the structured merge checks
    the same deadline and falls back to the line merge, so coarse diffs never decide.
    (A class: contextlib costs the merge driver 4 ms of imports.)"""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline

    def __enter__(self) -> None:
        _DEADLINES.setdefault(get_ident(), []).append(self.deadline)

    def __exit__(self, *exc: object) -> None:
        thread = get_ident()
        _DEADLINES[thread].pop()
        if not _DEADLINES[thread]:
            del _DEADLINES[thread]


_MAX_EQ_LIMIT = 1024  # a line this frequent in the other file counts as "frequent"
_SIMSCAN_WINDOW = 100  # how far the frequent-line scan looks each way
_KPDIS_RUN = 4  # set aside a frequent line if unmatched ones around outnumber frequent 3:1
_MAX_COST_MIN = 256  # lowest edit cost after which the search takes a shortcut
_HEUR_MIN_COST = 256  # edit cost after which a long snake may be taken as split point
_SNAKE_CNT = 20  # a "long" snake
_K_HEUR = 4
_FAR = 1 << 62  # stands for "unreachable" in the backward search


def _bogosqrt(n: int) -> int:
    """The power of two near sqrt(n) that xdiff uses for its cost limits."""
    root = 1
    while n > 0:
        root <<= 1
        n >>= 2
    return root


def _common_prefix(a: list[Hashable], b: list[Hashable], limit: int) -> int:
    """Length of the common prefix, at most ``limit`` (compares growing slices first)."""
    done, step = 0, 32
    while done < limit:
        stop = min(done + step, limit)
        if a[done:stop] != b[done:stop]:
            break
        done, step = stop, step * 2
    while done < limit and a[done] == b[done]:
        done += 1
    return done


def _common_ends(a: list[Hashable], b: list[Hashable]) -> tuple[int, int]:
    """Lengths of the common prefix and of the common suffix (not overlapping it)."""
    limit = min(len(a), len(b))
    prefix = _common_prefix(a, b, limit)
    suffix = _common_prefix(a[::-1], b[::-1], limit - prefix)
    return prefix, suffix


def _kept(mid: list[Hashable], other_whole: list[Hashable], own_len: int) -> list[int]:
    """Which lines of ``mid`` enter the Myers search: a true (nonzero) item per line
    that does, 0 per line set aside (counted as changed). xdiff's classes: a line
    absent from the other file is always set aside; a frequent one (found there at
    least ``limit`` times) is when it sits in a run of absent and frequent lines
    dominated by absent ones (its "mmatch" rule); any other line is ordinary, and kept.

    The nonzero items are the counts in the other file: the common case (no frequent
    line set aside) needs no Python loop over the lines, only passes in C.
    """
    limit = min(_bogosqrt(own_len), _MAX_EQ_LIMIT)
    # A few lines are counted one by one; more at once.
    if len(mid) <= 8:
        counts = list(map(other_whole.count, mid))
    else:
        counts = list(map(_line_counts(other_whole).get, mid, repeat(0)))
    last = len(counts) - 1
    aside = []
    # Only frequent lines are visited (found in C); one next to an ordinary line (or an
    # end) has no absent line on that side and stays: most (blank lines) sit so.
    for i in compress(count(), map(limit.__le__, counts)):
        if not 0 < i < last or 0 < counts[i - 1] < limit or 0 < counts[i + 1] < limit:
            continue
        # The run around i stops at the nearest ordinary line each way, or the window.
        before0, before_f = _run(counts, i, -1, max(i - _SIMSCAN_WINDOW, 0), limit)
        after0, after_f = _run(counts, i, 1, min(i + _SIMSCAN_WINDOW, last), limit)
        if before0 and after0:
            frequent = 2 + before_f + after_f
            if frequent * _KPDIS_RUN < frequent + before0 + after0:
                aside.append(i)
    for i in aside:  # after the scan: each run is judged on the classes as counted
        counts[i] = 0
    return counts


def _line_counts(lines: list[Hashable]) -> Counter[Hashable]:
    """How often each line occurs in ``lines``, remembered for the last two lists: a
    merge diffs base against left and against right, and would count base twice."""
    return remembered(_COUNTS, lines, Counter, 2)


_COUNTS: list[tuple[list[Hashable], Counter[Hashable]]] = []


def remembered(
    memo: list[tuple[list[Hashable], _T]], lines: list[Hashable],
    compute: Callable[[list[Hashable]], _T], size: int,
) -> _T:
    """``compute(lines)``, kept in ``memo`` for the last ``size`` lists: the steps of one
    merge ask about the same versions again. A copy of each list is kept and compared
    by content, which costs little for the very same list (its items are the same
    objects) and is never wrong for one changed since."""
    for seen, answer in reversed(memo[:]):  # a copy: another thread may change it
        if len(seen) == len(lines) and seen == lines:
            return answer
    answer = compute(lines)
    memo.append((lines[:], answer))
    del memo[:-size]
    return answer


def _run(counts: list[int], i: int, step: int, stop: int, limit: int) -> tuple[int, int]:
    """(absent, frequent) lines from ``i + step`` to ``stop`` (included), going
    ``step``, up to the first ordinary line (a count below ``limit`` but not 0)."""
    absent = frequent = 0
    end = stop + step
    for c in counts[i + step : end if end >= 0 else None : step]:
        if c == 0:
            absent += 1
        elif c < limit:
            break
        else:
            frequent += 1
    return absent, frequent


def _run_forward(a: list[int], b: list[int], i: int, j: int, limit: int) -> int:
    """Length of the equal run ``a[i:] == b[j:]``, at most ``limit`` (``a[i] == b[j]``).

    A snake of the Myers search: compared item by item for a few steps, then in slices
    of growing length (a slice comparison runs in C; long snakes cross unchanged code).
    """
    n = 1
    while n < limit and n < 8:
        if a[i + n] != b[j + n]:
            return n
        n += 1
    step = 8
    while n < limit:
        stop = min(n + step, limit)
        if a[i + n : i + stop] != b[j + n : j + stop]:
            break
        n, step = stop, step * 2
    while n < limit and a[i + n] == b[j + n]:
        n += 1
    return n


def _run_backward(a: list[int], b: list[int], i: int, j: int, limit: int) -> int:
    """Length of the equal run ending before ``a[i]`` and ``b[j]``, at most ``limit``
    (``a[i - 1] == b[j - 1]``); see :func:`_run_forward`."""
    n = 1
    while n < limit and n < 8:
        if a[i - n - 1] != b[j - n - 1]:
            return n
        n += 1
    step = 8
    while n < limit:
        stop = min(n + step, limit)
        if a[i - stop : i - n] != b[j - stop : j - n]:
            break
        n, step = stop, step * 2
    while n < limit and a[i - n - 1] == b[j - n - 1]:
        n += 1
    return n


class _Split:
    """Where the Myers search cuts a box in two, and whether each half needs a
    minimal (heuristic-free) search."""

    __slots__ = ("i1", "i2", "min_lo", "min_hi")

    def __init__(self, i1: int, i2: int, min_lo: bool, min_hi: bool) -> None:
        self.i1 = i1
        self.i2 = i2
        self.min_lo = min_lo
        self.min_hi = min_hi


class _Myers:
    """Divide-and-conquer Myers search over two id sequences, marking changed items.

    ``index1``/``index2`` map positions in ``ha1``/``ha2`` to positions in the change
    flags ``flags1``/``flags2``.
    """

    def __init__(
        self,
        ha: tuple[list[int], list[int]],
        index: tuple[list[int], list[int]],
        flags: tuple[bytearray, bytearray],
        budget: int,
    ) -> None:
        self.ha1, self.ha2 = ha
        self.index1, self.index2 = index
        self.flags1, self.flags2 = flags
        n1, n2 = len(self.ha1), len(self.ha2)
        self.mxcost = max(_bogosqrt(n1 + n2 + 3), _MAX_COST_MIN)
        self.zero = n2 + 1  # list index of diagonal 0
        self.kf = [0] * (n1 + n2 + 3)
        self.kb = [0] * (n1 + n2 + 3)
        self.work_left = budget
        self.deadline = _deadline()

    def run(self) -> None:
        """Compare everything, marking the changed items."""
        stack = [(0, len(self.ha1), 0, len(self.ha2), False)]
        while stack:
            off1, lim1, off2, lim2, need_min = stack.pop()
            ha1, ha2 = self.ha1, self.ha2
            # The box's common ends, compared in slices: a box may begin or end with
            # the long snake its parent was cut at.
            if off1 < lim1 and off2 < lim2 and ha1[off1] == ha2[off2]:
                n = _run_forward(ha1, ha2, off1, off2, min(lim1 - off1, lim2 - off2))
                off1 += n
                off2 += n
            if off1 < lim1 and off2 < lim2 and ha1[lim1 - 1] == ha2[lim2 - 1]:
                n = _run_backward(ha1, ha2, lim1, lim2, min(lim1 - off1, lim2 - off2))
                lim1 -= n
                lim2 -= n
            if off1 == lim1 or off2 == lim2:
                self._mark(off1, lim1, off2, lim2)
                continue
            spl = self._split(off1, lim1, off2, lim2, need_min)
            if spl is None:  # over budget: everything in this box is changed
                self._mark(off1, lim1, off2, lim2)
                continue
            stack.append((spl.i1, lim1, spl.i2, lim2, spl.min_hi))
            stack.append((off1, spl.i1, off2, spl.i2, spl.min_lo))

    def _mark(self, off1: int, lim1: int, off2: int, lim2: int) -> None:
        # From the first to the last item of the box, in one slice: the items between
        # that the search does not see were set aside, and are marked already.
        for index, flags, lo, hi in ((self.index1, self.flags1, off1, lim1),
                                     (self.index2, self.flags2, off2, lim2)):
            if lo < hi:
                first, last = index[lo], index[hi - 1] + 1
                flags[first:last] = b"\x01" * (last - first)

    def _split(self, off1: int, lim1: int, off2: int, lim2: int, need_min: bool) -> _Split | None:
        """Find the middle snake of the box (or a heuristic cut point once costly)."""
        ha1, ha2, kf, kb, z = self.ha1, self.ha2, self.kf, self.kb, self.zero
        dmin, dmax = off1 - lim2, lim1 - off2
        fmid, bmid = off1 - off2, lim1 - lim2
        odd = (fmid - bmid) & 1
        fmin = fmax = fmid
        bmin = bmax = bmid
        kf[fmid + z] = off1
        kb[bmid + z] = lim1
        ec = 0
        while True:
            ec += 1
            work = 0
            got_snake = False
            # Forward paths: widen the diagonal range by one (or narrow it at the box edge).
            if fmin > dmin:
                fmin -= 1
                kf[fmin - 1 + z] = -1
            else:
                fmin += 1
            if fmax < dmax:
                fmax += 1
                kf[fmax + 1 + z] = -1
            else:
                fmax -= 1
            # The loops run over list indexes k = d + z (diagonal d); i2 = i1 - d. Work is
            # counted per diagonal after the loop, plus the length of each snake in it.
            work += _DIAGONAL_COST * ((fmax - fmin) // 2 + 1)
            for k in range(fmax + z, fmin + z - 1, -2):
                lo, hi = kf[k - 1], kf[k + 1]
                i1 = lo + 1 if lo >= hi else hi
                i2 = i1 - k + z
                if i1 < lim1 and i2 < lim2 and ha1[i1] == ha2[i2]:
                    n = _run_forward(ha1, ha2, i1, i2, min(lim1 - i1, lim2 - i2))
                    i1 += n
                    i2 += n
                    work += n
                    if n > _SNAKE_CNT:
                        got_snake = True
                kf[k] = i1
                if odd and bmin + z <= k <= bmax + z and kb[k] <= i1:
                    return _Split(i1, i2, True, True)
            # Backward paths.
            if bmin > dmin:
                bmin -= 1
                kb[bmin - 1 + z] = _FAR
            else:
                bmin += 1
            if bmax < dmax:
                bmax += 1
                kb[bmax + 1 + z] = _FAR
            else:
                bmax -= 1
            work += _DIAGONAL_COST * ((bmax - bmin) // 2 + 1)
            for k in range(bmax + z, bmin + z - 1, -2):
                lo, hi = kb[k - 1], kb[k + 1]
                i1 = lo if lo < hi else hi - 1
                i2 = i1 - k + z
                if i1 > off1 and i2 > off2 and ha1[i1 - 1] == ha2[i2 - 1]:
                    n = _run_backward(ha1, ha2, i1, i2, min(i1 - off1, i2 - off2))
                    i1 -= n
                    i2 -= n
                    work += n
                    if n > _SNAKE_CNT:
                        got_snake = True
                kb[k] = i1
                if not odd and fmin + z <= k <= fmax + z and i1 <= kf[k]:
                    return _Split(i1, i2, True, True)
            self.work_left -= work
            if self.work_left < 0:
                return None
            if self.deadline is not None and ec % 8 == 0 and time.monotonic() > self.deadline:
                return None
            if need_min:
                continue
            box = (off1, lim1, off2, lim2)
            if got_snake and ec > _HEUR_MIN_COST:
                spl = self._snake_cut(box, (fmin, fmax, fmid), (bmin, bmax, bmid), ec)
                if spl is not None:
                    return spl
            if ec >= self.mxcost:
                return self._furthest_cut(box, (fmin, fmax), (bmin, bmax))

    def _snake_cut(
        self,
        box: tuple[int, int, int, int],
        fwd: tuple[int, int, int],
        bwd: tuple[int, int, int],
        ec: int,
    ) -> _Split | None:
        """A path that got far, away from the middle diagonal, ending in a long snake."""
        off1, lim1, off2, lim2 = box
        ha1, ha2, z = self.ha1, self.ha2, self.zero
        fmin, fmax, fmid = fwd
        best, cut = 0, (0, 0)
        for d in range(fmax, fmin - 1, -2):
            i1 = self.kf[d + z]
            i2 = i1 - d
            v = (i1 - off1) + (i2 - off2) - abs(d - fmid)
            if (
                v > _K_HEUR * ec
                and v > best
                and off1 + _SNAKE_CNT <= i1 < lim1
                and off2 + _SNAKE_CNT <= i2 < lim2
                and all(ha1[i1 - k] == ha2[i2 - k] for k in range(1, _SNAKE_CNT + 1))
            ):
                best, cut = v, (i1, i2)
        if best > 0:
            return _Split(cut[0], cut[1], True, False)
        bmin, bmax, bmid = bwd
        for d in range(bmax, bmin - 1, -2):
            i1 = self.kb[d + z]
            i2 = i1 - d
            v = (lim1 - i1) + (lim2 - i2) - abs(d - bmid)
            if (
                v > _K_HEUR * ec
                and v > best
                and off1 < i1 <= lim1 - _SNAKE_CNT
                and off2 < i2 <= lim2 - _SNAKE_CNT
                and all(ha1[i1 + k] == ha2[i2 + k] for k in range(_SNAKE_CNT))
            ):
                best, cut = v, (i1, i2)
        if best > 0:
            return _Split(cut[0], cut[1], False, True)
        return None

    def _furthest_cut(
        self, box: tuple[int, int, int, int], fwd: tuple[int, int], bwd: tuple[int, int]
    ) -> _Split:
        """Give up on minimality: cut at the furthest-reaching forward or backward path."""
        off1, lim1, off2, lim2 = box
        z = self.zero
        fbest, fbest1 = -1, -1
        for d in range(fwd[1], fwd[0] - 1, -2):
            i1 = min(self.kf[d + z], lim1)
            i2 = i1 - d
            if lim2 < i2:
                i1, i2 = lim2 + d, lim2
            if fbest < i1 + i2:
                fbest, fbest1 = i1 + i2, i1
        bbest, bbest1 = _FAR, _FAR
        for d in range(bwd[1], bwd[0] - 1, -2):
            i1 = max(off1, self.kb[d + z])
            i2 = i1 - d
            if i2 < off2:
                i1, i2 = off2 + d, off2
            if i1 + i2 < bbest:
                bbest, bbest1 = i1 + i2, i1
        if (lim1 + lim2) - bbest < fbest - (off1 + off2):
            return _Split(fbest1, fbest - fbest1, True, False)
        return _Split(bbest1, bbest - bbest1, False, True)


def _nonempty_group_ranks(flags: bytearray) -> set[int]:
    """Ranks (number of unchanged items before) of the change groups in ``flags``."""
    ranks: set[int] = set()
    changed_before = pos = 0
    while (start := flags.find(1, pos)) >= 0:
        end = flags.find(0, start)
        ranks.add(start - changed_before)
        changed_before += end - start
        pos = end
    return ranks


class _Compactor:
    """Slides the change groups of one file (xdiff's ``xdl_change_compact``).

    Each group is moved down as far as equal items allow, merging with groups it
    bumps into, then moved back up to line up with the last position where the
    other file has a change group at the same rank, if any. ``flags`` has one byte
    per item plus a trailing 0 (which index -1 also reads).
    """

    def __init__(self, items: Sequence[Hashable], flags: bytearray, other: bytearray) -> None:
        self.items = items
        self.flags = flags
        self.other_ranks = _nonempty_group_ranks(other)
        self.start = self.end = self.rank = 0

    def run(self) -> None:
        flags = self.flags
        start = flags.find(1)
        self.rank = start
        while start >= 0:
            self.start, self.end = start, flags.find(0, start)
            self._compact_group()
            start = flags.find(1, self.end)
            self.rank += start - self.end

    def _slide_up(self) -> bool:
        items, flags = self.items, self.flags
        if self.start == 0 or items[self.start - 1] != items[self.end - 1]:
            return False
        self.start -= 1
        self.end -= 1
        flags[self.start] = 1
        flags[self.end] = 0
        while flags[self.start - 1]:
            self.start -= 1
        self.rank -= 1
        return True

    def _slide_down(self) -> bool:
        items, flags = self.items, self.flags
        if self.end >= len(items) or items[self.start] != items[self.end]:
            return False
        flags[self.start] = 0
        flags[self.end] = 1
        self.start += 1
        self.end += 1
        while flags[self.end]:
            self.end += 1
        self.rank += 1
        return True

    def _compact_group(self) -> None:
        while True:
            size = self.end - self.start
            while self._slide_up():
                pass
            earliest_end = self.end
            aligned_end = self.end if self.rank in self.other_ranks else -1
            while self._slide_down():
                if self.rank in self.other_ranks:
                    aligned_end = self.end
            if size == self.end - self.start:
                break
        if self.end != earliest_end and aligned_end != -1:
            while self.rank not in self.other_ranks and self._slide_up():
                pass


def work_budget(na: int, nb: int) -> int:
    """The search steps a diff of inputs of ``na`` and ``nb`` lines may spend."""
    return max(WORK_BUDGET, WORK_PER_LINE * (na + nb))


def _diff_flags(
    a: Sequence[Hashable], b: Sequence[Hashable], budget: int | None = None
) -> tuple[bytearray, bytearray]:
    """Per-item change flags of ``a`` and ``b`` (each with a trailing 0 byte)."""
    a = a if isinstance(a, list) else list(a)
    b = b if isinstance(b, list) else list(b)
    na, nb = len(a), len(b)
    if budget is None:
        budget = work_budget(na, nb)
    flags_a, flags_b = bytearray(na + 1), bytearray(nb + 1)
    prefix, suffix = _common_ends(a, b)
    mid_a, mid_b = a[prefix : na - suffix], b[prefix : nb - suffix]
    if mid_a and mid_b:
        _search(mid_a, mid_b, (a, b), (flags_a, flags_b), prefix, budget)
    else:
        flags_a[prefix : na - suffix] = b"\x01" * len(mid_a)
        flags_b[prefix : nb - suffix] = b"\x01" * len(mid_b)
    if mid_a or mid_b:
        _Compactor(a, flags_a, flags_b).run()
        _Compactor(b, flags_b, flags_a).run()
    return flags_a, flags_b


def _search(
    mid_a: list[Hashable],
    mid_b: list[Hashable],
    whole: tuple[list[Hashable], list[Hashable]],
    flags: tuple[bytearray, bytearray],
    offset: int,
    budget: int,
) -> None:
    """Mark the changed items of the untrimmed middles (set-aside lines, then Myers)."""
    kept_a = _kept(mid_a, whole[1], len(whole[0]))
    kept_b = _kept(mid_b, whole[0], len(whole[1]))
    flags[0][offset : offset + len(mid_a)] = bytes(map(not_, kept_a))  # all 0 so far
    flags[1][offset : offset + len(mid_b)] = bytes(map(not_, kept_b))
    lines_a, lines_b = list(compress(mid_a, kept_a)), list(compress(mid_b, kept_b))
    # Items become ints (equal items, one int object): the search compares them fast.
    # Each line's int is its last position in the two lists: one dict pass.
    ids = dict(zip(chain(lines_a, lines_b), count()))
    ha_a, ha_b = list(map(ids.__getitem__, lines_a)), list(map(ids.__getitem__, lines_b))
    index_a = list(compress(range(offset, offset + len(mid_a)), kept_a))
    index_b = list(compress(range(offset, offset + len(mid_b)), kept_b))
    _Myers((ha_a, ha_b), (index_a, index_b), flags, budget).run()


def _edit_script(flags_a: bytearray, flags_b: bytearray) -> list[tuple[int, int, int, int]]:
    """Change hunks ``(start_a, count_a, start_b, count_b)`` from the change flags."""
    na, nb = len(flags_a) - 1, len(flags_b) - 1
    hunks = []
    i = j = 0
    while True:
        next_a, next_b = flags_a.find(1, i), flags_b.find(1, j)
        if next_a < 0:
            next_a = na
        if next_b < 0:
            next_b = nb
        skip = min(next_a - i, next_b - j)
        i += skip
        j += skip
        if i >= na and j >= nb:
            return hunks
        end_a, end_b = flags_a.find(0, i), flags_b.find(0, j)
        hunks.append((i, end_a - i, j, end_b - j))
        i, j = end_a, end_b


#: Recent diffs, least recently used first: (a, b, budget, hunks), a and b copies.
#: Diffs of large inputs (whole files, mostly) have a memo of their own: a structured
#: merge makes dozens of small diffs between the whole-file diff of the line merge and
#: the checks that diff the same files again, and would push it out of a shared one.
_Entry = tuple[list[Hashable], list[Hashable], int, list[tuple[int, int, int, int]]]
_MEMO: list[_Entry] = []
_MEMO_SIZE = 16
_MEMO_LARGE: list[_Entry] = []
_MEMO_LARGE_SIZE = 6
_LARGE = 1000  # lines of both inputs together


def _diff(
    a: Sequence[Hashable], b: Sequence[Hashable], budget: int | None = None
) -> list[tuple[int, int, int, int]]:
    """git-like change hunks ``(start_a, count_a, start_b, count_b)`` from a to b.

    Memoized on content, least recently used out: the merge and the checks after it
    diff the same whole files again, between the many small diffs of a structured merge.
    The memo is a short list compared by length, then by content: hashing a file's
    lines for a dict key costs more than the comparisons, which mostly meet the very
    same line objects.
    """
    a = a if isinstance(a, list) else list(a)
    b = b if isinstance(b, list) else list(b)
    if budget is None:
        budget = work_budget(len(a), len(b))
    memo, size = (
        (_MEMO_LARGE, _MEMO_LARGE_SIZE) if len(a) + len(b) >= _LARGE else (_MEMO, _MEMO_SIZE)
    )
    entry = _recall(memo, a, b, budget)
    if entry is None:
        entry = (a[:], b[:], budget, _edit_script(*_diff_flags(a, b, budget)))
    else:
        _forget(memo, entry)
    memo.append(entry)  # last: the most recently used
    if len(memo) > size:
        try:  # noqa: SIM105 - contextlib costs the merge driver 4 ms of imports
            _forget(memo, memo[0])
        except IndexError:
            pass  # another thread emptied the memo meanwhile
    return list(entry[3])


def _recall(memo: list[_Entry], a: list[Hashable], b: list[Hashable], budget: int) -> _Entry | None:
    """The memo's entry for a diff of ``a`` and ``b`` with ``budget``, if any."""
    na, nb = len(a), len(b)
    for entry in reversed(memo[:]):  # a copy: another thread may change the memo
        old_a, old_b, old_budget, _ = entry
        if len(old_a) == na and len(old_b) == nb and old_budget == budget and (
            old_a == a and old_b == b
        ):
            return entry
    return None


def _forget(memo: list[_Entry], entry: _Entry) -> None:
    """Take ``entry`` out of the memo (by identity: comparing entries compares files)."""
    for k in range(len(memo) - 1, -1, -1):
        try:
            if memo[k] is entry:
                del memo[k]
                return
        except IndexError:
            return  # another thread shortened the memo meanwhile


def diff_edits(a: Sequence[Hashable], b: Sequence[Hashable]) -> list[tuple[int, int, int, int]]:
    """The changes from a to b, ``(start_a, count_a, start_b, count_b)`` each, in order
    (the same alignment as :func:`diff_blocks`)."""
    return _diff(a, b)


def diff_blocks(
    a: Sequence[Hashable], b: Sequence[Hashable], *, budget: int | None = None
) -> list[tuple[int, int, int]]:
    """Matching blocks ``(i, j, n)`` with ``a[i:i+n] == b[j:j+n]``, in increasing order.

    The alignment is git's Myers diff (see the module docstring); no zero-length
    sentinel block is appended. Past ``budget`` search steps (default
    :func:`work_budget`), the parts not yet aligned are treated as changed wholesale.
    """
    blocks = []
    i = j = 0
    for start_a, count_a, start_b, count_b in _diff(a, b, budget):
        if start_a > i:
            blocks.append((i, j, start_a - i))
        i, j = start_a + count_a, start_b + count_b
    if i < len(a):
        blocks.append((i, j, len(a) - i))
    return blocks


# ---------------------------------------------------------------------------
# Three-way merge (xdiff's xmerge)
# ---------------------------------------------------------------------------

_CONFLICT, _LEFT, _RIGHT, _SAME = 0, 1, 2, 4

Edit = tuple[int, int, int, int]  # (base start, base count, side start, side count)


class _Hunk:
    """One region of the merge: taken from left, from right, identical, or a conflict.

    ``i0``/``n0`` span base lines, ``i1``/``n1`` left lines, ``i2``/``n2`` right lines.
    """

    __slots__ = ("mode", "i0", "n0", "i1", "n1", "i2", "n2")

    def __init__(self, mode: int, i0: int, n0: int, i1: int, n1: int, i2: int, n2: int) -> None:
        self.mode = mode
        self.i0 = i0
        self.n0 = n0
        self.i1 = i1
        self.n1 = n1
        self.i2 = i2
        self.n2 = n2


def _append_hunk(hunks: list[_Hunk], new: _Hunk) -> None:
    """Append ``new``, fusing it into the last hunk when they touch on either side."""
    if hunks:
        last = hunks[-1]
        if new.i1 <= last.i1 + last.n1 or new.i2 <= last.i2 + last.n2:
            if new.mode != last.mode:
                last.mode = _CONFLICT
            last.n0 = new.i0 + new.n0 - last.i0
            last.n1 = new.i1 + new.n1 - last.i1
            last.n2 = new.i2 + new.n2 - last.i2
            return
    hunks.append(new)


def _conflict_hunk(x: Edit, y: Edit) -> _Hunk:
    """The conflict covering left edit ``x`` and right edit ``y`` (which overlap)."""
    off = x[0] - y[0]
    i0, i1, i2 = x[0], x[2], y[2]
    if off > 0:
        i0 -= off
        i1 -= off
    else:
        i2 += off
    n0, n1, n2 = x[0] + x[1] - i0, x[2] + x[3] - i1, y[2] + y[3] - i2
    overhang = (x[0] + x[1]) - (y[0] + y[1])
    if overhang < 0:
        n0 -= overhang
        n1 -= overhang
    else:
        n2 += overhang
    return _Hunk(_CONFLICT, i0, n0, i1, n1, i2, n2)


def _same_edit(x: Edit, y: Edit, left: Sequence[str], right: Sequence[str]) -> bool:
    """Both sides made exactly the same change."""
    return (
        x[0] == y[0]
        and x[1] == y[1]
        and x[3] == y[3]
        and all(left[x[2] + k] == right[y[2] + k] for k in range(x[3]))
    )


def _collect_hunks(
    edits: tuple[list[Edit], list[Edit]],
    lines: tuple[Sequence[str], Sequence[str], Sequence[str]],
) -> list[_Hunk]:
    """Walk both edit scripts in base order, producing the merge hunks."""
    left_edits, right_edits = edits
    base, left, right = lines
    hunks: list[_Hunk] = []
    p = q = 0
    while p < len(left_edits) and q < len(right_edits):
        x, y = left_edits[p], right_edits[q]
        end_x, end_y = x[0] + x[1], y[0] + y[1]
        if end_x < y[0]:
            _append_hunk(hunks, _Hunk(_LEFT, x[0], x[1], x[2], x[3], y[2] - y[0] + x[0], x[1]))
            p += 1
            continue
        if end_y < x[0]:
            _append_hunk(hunks, _Hunk(_RIGHT, y[0], y[1], x[2] - x[0] + y[0], y[1], y[2], y[3]))
            q += 1
            continue
        if not _same_edit(x, y, left, right):
            _append_hunk(hunks, _conflict_hunk(x, y))
        if end_x >= end_y:
            q += 1
        if end_y >= end_x:
            p += 1
    for x in left_edits[p:]:
        i2 = x[0] + len(right) - len(base)
        _append_hunk(hunks, _Hunk(_LEFT, x[0], x[1], x[2], x[3], i2, x[1]))
    for y in right_edits[q:]:
        i1 = y[0] + len(left) - len(base)
        _append_hunk(hunks, _Hunk(_RIGHT, y[0], y[1], i1, y[1], y[2], y[3]))
    return hunks


def _refine_conflicts(hunks: list[_Hunk], left: Sequence[str], right: Sequence[str]) -> list[_Hunk]:
    """Re-diff each conflict's two sides: equal parts leave the conflict, which may split."""
    out: list[_Hunk] = []
    for hunk in hunks:
        if hunk.mode != _CONFLICT or hunk.n1 == 0 or hunk.n2 == 0:
            out.append(hunk)
            continue
        ours = left[hunk.i1 : hunk.i1 + hunk.n1]
        theirs = right[hunk.i2 : hunk.i2 + hunk.n2]
        script = _diff(ours, theirs)
        if not script:
            hunk.mode = _SAME
            out.append(hunk)
            continue
        for s1, c1, s2, c2 in script:
            out.append(_Hunk(_CONFLICT, hunk.i0, hunk.n0, hunk.i1 + s1, c1, hunk.i2 + s2, c2))
    return out


def _has_alnum(lines: Sequence[str]) -> bool:
    """Some line holds an ASCII letter or digit (git's notion of "alnum")."""
    return any(ch.isascii() and ch.isalnum() for line in lines for ch in line)


def _join_close_conflicts(hunks: list[_Hunk], left: Sequence[str]) -> list[_Hunk]:
    """Join conflicts separated by at most 3 lines, or by lines without letters/digits."""
    out: list[_Hunk] = []
    for hunk in hunks:
        prev = out[-1] if out else None
        if prev is not None and prev.mode == _CONFLICT and hunk.mode == _CONFLICT:
            gap = left[prev.i1 + prev.n1 : hunk.i1]
            if len(gap) <= 3 or not _has_alnum(gap):
                prev.n1 = hunk.i1 + hunk.n1 - prev.i1
                prev.n2 = hunk.i2 + hunk.n2 - prev.i2
                continue
        out.append(hunk)
    return out


def _eol_crlf(lines: Sequence[str], i: int) -> int:
    """1 if line ``i`` ends in CRLF, 0 if in LF, -1 if unknown (git's ``is_eol_crlf``).

    A last line without newline is judged by the line before it.
    """
    if i < len(lines) - 1:
        return int(lines[i].endswith("\r\n"))
    if not lines:
        return -1
    if lines[i].endswith("\n"):
        return int(lines[i].endswith("\r\n"))
    if i == 0:
        return -1
    return int(lines[i - 1].endswith("\r\n"))


class _Renderer:
    """Writes the merge hunks out as lines, with conflict markers."""

    def __init__(
        self,
        lines: tuple[Sequence[str], Sequence[str], Sequence[str]],
        labels: tuple[str | None, str | None, str | None],
        marker_size: int,
        diff3: bool,
    ) -> None:
        self.base, self.left, self.right = lines
        self.labels = labels
        self.marker_size = marker_size if marker_size > 0 else 7
        self.diff3 = diff3
        self.out: list[str] = []
        self.conflicts: list[LineConflict] = []

    def render(self, hunks: list[_Hunk]) -> LineMerge:
        pos = 0  # next left line not yet written
        for hunk in hunks:
            if hunk.mode == _SAME:
                continue
            self.out.extend(self.left[pos : hunk.i1])
            if hunk.mode == _CONFLICT:
                self._conflict(hunk)
            elif hunk.mode == _LEFT:
                self.out.extend(self.left[hunk.i1 : hunk.i1 + hunk.n1])
            else:
                self.out.extend(self.right[hunk.i2 : hunk.i2 + hunk.n2])
            pos = hunk.i1 + hunk.n1
        self.out.extend(self.left[pos:])
        return LineMerge(self.out, self.conflicts)

    def _needs_crlf(self, hunk: _Hunk) -> bool:
        """git's ``is_cr_needed``: CRLF when left, right and base all look CRLF here."""
        crlf = _eol_crlf(self.left, hunk.i1 - 1 if hunk.i1 else 0)
        if crlf:
            crlf = _eol_crlf(self.right, hunk.i2 - 1 if hunk.i2 else 0)
        if crlf:
            crlf = _eol_crlf(self.base, 0)
        return crlf == 1

    def _marker(self, char: str, label: str | None, eol: str) -> None:
        text = char * self.marker_size
        self.out.append(f"{text} {label}{eol}" if label else f"{text}{eol}")

    def _section(self, lines: Sequence[str], eol: str) -> None:
        """Copy lines; a last line without newline gets one (``eol``)."""
        self.out.extend(lines)
        if lines and not lines[-1].endswith("\n"):
            self.out[-1] += eol

    def _conflict(self, hunk: _Hunk) -> None:
        eol = "\r\n" if self._needs_crlf(hunk) else "\n"
        left_label, base_label, right_label = self.labels
        first = len(self.out)
        self._marker("<", left_label, eol)
        self._section(self.left[hunk.i1 : hunk.i1 + hunk.n1], eol)
        if self.diff3:
            self._marker("|", base_label, eol)
            self._section(self.base[hunk.i0 : hunk.i0 + hunk.n0], eol)
        self._marker("=", None, eol)
        self._section(self.right[hunk.i2 : hunk.i2 + hunk.n2], eol)
        self._marker(">", right_label, eol)
        self.conflicts.append(LineConflict(first, len(self.out)))


def merge_lines(
    base: Sequence[str],
    left: Sequence[str],
    right: Sequence[str],
    *,
    marker_size: int = 7,
    left_label: str | None = None,
    base_label: str | None = None,
    right_label: str | None = None,
    style: str = "diff3",
) -> LineMerge:
    """Three-way merge of line lists (as produced by :func:`split_lines`).

    Behaves like ``git merge-file -p [--diff3] -L left -L base -L right left base
    right``: ``style="diff3"`` shows the base between ``|||||||`` and ``=======``;
    ``style="merge"`` leaves it out and shrinks/splits conflicts as git does. An empty
    label is treated like ``None`` (marker without trailing space). A ``marker_size``
    of 0 or less means 7, as in git.
    """
    if style not in ("diff3", "merge"):
        raise ValueError(f"unknown conflict style {style!r} (expected 'diff3' or 'merge')")
    base, left, right = list(base), list(left), list(right)
    left_edits = _diff(base, left)
    if not left_edits:
        return LineMerge(right, [])
    right_edits = _diff(base, right)
    if not right_edits:
        return LineMerge(left, [])
    hunks = _collect_hunks((left_edits, right_edits), (base, left, right))
    if style == "merge":
        hunks = _join_close_conflicts(_refine_conflicts(hunks, left, right), left)
    labels = (left_label, base_label, right_label)
    renderer = _Renderer((base, left, right), labels, marker_size, style == "diff3")
    return renderer.render(hunks)


def whole_conflict(
    base: Sequence[str], left: Sequence[str], right: Sequence[str], *,
    marker_size: int = 7, left_label: str | None = None, base_label: str | None = None,
    right_label: str | None = None, style: str = "diff3",
) -> LineMerge:
    """One conflict block over all of ``left`` and ``right`` (and ``base``), for a
    clean line merge that a check rejects: the lines the sides share are in both
    sections, as they are in neither's change alone."""
    base, left, right = list(base), list(left), list(right)
    hunk = _Hunk(_CONFLICT, 0, len(base), 0, len(left), 0, len(right))
    labels = (left_label, base_label, right_label)
    return _Renderer((base, left, right), labels, marker_size, style == "diff3").render([hunk])


def merge_texts_by_line(
    base: str,
    left: str,
    right: str,
    *,
    marker_size: int = 7,
    left_label: str | None = None,
    base_label: str | None = None,
    right_label: str | None = None,
    style: str = "diff3",
) -> LineMerge:
    """:func:`merge_lines` on whole texts (split with :func:`split_lines`)."""
    return merge_lines(
        split_lines(base),
        split_lines(left),
        split_lines(right),
        marker_size=marker_size,
        left_label=left_label,
        base_label=base_label,
        right_label=right_label,
        style=style,
    )


# ---------------------------------------------------------------------------
# Touching changes (beyond git)
# ---------------------------------------------------------------------------


_LineMerger = Callable[[str, str, str], "str | None"]  # base, left, right line -> merged


def merge_touching(
    base: Sequence[str],
    left: Sequence[str],
    right: Sequence[str],
    merge_line: _LineMerger | None = None,
) -> list[str] | None:
    """Both sides' changes applied, or None when they collide.

    git reports a conflict when two changes touch, even when they share no base line
    (left rewrites line 10, right line 11). This applies both when no two changes of
    different sides overlap; it declines (None) when both insert at one place (their
    order is unknown), or when touching changes add the same line or write the same
    distinctive string (each side made one change its own way: applying both would
    hold it twice). A deletion next to the other
    side's change is applied with it: what the other side wrote inside the deleted lines
    (a statement added to a block the other side removed, before its closing brace)
    overlaps the deletion; a line indented into a Python block the deletion removed
    no longer parses, and the checks after the merge decline the result.

    Changes that overlap are merged line by line when every one of them replaces lines
    one for one (so each line of either side stands for one base line): a line only one
    side changed takes that change, a line both changed alike takes it once, and a line
    both changed differently goes to ``merge_line`` (base, left, right -> line or None;
    without it, such a line is a collision). Two changes where one side's spans the
    other's base lines and its new lines hold the other's plus lines of its own give
    that side's lines (:func:`_extended`).
    """
    base = list(base)
    edits = _side_edits(base, left, 1) + _side_edits(base, right, 2)
    out: list[str] = []
    pos = 0
    for group in _collisions(_unite(edits), base):
        start, end = group[0][0], max(e[0] + e[1] for e in group)
        merged = (
            group[0][2] if len(group) == 1
            else _merge_aligned(base[start:end], group, merge_line)
            or _extended(group, base)
        )
        if merged is None:
            return None
        out += base[pos:start]
        out += merged
        pos = end
    out += base[pos:]
    return out


_SideEdit = tuple[int, int, tuple[str, ...], int]  # base start, base count, new lines, sides


def _side_edits(base: list[str], side: Sequence[str], tag: int) -> list[_SideEdit]:
    return [(i0, n0, tuple(side[j : j + n]), tag) for i0, n0, j, n in _diff(base, list(side))]


def _unite(edits: list[_SideEdit]) -> list[_SideEdit]:
    """One edit for a change both sides made (tagged 3), sorted by base position; an
    insertion sorts before a change starting at the same base line."""
    tags: dict[tuple[int, int, tuple[str, ...]], int] = {}
    for i0, n0, new, tag in edits:
        tags[(i0, n0, new)] = tags.get((i0, n0, new), 0) | tag
    united = [(i0, n0, new, tag) for (i0, n0, new), tag in tags.items()]
    return sorted(united, key=lambda e: (e[0], e[1] > 0))


def _collisions(edits: list[_SideEdit], base: list[str]) -> list[list[_SideEdit]]:
    """The edits in groups: an edit that overlaps or clashes with an edit of the group
    before it joins that group."""
    groups: list[list[_SideEdit]] = []
    end = -1
    for edit in edits:
        if groups and (edit[0] < end or any(_clash(e, edit, base) for e in groups[-1])):
            groups[-1].append(edit)
        else:
            groups.append([edit])
        end = max(end, edit[0] + edit[1])
    return groups


def _merge_aligned(
    region: list[str], group: list[_SideEdit], merge_line: _LineMerger | None
) -> list[str] | None:
    """Colliding edits merged line by line over the base lines they span (``region``),
    when all replace lines one for one."""
    if any(n0 != len(new) or n0 == 0 for _, n0, new, _ in group):
        return None
    start = group[0][0]
    lines = {side: list(region) for side in (1, 2)}
    for i0, n0, new, tag in group:
        for side in (1, 2):
            if tag & side:
                lines[side][i0 - start : i0 - start + n0] = new
    if merge_line is not None and any(_shifted_lines(region, lines[s]) for s in (1, 2)):
        return None  # line by line would pair what the side moved (see words._shifted)
    out: list[str] = []
    added: dict[int, set[str]] = {1: set(), 2: set()}  # lines each side alone changed
    for b, l, r in zip(region, lines[1], lines[2], strict=True):
        if l == r:
            out.append(l)
        elif r == b:
            out.append(l)
            added[1].add(l.strip())
        elif l == b:
            out.append(r)
            added[2].add(r.strip())
        else:
            line = merge_line(b, l, r) if merge_line else None
            if line is None:
                return None
            out.append(line)
    if (added[1] & added[2]) - {""}:
        return None  # one change made twice, each side its own way
    return out


def _shifted_lines(base: list[str], side: list[str]) -> bool:
    """Do the side's lines, read as one text, write a word base holds once where the
    side also replaced it elsewhere: ``verify=None`` and ``headers=None`` made
    ``headers=3`` and ``proxy=0``, where pairing line with line makes ``headers``
    ``proxy`` and the other side's ``headers=0`` one change made twice."""
    from semmerge.merge.words import shifted, tokens  # words builds on this module

    old = tokens("".join(base))
    return shifted(old, tokens("".join(side)))


def _extended(group: list[_SideEdit], base: list[str]) -> list[str] | None:
    """Two colliding changes where one side's change spans the other's base lines and
    its new lines hold the other's new lines plus lines of its own: that side's lines,
    which hold both changes.

    Common cases: both sides add a comma after a list's old last item and one also
    appends an item; both change one line alike and one also rewrites the line before
    it. Declined when the smaller change removes its lines outright (a deletion against
    a modification), or when a line only the larger side has is a base line (it may be
    one the smaller side moved or deleted)."""
    if len(group) != 2 or group[0][3] == group[1][3]:
        return None
    base_lines = set(base)
    for (s0, sn, small, _), (b0, bn, big, _) in ((group[0], group[1]), (group[1], group[0])):
        if not (b0 <= s0 and s0 + sn <= b0 + bn) or not small or len(big) <= len(small):
            continue
        blocks = diff_blocks(small, big)
        if sum(n for _, _, n in blocks) != len(small):
            continue  # the larger side does not hold the smaller side's change
        kept = {j + k for _, j, n in blocks for k in range(n)}
        extra = [line for k, line in enumerate(big) if k not in kept]
        if any(line.strip() and line in base_lines for line in extra):
            continue
        mine = [*base[b0:s0], *small, *base[s0 + sn : b0 + bn]]
        if _drops_what_other_keeps(base[b0 : b0 + bn], mine, big) or _base_text_kept(
                extra, base[b0 : b0 + bn], mine):
            continue
        return _trailing_comma_kept(list(big), small, base, b0 + bn)
    return None


def _drops_what_other_keeps(base: list[str], mine: list[str], other: list[str]) -> bool:
    """Does ``mine`` delete tokens of ``base`` outright (it puts nothing in their place)
    that ``other`` keeps, or rewrites with a word of them kept, white space aside?
    Lines compared whole miss it where ``other`` re-laid them out: one side deleted
    ``retries=None`` from a one-line signature and put each parameter on a line of its
    own, the other did the same but kept it (or made it ``retries=0``); its lines then
    hold the first side's plus one, yet the deletion is not in them."""
    import re  # only where two changes collide this way

    word = re.compile(r"\w+|[^\w\s]")
    tb, tm, to = (word.findall("".join(lines)) for lines in (base, mine, other))
    gaps_o = _token_gaps(tb, to)
    kept_o = set(range(len(tb))) - {i for (i1, i2), _ in gaps_o for i in range(i1, i2)}
    for (i1, i2), new in _token_gaps(tb, tm):
        if new or i1 == i2:
            continue  # a replacement: the other side's new lines may share its words
        if any(i in kept_o for i in range(i1, i2)):
            return True  # other keeps what mine deleted
        gone = {t for t in tb[i1:i2] if t[0].isalnum() or t[0] == "_"}
        if any(o1 <= i1 and i2 <= o2 and gone & set(put) for (o1, o2), put in gaps_o):
            return True  # other rewrote what mine deleted
    return False


def _base_text_kept(extra: list[str], base: list[str], mine: list[str]) -> bool:
    """Is one of the larger side's own lines text of the base lines, white space and a
    trailing comma aside, that the smaller side no longer holds: an item of a one-line
    list that one side put on a line of its own and the other deleted?"""
    def flat(lines: list[str]) -> str:
        return "".join("".join(lines).split())

    old, kept = flat(base), flat(mine)
    for line in extra:
        text = flat([line]).rstrip(",")
        if any(c.isalnum() for c in text) and text in old and text not in kept:
            return True
    return False


def _token_gaps(a: list[str], b: list[str]) -> list[tuple[tuple[int, int], list[str]]]:
    """Where ``b`` differs from ``a``: each ``a`` range between matched blocks, with the
    tokens ``b`` has there."""
    gaps = []
    i0 = j0 = 0
    for i, j, n in [*diff_blocks(a, b), (len(a), len(b), 0)]:
        if i > i0 or j > j0:
            gaps.append(((i0, i), b[j0:j]))
        i0, j0 = i + n, j + n
    return gaps


_CLOSERS = (")", "]", "}")


def _trailing_comma_kept(big: list[str], small: tuple[str, ...], base: list[str],
                         end: int) -> list[str]:
    """``big`` (the side whose change holds the other's), ending with a comma where
    the other side's change was to end the list's last item with one (a trailing comma
    before the closing bracket) and ``big`` appended items after it without: both
    changes kept, the appended last item in the list's new style."""
    last, tail = small[-1].rstrip(), big[-1].rstrip()
    after = base[end].lstrip() if end < len(base) else ""
    if (
        last.endswith(",")
        and not tail.endswith(",")
        and after.startswith(_CLOSERS)
        and big.index(small[-1]) < len(big) - 1
        and tail.strip()
        and not _may_end_in_comment(tail)
    ):
        big[-1] = tail + "," + big[-1][len(tail) :]
    return big


def _may_end_in_comment(line: str) -> bool:
    """Might ``line`` end in a comment (where a comma would land inside it) or a
    statement's terminator (``;``: no list item)?"""
    return any(mark in line for mark in ("#", "//", "/*", "--", ";"))


def _clash(a: _SideEdit, b: _SideEdit, base: list[str]) -> bool:
    """Do two changes (base start, base count, new lines, sides), ``a`` first, collide?

    Changes of one side never overlap or touch (an edit script separates them), so a
    collision is always between the sides; identical changes were merged into one.
    """
    a_end = a[0] + a[1]
    if a_end > b[0] or (a[1] == 0 and b[1] == 0 and a[0] == b[0]):
        return True  # overlapping base lines, or two insertions at one place
    # Touching: base's lines there hold the numbers each side's change may keep (its
    # strings count all the same: a message one side moved out of base's line).
    return a_end == b[0] and same_change(a[2], b[2], numbers=base[a[0] : b[0] + b[1]])


#: A string this long between its quotes is a message or a key of its own; shorter ones
#: ("id", "utf-8") recur in unrelated code.
_DISTINCT_STRING = 8


def same_change(
    one: Sequence[str], other: Sequence[str], known: Sequence[str] = (),
    numbers: Sequence[str] | None = None,
) -> bool:
    """Do the new lines of two sides' changes that touch do one thing twice?

    Each side then made one change its own way, and applying both would hold it twice
    or let one undo the other. Three signs, read from the text alone:

    * the same line (stripped);
    * the same distinctive quoted string (one side puts a message into a variable and
      logs it, the other logs the message on a line of its own);
    * an assignment to the same target (``x.y = ...``, ``d[k] = ...``, spaces around
      the ``=``) whose value does not read it: in the merged code the second
      assignment silently overrides the first side's;
    * assignments to the same target on both sides that both write a number the
      ``known`` lines lack (one side's ``amount = int(total * 100)``, the other's
      ``amount = round(amount * 100)`` below the old line): one fix made twice, which
      applied twice scales the amount twice.

    A string or number the ``known`` lines (base's, where the two changes are) already
    hold is no sign: each side's change may keep it (``data.get("quantity")`` kept in a
    call one side laid out anew, and read into a variable by the other). ``numbers``,
    when given, are the known lines for numbers alone.
    """
    added = {line.strip() for line in one} - {""}
    return (
        any(line.strip() in added for line in other)
        or _texts_meet(_strings, one, other, known)
        or _texts_meet(_targets, one, other)
        or _fixed_twice(one, other, known if numbers is None else numbers)
    )


def _fixed_twice(one: Sequence[str], other: Sequence[str], known: Sequence[str]) -> bool:
    """Do both sides' new lines assign one target and write one number that the
    ``known`` lines lack (see :func:`same_change`)?"""
    return _texts_meet(_numbers, one, other, known) and _texts_meet(
        lambda lines: _targets(lines, updates=True), one, other)


def _texts_meet(found: Callable[[Sequence[str]], set[str]], one: Sequence[str],
                other: Sequence[str], known: Sequence[str] = ()) -> bool:
    mine = found(one)
    if mine and known:
        mine -= found(known)
    return bool(mine) and not mine.isdisjoint(found(other))


def _strings(lines: Sequence[str]) -> set[str]:
    """What the distinctive quoted strings of ``lines`` hold (each string within one
    line)."""
    if not any('"' in line or "'" in line for line in lines):
        return set()  # most lines quote nothing: no pattern needed
    # Between the quotes: "..." and '...' are one string in most languages (in the others
    # a quoted character is too short to count).
    return {s[1:-1] for line in lines for s in _patterns()[0].findall(line)
            if len(s) - 2 >= _DISTINCT_STRING}


def _targets(lines: Sequence[str], updates: bool = False) -> set[str]:
    """The targets that assignments at the start of ``lines`` override: an assignment
    whose value reads its target (``x = f(x)``) updates it, and two of those compose;
    with ``updates``, those too."""
    found = set()
    for line in lines:
        if " = " in line or " =\n" in line:
            match = _patterns()[1].match(line)
            if match and (updates or match.group(1) not in line[match.end() :]):
                found.add(match.group(1))
    return found


def _numbers(lines: Sequence[str]) -> set[str]:
    """The numbers of ``lines`` past 0 and 1 (which count and index everywhere)."""
    if not any(ch.isdigit() for line in lines for ch in line):
        return set()
    return {n for line in lines for n in _patterns()[2].findall(line)} - {"0", "1"}


_PATTERNS: tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None = None


def _patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """A quoted string on one line; an assignment's target at the start of a line (a
    name, dotted, maybe subscripted, maybe annotated: ``x: int = 0``); a number, not
    part of a name. Compiled on first
    use: the merge driver's start-up does not import ``re``. Set in one assignment, so
    that a thread never sees half of them."""
    global _PATTERNS  # noqa: PLW0603 - built on first use, off the driver's start-up
    if _PATTERNS is None:
        import re

        _PATTERNS = (
            re.compile(r"'(?:[^'\\\n]|\\.)*'" r'|"(?:[^"\\\n]|\\.)*"'),
            re.compile(
                r"\s*([A-Za-z_$][\w$.]*(?:\[[^\]=\n]*\])?)(?::[^=\n]*?)?\s+=(?![=>])\s"),
            re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])"),
        )
    return _PATTERNS
