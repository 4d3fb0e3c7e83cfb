"""Unordered lists of items: the three-way choice of their surroundings, and the layout
of a merged list.

In: the items of a merged list (texts) and the :class:`~semmerge.parse.tree.ItemList`
of each version. Out: the items joined in a version's layout (one line, one item per
line, or wrapped at its width).
"""

from __future__ import annotations

from itertools import pairwise

from semmerge.parse.tree import ItemList

__all__ = ["join_items", "trivial"]

TYPE_CHECKING = False  # typing costs the merge driver start-up
if TYPE_CHECKING:
    from typing import TypeVar

    T = TypeVar("T", str, bytes)


def trivial(b: T, l: T, r: T, added: bool) -> T | None:
    """The version of a part that the sides agree on, or the one side changed; a part
    both sides added (``added``) must be the same on both."""
    if l == r or (l == b and not added):
        return r
    if r == b and not added:
        return l
    return None


def _most_common(seps: list[str]) -> str:
    return max(sorted(set(seps)), key=seps.count)


def join_items(
    items: list[str], template: ItemList, others: list[ItemList], prefix: str,
    group_of: dict[str, int] | None = None,
) -> str:
    """Join merged items in the layout of ``template``.

    One line stays one line; one item per line stays so; a list wrapped at some width
    (``from x import a, b, \\`` newline ``c``) is wrapped again at that width. With
    ``group_of`` (each item's blank-line group), two new neighbours are parted by a
    blank line exactly when they are in two groups.
    """
    seps = next((s.seps for s in (template, *others) if s.seps), [", "])
    flat = [s for s in seps if "\n" not in s]
    breaking = [s for s in seps if "\n" in s]
    if not breaking or not flat:
        # One layout throughout; a pair that a version already had keeps its separator
        # (a blank line between Go's import groups).
        pairs: dict[tuple[str, str], str] = {}
        for version in (*reversed(others), template):
            if version.seps and (not breaking) != all("\n" not in s for s in version.seps):
                continue  # laid out otherwise (one line, where the template breaks)
            pairs.update(zip(pairwise(version.items), version.seps, strict=True))
        common = _most_common(seps)
        if group_of is not None:
            inside = [s for s in seps if "\n\n" not in s]
            apart = [s for s in seps if "\n\n" in s]
            if inside and apart:
                common = _most_common(inside)
                for p in pairwise(items):
                    if p not in pairs and p[0] in group_of and p[1] in group_of:
                        apart_here = group_of[p[0]] != group_of[p[1]]
                        pairs[p] = _most_common(apart) if apart_here else common
        return items[0] + "".join(pairs.get(p, common) + p[1] for p in pairwise(items))
    flat_sep, break_sep = _most_common(flat), _most_common(breaking)
    width = max(len(line) for line in template.render().split("\n"))
    known = dict(zip(pairwise(template.items), template.seps, strict=True))
    out = [items[0]]
    column = len(prefix.rsplit("\n", 1)[-1]) + len(items[0])
    for prev, item in pairwise(items):
        sep = known.get((prev, item))
        if sep is None:  # a new neighbour: wrap where the template would have
            fits = column + len(flat_sep) + len(item) + len(flat_sep.strip()) + 1 <= width
            sep = flat_sep if fits else break_sep
        out.append(sep + item)
        if "\n" in sep:
            column = len(sep.rsplit("\n", 1)[-1]) + len(item)
        else:
            column += len(sep) + len(item)
    return "".join(out)
