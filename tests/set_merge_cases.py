"""Generated three-way edits of a keyed set (parameters, named arguments), and the merge
a set merge must give: shared by the property tests of such sets."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hypothesis import strategies as st
from tree_sitter import Node, Parser

from semmerge import merge_texts

Items = dict[str, str]  # name -> value, in order


@st.composite
def side(draw: st.DrawFn, base: Items, names: Sequence[str], values: Sequence[str],
         keep_one: bool = False) -> Items:
    """One side's edit of ``base``: about a quarter of the items removed (with
    ``keep_one``, never all), some values changed, up to two new names added."""
    out = {n: v for n, v in base.items() if draw(st.integers(0, 3)) > 0}
    if keep_one and not out:
        first = next(iter(base))
        out[first] = base[first]
    for name in list(out):
        if draw(st.integers(0, 4)) == 0:
            out[name] = draw(st.sampled_from(values))
    for name in draw(st.lists(st.sampled_from(names), max_size=2, unique=True)):
        if name not in base and name not in out:
            out[name] = draw(st.sampled_from(values))
    return out


@st.composite
def scenarios(draw: st.DrawFn, names: Sequence[str], values: Sequence[str],
              keep_one: bool = False) -> tuple[Items, Items, Items, bool, bool, bool]:
    """Base, left, right and, for each, whether its items stand one a line."""
    chosen = draw(st.lists(st.sampled_from(names), min_size=1, max_size=4, unique=True))
    base = {n: draw(st.sampled_from(values)) for n in chosen}
    left = draw(side(base, names, values, keep_one))
    right = draw(side(base, names, values, keep_one))
    layouts = draw(st.tuples(st.booleans(), st.booleans(), st.booleans()))
    return (base, left, right, *layouts)


def expected(base: Items, left: Items, right: Items) -> Items | str:
    """The three-way merge of the sets by name; ``"clash"`` where the sides set one
    name their own ways, ``"removed"`` where one removes what the other changes."""
    out: Items = {}
    for name in {**base, **left, **right}:
        b, l, r = base.get(name), left.get(name), right.get(name)
        if l == r or r == b:
            value = l
        elif l == b:
            value = r
        else:
            return "removed" if None in (l, r) else "clash"
        if value is not None:
            out[name] = value
    return out


def clean_merge(
    case: tuple[Items, Items, Items, bool, bool, bool], render: Callable[[Items, bool], str],
    path: str,
) -> tuple[str, Items | str] | None:
    """Merge the case's three versions (each rendered in its layout) and return the
    merged text with :func:`expected`'s answer; None where the merge conflicts (which
    it must where the sides set one name their own ways)."""
    base, left, right, *exploded = case
    texts = [render(items, e) for items, e in zip((base, left, right), exploded, strict=True)]
    result = merge_texts(*texts, path=path)
    want = expected(base, left, right)
    if want == "clash":
        assert not result.clean, result.text
        return None
    if not result.clean:
        return None  # a conflict loses nothing; layouts both sides changed may end there
    return result.text, want


def parsed(parser: Parser, text: str) -> tuple[bytes, Node]:
    """``text`` as bytes and the root of its syntax tree, which must hold no error (a
    clean merge parses)."""
    data = text.encode()
    root = parser.parse(data).root_node
    assert not root.has_error, text
    return data, root
