"""Budget: facts, ranking and focus -> the largest summary that fits the token budget.

In: ``{path: FileFacts}``, a :class:`~semmerge.summary.rank.Ranking`, the focus, a
budget and a token counter. Out: the :class:`~semmerge.summary.render.Selection`, its
Markdown and that Markdown's token count (never above the budget).

Every symbol and TODO is an item in one priority order; a summary holds a prefix of it,
so the lowest-ranked items are the first left out:

0. the focus symbols the caller named, in the order given;
1. the TODOs of the focus files, by file and line;
2. the other symbols of the focus files, best score first;
3. the symbols of all other files, best score first;
4. the TODOs of the other files, by their file's rank.

Ties fall back to path, line and name. Scores are computed in a fixed order (files
sorted by path), so equal inputs give bit-equal floats and the output is deterministic. A member (a
method) brings its class's line along for context. The prefix length is found by
probing renderings, each counted exactly: the result is the longest prefix found whose
rendering fits.
"""

from __future__ import annotations

import heapq
import os
from collections.abc import Callable, Mapping, Sequence

from semmerge.summary.extract import Definition, FileFacts, SummaryError, Todo
from semmerge.summary.rank import Ranking
from semmerge.summary.render import FileBlock, Selection, render_markdown

FOCUS_SYMBOL, FOCUS_TODO, FOCUS_FILE_SYMBOL, SYMBOL, TODO = range(5)


class Item:
    """A symbol (``todo`` None) or a TODO of one file, with its priority key."""

    __slots__ = ("key", "path", "definition", "todo")

    def __init__(self, key: tuple[object, ...], path: str, definition: Definition | None,
                 todo: Todo | None) -> None:
        self.key = key
        self.path = path
        self.definition = definition
        self.todo = todo


class Items(list[Item]):
    """The first items in priority order, and how many symbols and TODOs there are in all."""

    def __init__(self, items: list[Item], symbols: int, todos: int) -> None:
        super().__init__(items)
        self.symbols = symbols
        self.todos = todos


def priority_items(facts: Mapping[str, FileFacts], ranking: Ranking,
                   focus_files: Sequence[str], focus_symbols: Sequence[tuple[str, str]],
                   include_todos: bool = True, limit: int | None = None) -> Items:
    """The first ``limit`` (default all) symbols and TODOs in priority order."""
    named = {key: i for i, key in enumerate(focus_symbols)}
    focus_set = set(focus_files)
    scores = ranking.symbol_score
    keyed: list[tuple[tuple[object, ...], str, Definition | None, Todo | None]] = []
    todos = 0
    for path, ff in facts.items():
        tier = FOCUS_FILE_SYMBOL if path in focus_set else SYMBOL
        for d in ff.defs:
            if (path, d[1]) in named:
                key: tuple[object, ...] = (FOCUS_SYMBOL, named[path, d[1]], path, d[3], d[1])
            else:
                key = (tier, -scores.get((path, d[1]), 0.0), path, d[3], d[1])
            keyed.append((key, path, d, None))
        if include_todos and ff.todos:
            todos += len(ff.todos)
            rank = -ranking.file_rank.get(path, 0.0)
            for t in ff.todos:
                key = (FOCUS_TODO, 0.0, path, *t) if path in focus_set else (TODO, rank, path, *t)
                keyed.append((key, path, None, t))
    symbols = len(keyed) - todos
    first = heapq.nsmallest(limit, keyed) if limit is not None and limit < len(keyed) \
        else sorted(keyed)
    return Items([Item(k, p, d, t) for k, p, d, t in first], symbols, todos)


def _containers(ff: FileFacts) -> dict[str, Definition]:
    return {d[1]: d for d in ff.defs}


def select(items: Items, k: int, facts: Mapping[str, FileFacts], ranking: Ranking,
           focus_files: Sequence[str], focus_symbols: Sequence[tuple[str, str]],
           root_name: str, focus_labels: list[str]) -> Selection:
    """The selection holding the first ``k`` items.

    The files of the focus and of the focus symbols come first, in that order; a focus
    file shows all its symbols in full, another file only its named focus symbols.
    """
    blocks: dict[str, FileBlock] = {}
    for path in [*focus_files, *(p for p, _ in focus_symbols)]:
        if path not in blocks:
            rank = ranking.file_rank.get(path, 0.0)
            blocks[path] = FileBlock(path, rank, facts[path].doc, True)
    whole = set(focus_files)
    chosen: dict[str, dict[str, Definition]] = {}
    for item in items[:k]:
        block = blocks.get(item.path)
        if block is None:
            rank = ranking.file_rank.get(item.path, 0.0)
            block = blocks[item.path] = FileBlock(item.path, rank, facts[item.path].doc, False)
        if item.todo is not None:
            block.todos.append(item.todo)
            continue
        assert item.definition is not None
        d = item.definition
        chosen.setdefault(item.path, {})[d[1]] = d
        if item.path in whole or item.key[0] == FOCUS_SYMBOL:
            block.full.add(d[1])
    for path, defs in chosen.items():
        by_qualname = None
        for qualname in list(defs):
            parts = qualname.split(".")
            for i in range(1, len(parts)):  # a member brings its containers' lines
                by_qualname = by_qualname or _containers(facts[path])
                parent = by_qualname.get(".".join(parts[:i]))
                if parent is not None:
                    defs.setdefault(parent[1], parent)
        blocks[path].symbols = sorted(defs.values(), key=lambda d: (d[3], d[1]))
    for block in blocks.values():
        block.todos.sort()
    shown = [b for b in blocks.values() if b.symbols or b.todos]
    todos = sum(len(b.todos) for b in blocks.values())
    symbols = min(k, len(items)) - todos  # container lines brought along are not items
    return Selection(root_name, focus_labels, shown, items.symbols - symbols,
                     items.todos - todos)


def fit(items: Sequence[Item], budget: int, count: Callable[[str], int],
        make: Callable[[int], Selection]) -> tuple[Selection, str, int]:
    """The longest prefix of ``items`` found whose Markdown fits ``budget`` tokens."""
    cache: dict[int, tuple[Selection, str, int]] = {}

    def probe(k: int) -> tuple[Selection, str, int]:
        if k not in cache:
            sel = make(k)
            text = render_markdown(sel, budget)
            cache[k] = (sel, text, count(text))
        return cache[k]

    if probe(0)[2] > budget:
        raise SummaryError(
            f"a budget of {budget} tokens cannot hold even the summary's header "
            f"({probe(0)[2]} tokens); give a larger --budget"
        )
    lo, hi = 0, len(items) + 1  # probe(lo) fits; hi is past the end or known not to fit
    step = _estimate(items, budget)
    while lo < len(items) and probe(min(lo + step, len(items)))[2] <= budget:
        lo, step = min(lo + step, len(items)), step * 2  # gallop up from the estimate
    hi = min(hi, lo + step)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if probe(mid)[2] <= budget:
            lo = mid
        else:
            hi = mid
    return probe(lo)


def _estimate(items: Sequence[Item], budget: int) -> int:
    """Somewhat fewer items than fill ``budget`` tokens (at about 4 characters a token)."""
    chars = 0
    for i, item in enumerate(items):
        chars += 16 + (len(item.definition[4]) + len(item.definition[5]) if item.definition
                       else len(item.todo[2]) if item.todo else 0)
        if chars > 3 * budget:
            return max(1, i)
    return max(1, len(items))


def root_label(root: str) -> str:
    return os.path.basename(os.path.normpath(root)) or root
