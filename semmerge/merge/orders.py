"""Named sort orders that formatters use (isort, ruff, gofmt ...), for sorted blocks.

In: an order's name from a grammar spec. Out: a key function. A merged block is sorted
only when all three versions are sorted under the same order, so these need to be
right only for code that really was sorted that way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

ItemKey = Callable[[str], object]


def _bare(item: str) -> str:
    return item.split()[0].strip("'\"") if item.split() else item


def _by_type(item: str) -> tuple[int, str, str]:
    """isort's and ruff's ``order_by_type``: CONSTANTS, then Classes, then the rest, each
    group compared without case (``TypedDict`` before ``TypeVar``), then with it."""
    name = _bare(item)
    if len(name) > 1 and name.isupper():
        group = 0
    elif name[:1].isupper():
        group = 1
    else:
        group = 2
    return (group, name.lower(), name)


def _quoted(item: str) -> str:
    """The last quoted string of an item: the path of Go's ``alias "path"``."""
    parts = item.split('"')
    return parts[-2] if len(parts) >= 3 else item


ITEM_ORDERS: dict[str, ItemKey] = {
    "text": lambda s: s,
    "quoted": _quoted,
    "casefold": lambda s: s.casefold(),
    "type": _by_type,
}


def _bazel_label(name: str) -> tuple[object, ...]:
    """buildifier's order of the strings of a sorted list (``deps``, ``srcs``): plain
    strings, then local labels (``:x``), then labels of the main repository (``//x``),
    then those of other repositories (``@x``); within each, the parts cut at ``.`` and
    ``:`` compared in turn (``//a:b`` before ``//a:b.c``), then the whole text, as
    buildifier's ``makeSortKey`` does."""
    name = name.strip("'\"")
    phase = 1 if name.startswith(":") else 2 if name.startswith("//") else (
        3 if name.startswith("@") else 0)
    return (phase, name.replace(":", ".").split("."), name)


def item_orders(names: Sequence[str]) -> list[ItemKey]:
    """Key functions for the named item orders; unknown names are a spec error."""
    try:
        return [ITEM_ORDERS[n] for n in names]
    except KeyError as exc:
        known = sorted(ITEM_ORDERS)
        raise ValueError(f"unknown item sort order {exc.args[0]!r}; known: {known}") from None


def statement_order(
    fields: Sequence[str], kind_order: Sequence[str]
) -> Callable[[str, str], object]:
    """Key over (kind, module name) for sorting import statements, e.g. ("kind", "name");
    ``-kind`` ranks the kinds the other way round; ``text`` compares names with their
    case (ASCII: ``cats.Monad`` before ``cats.data``, as scalafix sorts); ``bazel-label``
    compares them as buildifier sorts a list of labels (``:x``, then ``//x``, then ``@x``)."""
    rank = {k: i for i, k in enumerate(kind_order)}

    def key(kind: str, name: str) -> tuple[object, ...]:
        parts: list[object] = []
        for f in fields:
            if f == "name":
                parts.append(name.casefold())
            elif f == "text":
                parts.append(name)
            elif f == "bazel-label":
                parts.append(_bazel_label(name))
            else:
                r = rank.get(kind, len(rank))
                parts.append(-r if f == "-kind" else r)
        return tuple(parts)

    return key


def canonical_rank(order: Sequence[str]) -> Callable[[str], int | None]:
    """The rank of an item in a style's canonical order (a spec's ``canonical_order``:
    texts, or prefixes ending in ``*``), or None for an item the order does not name."""
    exact = {entry: i for i, entry in enumerate(order) if not entry.endswith("*")}
    prefixes = [(entry[:-1], i) for i, entry in enumerate(order) if entry.endswith("*")]

    def rank(item: str) -> int | None:
        text = " ".join(item.split())
        if text in exact:
            return exact[text]
        return next((i for prefix, i in prefixes if text.startswith(prefix)), None)

    return rank
