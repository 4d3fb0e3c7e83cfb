"""Three-way merge of ordered sequences of keys, and of unordered item lists.

In: the keys of base, left and right (statements of one scope, or the names of one
``from x import ...``). Out: the merged order, or ``None`` when both sides reordered
the same elements differently.

Rules: the order of the side that reordered common elements wins (left when neither
did); when both reordered, each moving elements the other did not (a reorder told,
where it can be, so that the sides move different elements), both moves are kept, each
moved element after its predecessor on the side that moved it; an element
one side inserted goes right after its predecessor on that side; when both sides
insert (or move) after the same predecessor, left's come first, then right's, but where
right's carry on the predecessor's run and left's do not (``continues``: an import right
under the imports, and a function set apart below them); where both do, right's run
joins left's before left's other insertions; insertions where a side deleted base elements
take their place (the other side's insertions above the first of those go above them,
whichever side replaced).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from itertools import pairwise

from semmerge.merge.linemerge import diff_blocks

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    from typing import TypeVar

    K = TypeVar("K", bound=Hashable)
    T = TypeVar("T")


def merge_order(
    base: Sequence[K], left: Sequence[K], right: Sequence[K],
    movable: Callable[[K], bool] | None = None,
    continues: Callable[[K], bool] | None = None,
    placed: Callable[[K], bool] | None = None,
    replaces: Callable[[K, K], bool] | None = None,
) -> list[K] | None:
    """Every key of left and right (and base keys kept by either) in merged order.
    Moves of both sides are combined only where one side's moved keys are all
    ``movable`` (two sides reordering imports each meant an order: a sort).

    ``continues`` tells an inserted key that carries on the run it was put under (an
    import right under the imports, no blank line between): where right's insertions
    after an anchor start with one and left's do not (a function added after a blank
    line), right's come first, as in a line merge.

    ``placed`` tells a key whose place matters (a definition, not an import): one both
    sides added at different places goes to the earlier of the two, and the keys the
    secondary side inserted after it stay at that side's place.

    ``replaces(new, old)`` tells whether a key one side inserted where it deleted a base
    key can take that key's place (a definition another's, an import another's; None:
    any can): the other side's insertions above the deleted key then go above it."""
    in_base, in_left, in_right = set(base), set(left), set(right)
    common = in_base & in_left & in_right
    ob, ol, orr = _common_orders(common, base, left, right)
    left_moved, right_moved = ol != ob, orr != ob
    if left_moved and right_moved and ol != orr:
        combined = _moves_combined(ob, ol, orr, movable)
        if combined is None:
            return None
        left, right_moved = _reordered(left, combined, common), False
    primary_is_left = not (right_moved and not left_moved)
    primary, secondary = (left, right) if primary_is_left else (right, left)
    in_secondary = in_right if primary_is_left else in_left

    apart = set() if placed is None else set(
        filter(placed, _added_apart(primary, secondary, in_base)))
    after, anchor = _hung(base, primary, secondary, in_base, in_secondary, apart, replaces)
    _keep_appended_last(after, anchor, primary, ob, ol if primary_is_left else orr)

    # A run of primary-only insertions right after an anchor stays glued to it when the
    # primary is left (left's insertions first); when the primary is right, left's
    # (secondary) insertions go first.
    out: list[K] = []
    pending: list[K] = list(after.get(None, ()))
    held: list[K] = []  # (right primary) left's keys waiting for right's insertions

    def split(keys: list[K], at: int) -> int:
        new = primary[at] if at < len(primary) else None
        return _above_replacement(keys, new, in_base, in_secondary, replaces)

    if not primary_is_left:
        k = split(pending, 0)
        out += pending[:k]
        pending, held = [], pending[k:]
    # The last key emitted is one the insertions in pending hang after (none yet: they
    # hang at the start).
    anchored = True
    in_run = False  # the last key emitted is a primary insertion carrying on its run
    for at, key in enumerate(primary):
        own_insertion = key not in in_secondary and key not in in_base
        pending_runs = (
            continues is not None and bool(pending) and pending[0] not in in_base
            and continues(pending[0])
        )
        if pending_runs and in_run and own_insertion and not continues(key):
            # Both sides carried on the run (an include each): the secondary's run joins
            # the primary's before the primary's other insertions (its code).
            k = _run_length(pending, continues, in_base)
            out += pending[:k]
            pending = pending[k:]
        elif pending and (
            (anchored and pending_runs and not continues(key))
            or not (primary_is_left and own_insertion)
        ):
            out += pending
            pending = []
        elif pending and anchored and (k := split(pending, at)) < len(pending):
            # The primary's insertions start here, where it deleted base keys: they
            # take those keys' place, so what the secondary put above the first of
            # them goes above the insertions (as when right is the side replacing).
            out += pending[:k]
            pending = pending[k:]
        if held and not own_insertion:
            out += held
            held = []
        out.append(key)
        in_run = own_insertion and (anchored or in_run) and continues is not None and continues(key)
        anchored = not own_insertion
        tail = after.get(key, [])
        if primary_is_left:
            pending += tail
        else:
            # Left's keys below one that right deleted wait for right's insertions
            # that take its place (the same rule as above, sides swapped).
            k = split(tail, at + 1)
            out += tail[:k]
            held += tail[k:]
    out += held + pending
    return _earlier_place(out, secondary, apart)


def _above_replacement(
    keys: list[K], new: K | None, in_base: set[K], in_secondary: set[K],
    replaces: Callable[[K, K], bool] | None,
) -> int:
    """How many of the secondary's ``keys`` (none of them the primary's) go above the
    primary's key ``new``: those before the first base key among them (one the primary
    deleted) where ``new`` is the primary's own insertion and takes that key's place;
    else all of them."""
    k = next((i for i, key in enumerate(keys) if key in in_base), len(keys))
    if new is None or k == len(keys) or new in in_base or new in in_secondary or (
        replaces is not None and not replaces(new, keys[k])
    ):
        return len(keys)
    return k


def _hung(
    base: Sequence[K], primary: Sequence[K], secondary: Sequence[K], in_base: set[K],
    in_secondary: set[K], apart: set[K], replaces: Callable[[K, K], bool] | None,
) -> tuple[dict[K | None, list[K]], K | None]:
    """The secondary's keys the primary lacks, by the primary key each hangs after, and
    the last secondary key the primary has.

    A key hangs after the nearest earlier secondary key the primary has, unless the
    primary put that key elsewhere (both added it, each at its place); an insertion
    where the secondary deleted the next base key, which the primary kept, takes that
    key's place instead: it hangs after the key before it in the primary (after what
    the primary inserted above it)."""
    following = dict(pairwise([None, *base]))
    at = {k: i for i, k in enumerate(primary)}

    def place(key: K, anchor: K | None) -> K | None:
        """Where an insertion right after ``anchor`` hangs: before the base key the
        secondary deleted there, if the primary has only its own insertions above it."""
        gone = following.get(anchor)
        if gone is None or gone in in_secondary or gone not in at or (
            replaces is not None and not replaces(key, gone)
        ):
            return anchor
        start = -1 if anchor is None else at[anchor]
        above = primary[start + 1 : at[gone]]
        if start >= at[gone] or any(k in in_base or k in in_secondary for k in above):
            return anchor  # the primary moved keys there: no place to take
        return above[-1] if above else anchor

    after: dict[K | None, list[K]] = {}
    anchor: K | None = None
    last_base: K | None = None  # the secondary's last base key so far
    run: K | None = None  # where the run of insertions being read hangs (its first's place)
    in_run = False
    for key in secondary:
        fresh = key not in at and key not in in_base and anchor == last_base
        if fresh and not in_run:
            run = place(key, anchor)
        in_run = fresh
        if key in at:
            anchor = anchor if key in apart else key
        else:
            after.setdefault(run if fresh else anchor, []).append(key)
        if key in in_base:
            last_base = key
    return after, anchor


def _keep_appended_last(
    after: dict[K | None, list[K]], anchor: K | None, primary: Sequence[K],
    ob: list[K], order: list[K],
) -> None:
    """What the secondary appended after its last key (``anchor``, the last of the keys
    all versions have) stays last where the primary moved that key up, past two or more
    keys that kept their order: a ``cleanup()`` appended to a body whose old last
    statement the other side moved first runs last, not second; an ``if __name__``
    guard stays below the functions it calls."""
    if anchor is None or anchor not in after or primary[-1] == anchor or ob[-1:] != [anchor]:
        return  # not the last of base's keys, or still last
    kept = _longest_kept(ob, order, {anchor})
    if anchor in kept or len(kept) < 2:
        return  # it may have kept its place (another key moved), or two were swapped
    after.setdefault(primary[-1], [])[0:0] = after.pop(anchor)


def _run_length(keys: list[K], continues: Callable[[K], bool], in_base: set[K]) -> int:
    """How many of ``keys``, from the first, are insertions carrying on a run."""
    n = 0
    while n < len(keys) and keys[n] not in in_base and continues(keys[n]):
        n += 1
    return n


def lost_reorder(
    base: Sequence[K], left: Sequence[K], right: Sequence[K], merged: Sequence[K]
) -> tuple[K, K] | None:
    """Two items one side put in the other order than base's, which ``merged`` puts
    back in base's order; None when there are none, or when not both sides reordered
    the items all three share (each once). A statement merge sees a move as a deletion
    and an insertion, so a combination may keep one side's order alone (left swapping
    ``connect()`` and ``init()`` while right moved ``init()`` further down came out in
    right's order). Stricter than :func:`merge_order`'s combination of moves, where
    two keys moved after one key come left's first whatever order a side gave them:
    for statements, whose order is the program's, not for members."""
    counts = [Counter(v) for v in (base, left, right, merged)]
    common = {t for t in counts[0] if all(c[t] == 1 for c in counts)}
    ob, ol, orr = ([t for t in v if t in common] for v in (base, left, right))
    if ob in (ol, orr) or ol == orr:
        return None
    at_base = {t: i for i, t in enumerate(ob)}
    at_merged = {t: i for i, t in enumerate(t for t in merged if t in common)}
    for side in (ol, orr):
        for i, a in enumerate(side):
            for b in side[i + 1 :]:
                # (a statement merged into a "both" region has no place here)
                if at_base[a] > at_base[b] and at_merged.get(a, -1) > at_merged.get(b, -1) >= 0:
                    return a, b
    return None


def _added_apart(primary: Sequence[K], secondary: Sequence[K], in_base: set[K]) -> set[K]:
    """Keys both sides added (base has none) after different base keys: one definition
    each side put at its own place."""
    both = set(primary) & set(secondary) - in_base
    if not both:
        return set()
    places = [_base_predecessors(v, both, in_base) for v in (primary, secondary)]
    return {k for k in both if places[0][k] != places[1][k]}


def _base_predecessors(order: Sequence[K], keys: set[K], in_base: set[K]) -> dict[K, K | None]:
    """For each of ``keys``, the nearest base key before it in ``order``."""
    found: dict[K, K | None] = {}
    last: K | None = None
    for key in order:
        if key in keys:
            found[key] = last
        if key in in_base:
            last = key
    return found


def _earlier_place(out: list[K], secondary: Sequence[K], apart: set[K]) -> list[K]:
    """``out`` with each key of ``apart`` at the secondary's place (right after its
    predecessor there) where that comes before the primary's: a definition both sides
    added is kept once, and above any use either side made of it (a C ``static``
    helper, a Rust ``macro_rules!``, a Python decorator must come first)."""
    if not apart:
        return out
    for i, key in enumerate(secondary):
        if key in apart:
            here = out.index(key)
            there = out.index(secondary[i - 1]) + 1 if i else 0
            if there < here:
                out.insert(there, out.pop(here))
    return out


def both_reordered(base: Sequence[K], left: Sequence[K], right: Sequence[K]) -> bool:
    """Did both sides change the order of the keys all three versions have, each
    otherwise?"""
    ob, ol, orr = _common_orders(set(base) & set(left) & set(right), base, left, right)
    return ol != ob and orr != ob and ol != orr


def _common_orders(
    common: set[K], base: Sequence[K], left: Sequence[K], right: Sequence[K]
) -> tuple[list[K], list[K], list[K]]:
    """The ``common`` keys (those all three versions have) in the order of each."""
    ob, ol, orr = ([k for k in v if k in common] for v in (base, left, right))
    return ob, ol, orr


def _moves_combined(
    ob: list[K], ol: list[K], orr: list[K], movable: Callable[[K], bool] | None
) -> list[K] | None:
    """The common keys in one order holding the moves of both sides (``ob``, ``ol``,
    ``orr``: their orders in base, left and right), or None when both moved one key,
    each moved a key after one the other moved after it, or each moved a key that is
    not ``movable``.

    A side moved the keys outside its longest run in base's order (git's diff of the
    two orders); the others stay in base's order on all three. Each moved key goes
    right after its predecessor on the side that moved it, which may be a key moved
    itself; left's before right's after the same key.
    """
    moved: list[set[K]] = []
    for order in (ol, orr):
        stay = {k for i, _, n in diff_blocks(ob, order) for k in ob[i : i + n]}
        moved.append(set(ob) - stay)
    if moved[0] & moved[1]:
        moved = _disjoint_moves(ob, ol, orr, moved)
    if moved[0] & moved[1] or (
        movable is not None and not any(all(map(movable, keys)) for keys in moved)
    ):
        return None
    after: dict[K | None, list[K]] = {}
    for keys, order in zip(moved, (ol, orr), strict=True):
        for prev, key in pairwise([None, *order]):
            if key in keys:
                after.setdefault(prev, []).append(key)
    out: list[K] = []
    todo: list[K | None] = [*reversed([k for k in ob if k not in moved[0] | moved[1]]), None]
    while todo:
        key = todo.pop()
        if key is not None:
            out.append(key)
        todo += reversed(after.get(key, []))
    return out if len(out) == len(ob) else None  # the rest wait on each other


def _disjoint_moves(
    ob: list[K], ol: list[K], orr: list[K], moved: list[set[K]]
) -> list[set[K]]:
    """Each side's moved keys told again so that the sides share none, where a side's
    reorder can be told otherwise with as few moves: right moving ``a`` above ``b`` is
    also ``b`` moving below ``a``, and only one of the two may be a key left moved as
    well. ``moved`` unchanged when no such telling exists."""
    for side in (1, 0):
        order, other = (ol, orr)[side], moved[1 - side]
        again = set(ob) - _longest_kept(ob, order, other)
        if len(again) == len(moved[side]) and not again & other:
            return [again, moved[1]] if side == 0 else [moved[0], again]
    return moved


def _longest_kept(ob: list[K], order: list[K], prefer: set[K]) -> set[K]:
    """The keys of a longest run of ``order`` that is in base's order ``ob`` (the same
    keys), holding as many ``prefer`` keys as such a run can: a longest increasing
    subsequence of base positions, found with a Fenwick tree of (length, preferred,
    index) maxima, O(n log n)."""
    position = {k: i for i, k in enumerate(ob)}
    n = len(ob)
    tree: list[tuple[int, int, int]] = [(0, 0, -1)] * (n + 1)
    back: list[int] = []
    for j, key in enumerate(order):
        p = position[key]
        best, i = (0, 0, -1), p  # the best run ending at a base position below p
        while i > 0:
            best = max(best, tree[i])
            i -= i & -i
        back.append(best[2])
        here = (best[0] + 1, best[1] + (key in prefer), j)
        i = p + 1
        while i <= n:
            tree[i] = max(tree[i], here)
            i += i & -i
    best = max(tree, default=(0, 0, -1))
    kept: set[K] = set()
    j = best[2]
    while j >= 0:
        kept.add(order[j])
        j = back[j]
    return kept


def _reordered(side: Sequence[K], order: list[K], common: set[K]) -> list[K]:
    """``side`` with its common keys in ``order``; each run of keys of its own stays
    after the common key it follows."""
    lead: list[K] = []
    runs: dict[K, list[K]] = {}
    last: K | None = None
    for key in side:
        if key in common:
            last = key
            runs[key] = []
        elif last is None:
            lead.append(key)
        else:
            runs[last].append(key)
    return lead + [k for key in order for k in (key, *runs[key])]


def number_repeats(items: Sequence[str]) -> list[str]:
    """Make keys unique: the second ``x`` becomes ``x#2``."""
    seen: dict[str, int] = {}
    out = []
    for item in items:
        n = seen.get(item, 0) + 1
        seen[item] = n
        out.append(item if n == 1 else f"{item}#{n}")
    return out


def merge_item_set(
    base: Sequence[str], left: Sequence[str], right: Sequence[str],
    sort_keys: Sequence[Callable[[str], object]] = (),
    continues: Callable[[str], bool] | None = None,
) -> list[str] | None:
    """Three-way merge of an unordered list of items (compared by text, spaces folded).

    An item stays when neither side removed it; an item either side added is kept.
    Returns the merged items (left's spelling when both have one), or None when the
    order is ambiguous. If all three lists are sorted under one of ``sort_keys``, the
    result is sorted under it too. ``continues`` (of an item's folded text) is
    :func:`merge_order`'s.
    """
    def keys(seq: Sequence[str]) -> list[str]:
        return number_repeats([" ".join(s.split()) for s in seq])

    kb, kl, kr = keys(base), keys(left), keys(right)
    order = merge_order(kb, kl, kr, continues=continues)
    if order is None:
        return None
    text = dict(zip(kb, base, strict=True)) | dict(zip(kr, right, strict=True)) | dict(
        zip(kl, left, strict=True)
    )
    sb, sl, sr = set(kb), set(kl), set(kr)
    kept = [k for k in order if (k in sl and k in sr) or (k not in sb and (k in sl or k in sr))]
    merged = [text[k] for k in kept]
    folded = set(kb)
    sort_key = agreed_sort_key(
        [base], [[left], [right]], sort_keys, lambda item: " ".join(item.split()) in folded
    )
    if sort_key is not None:
        merged.sort(key=sort_key)
    return merged


def inserted_at_one_place(
    base: Sequence[str], left: Sequence[str], right: Sequence[str]
) -> list[tuple[list[str], list[str]]]:
    """The items both sides insert at one place (keys new to base, not the other side's
    too), right after the same base item or both at the start: per such place, left's
    and right's. Where the items' order means something, which go first is then for a
    person to say."""
    known = set(base)

    def by_anchor(side: Sequence[str], other: Sequence[str]) -> dict[str | None, list[str]]:
        found: dict[str | None, list[str]] = {}
        theirs = set(other)
        prev: str | None = None
        for key in side:
            if key in known:
                prev = key
            elif key not in theirs:
                found.setdefault(prev, []).append(key)
        return found

    mine, theirs = by_anchor(left, right), by_anchor(right, left)
    return [(mine[a], theirs[a]) for a in mine if a in theirs]


def merge_keyed_set(
    base: Sequence[str], left: Sequence[str], right: Sequence[str],
    names: Sequence[Sequence[str]],
    both: Callable[[str], str | None] | None = None,
    continues: Callable[[str], bool] | None = None,
) -> list[str] | None:
    """Three-way merge of an unordered list whose items each carry an identity (a
    keyword argument's name, a dictionary entry's key): ``names`` holds each version's
    identities, one per item, none twice in a version.

    Items are placed by identity, so an item one side changed still anchors the
    insertions the other side made next to it (by text it would be gone from that
    side). Each identity's text is merged three-way (spaces folded): one side's change
    wins over the other's keeping, a removal over a keeping; an item both sides changed,
    each its own way, is ``both(name)`` (its merge by syntax; None: it does not merge).
    None when the order is ambiguous, or an item both sides changed does not merge, or
    one side changed an item the other removed. ``continues`` (of an identity) is
    :func:`merge_order`'s.
    """
    nb, nl, nr = (list(n) for n in names)
    order = merge_order(nb, nl, nr, continues=continues)
    if order is None:
        return None
    tb, tl, tr = (dict(zip(n, v, strict=True)) for n, v in ((nb, base), (nl, left), (nr, right)))
    merged: list[str] = []
    for name in order:
        b, lt, rt = tb.get(name), tl.get(name), tr.get(name)
        fb, fl, fr = (None if t is None else " ".join(t.split()) for t in (b, lt, rt))
        if fl == fb:
            pick = rt  # left kept it: right's change (or removal) stands
        elif fr in (fb, fl):
            pick = lt  # right kept it, or both made one change
        elif fb is not None and fl is not None and fr is not None and both is not None:
            pick = both(name)
            if pick is None:
                return None
        else:
            return None
        if pick is not None:
            merged.append(pick)
    return merged


def agreed_sort_key(
    base_runs: Sequence[Sequence[T]], side_runs: Sequence[Sequence[Sequence[T]]],
    sort_keys: Sequence[Callable[[T], object]], in_base: Callable[[T], bool],
) -> Callable[[T], object] | None:
    """The first sort key the three versions of a block (or list) agree on, or None.

    Agreement: every version is sorted under it (with a run of two or more); or every
    base run is, one side is sorted throughout and shows it sorts (it inserted an item
    before an existing one, in order), and the other side only added items out of
    order -- appended an import to a sorted block, where the formatter the project runs
    puts it in its place.
    """
    versions = [base_runs, *side_runs]
    if not any(len(run) > 1 for runs in versions for run in runs):
        return None

    for key in sort_keys:
        if all(sorted_all(runs, key) for runs in versions):
            return key
    for key in sort_keys:
        if not sorted_all(base_runs, key):
            continue
        shows = any(
            sorted_all(runs, key) and any(_inserted_within(run, in_base) for run in runs)
            for runs in side_runs
        )
        only_appended = all(
            sorted_all(runs, key) or (
                not any(_inserted_within(run, in_base) for run in runs)
                and sorted_all([[x for x in run if in_base(x)] for run in runs], key)
            )
            for runs in side_runs
        )
        if shows and only_appended:
            return key
    return None


def adopted_sort_key(
    base_runs: Sequence[Sequence[T]], side_runs: Sequence[Sequence[Sequence[T]]],
    sort_keys: Sequence[Callable[[T], object]], ident: Callable[[T], Hashable],
) -> Callable[[T], object] | None:
    """The sort order one side adopted for a block that was not sorted in the base.

    Adopted: that side reordered the block's items and has every run sorted under the
    order (one of three items or more), while the other side kept base's order, only
    adding or removing items (and kept two or more, or its order says nothing). The
    first side ran a formatter over the block; the other side's additions go where
    that formatter puts them.
    """
    base_ids = [ident(x) for run in base_runs for x in run]

    def kept_order(runs: Sequence[Sequence[T]], least: int = 0) -> bool:
        ids = [ident(x) for run in runs for x in run]
        common = set(ids) & set(base_ids)
        kept = [i for i in ids if i in common]
        return len(kept) >= least and kept == [i for i in base_ids if i in common]

    for key in sort_keys:
        if sorted_all(base_runs, key):
            continue  # nothing adopted: agreed_sort_key decides
        for runs, other in ((side_runs[0], side_runs[1]), (side_runs[1], side_runs[0])):
            if (
                any(len(run) >= 3 for run in runs)
                and sorted_all(runs, key)
                and not kept_order(runs)
                and kept_order(other, least=2)
            ):
                return key
    return None


def sorted_all(runs: Sequence[Sequence[T]], key: Callable[[T], object]) -> bool:
    """Is every run sorted under ``key``?"""
    return all(is_sorted(run, key) for run in runs)


def _inserted_within(run: Sequence[T], in_base: Callable[[T], bool]) -> bool:
    """Did a new item go before an existing one (not just at the end)?"""
    return any(not in_base(a) and in_base(b) for a, b in pairwise(run))


def is_sorted(seq: Sequence[T], key: Callable[[T], object]) -> bool:
    ks = [key(s) for s in seq]
    return all(a <= b for a, b in pairwise(ks))  # type: ignore[operator]
