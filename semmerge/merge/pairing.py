"""Pair a side's changed members with the base members they replace.

In: the members of one container in base and in one side (:class:`SymbolNode` lists).
Out: the side's list, some members re-keyed to the key of the base member they replace,
so that the merge sees one member edited rather than one deleted and another added:

* :func:`pair_modified`: plain statements, keyed by their first line, whose first line
  the side edited;
* :func:`pair_renamed`: definitions the side renamed or gave another signature (a
  function's name, a Java method's parameter types), in the same place and with the
  same body up to small edits;
* :func:`pair_replaced`: a definition both sides replaced, each its own way: renamed
  (the same text but for the name, wherever it went), or the one new definition of its
  type in its place (the targets of ``a, b = f()`` renamed, a method given another
  receiver);
* :func:`pair_added`: a definition both sides added at one place under one new name,
  each with its own signature (``parse(String)`` and ``parse(CharSequence)``).

Why it matters: edited on one side and renamed on the other, a definition would be a
delete/modify conflict; renamed differently on both sides, it would come out twice, once
under each name, with no conflict at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from semmerge.merge.linemerge import diff_blocks, split_lines
from semmerge.merge.words import tokens
from semmerge.parse.tree import SymbolNode
from semmerge.text import common_start

__all__ = [
    "FEW_LINES", "SAME_BODY", "alnum_lines", "likeness", "pair_added", "pair_modified",
    "pair_renamed", "pair_replaced", "pairable", "token_likeness",
]

# Of the body lines after the header that hold a letter or digit, the share the two
# versions must have in common to count as one definition.
SAME_BODY = 0.6
# Where the other side edited the base definition, pairing makes its edit land in the
# renamed one: that takes at least this many alike body lines, not one alike line of a
# one-line body (two one-line functions returning True are not one function renamed).
_SAME_LINES_FOR_AN_EDIT = 2
# A short body of a definition that kept its name (and alone has it in its gap) pairs
# when this share of its words is alike: a parameter added and passed on halves it.
_SAME_NAME_WORDS = 0.5
# Where the other side edited the base definition, a second candidate sharing this much
# of its body makes the pairing a guess: the side split the definition into copies.
_SPLIT = 0.5
# The name of an import of one module (``a.b``); ``import os, sys`` names several.
_MODULE = re.compile(r"[\w.]+")
# A gap where a side replaced more definitions than this (old times new) is a rewrite,
# not renames: comparing every pair would cost a diff each.
_MAX_PAIRS = 400


def pairable(node: SymbolNode) -> bool:
    """Nodes keyed by their text (plain statements, overload stubs) rather than a name."""
    return node.kind == "stmt" or node.repeatable


def pair_modified(base: list[SymbolNode], side: list[SymbolNode]) -> list[SymbolNode]:
    """Give a side's edited plain statement the key of the base statement it replaced.

    Plain statements are keyed by their first line, so editing that line changes the
    key. Within one gap between statements both versions share, a base statement the
    side lacks and a new side statement of the same node type are the same statement.
    """
    renamed: dict[int, str] = {}
    for olds, news in _unmatched(base, side, pairable):
        for old in olds:
            match = next((n for n in news if _same_slot(old, n)), None)
            if match is not None:
                news.remove(match)
                renamed[id(match)] = old.key
    return _rekeyed(side, renamed)


def pair_renamed(
    base: list[SymbolNode], side: list[SymbolNode], other: list[SymbolNode]
) -> list[SymbolNode]:
    """Give a side's renamed definition the key of the base definition it replaced.

    Within one gap between members both versions share, a base definition the side
    lacks and a new side definition of the same node type are one definition when the
    lines of their bodies after the first (the header, with the name and signature) are
    mostly the same: at least :data:`SAME_BODY` of those holding a letter or digit.
    Each base definition takes the most alike candidate; a tie pairs nothing, since the
    place alone cannot say which one it became. A new definition is no candidate when
    the ``other`` side has it too and also kept the base one: there, both are
    meant to exist side by side. Where the other side edited the base definition, at
    least :data:`_SAME_LINES_FOR_AN_EDIT` body lines must be alike, since the pairing
    then carries that edit into the renamed definition; comments or blank lines the
    other side put above it are no edit of it (they go with the renamed one).
    """
    other_body = {n.key: n.body for n in other}
    renamed: dict[int, str] = {}
    for olds, news in _unmatched(base, side, _named):
        if len(olds) * len(news) > _MAX_PAIRS:
            continue
        for old in olds:
            kept = old.key in other_body
            free = [n for n in news if id(n) not in renamed and not (kept and n.key in other_body)]
            # Comments or blank lines put above it are no edit of the definition.
            edited = kept and other_body[old.key] != old.body
            # A split into copies is told by names: none keeps the old one (a function
            # kept under its name as a wrapper of its new copy is a rename, not a split).
            split = edited and all(_bare(n.name) != _bare(old.name) for n in free)
            match = _most_alike(old, free, _SAME_LINES_FOR_AN_EDIT if edited else 1,
                                _SPLIT if split else None)
            if match is None:
                match = _same_name(old, olds, free)
            if match is not None:
                renamed[id(match)] = old.key
    return _rekeyed(side, renamed)


def pair_replaced(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode]
) -> tuple[list[SymbolNode], list[SymbolNode]]:
    """Give the definitions that both sides put in place of one base definition its
    key: each side renamed it its own way, or changed the text of a one-liner's key
    (``a, b = f()`` became ``a, c = f()`` on one side and ``d, b = f()`` on the
    other). Unpaired, each side deleted the base definition and added its own, and the
    merge kept both, one under each name, with no conflict; paired, it is a definition
    both sides changed (merged by its lines, or a conflict).

    A side's replacement is its one new definition of the node type that is the base
    one with only its name changed (white space aside), anywhere in the container (a
    side may also have moved it); else the only new definition of its node type in its
    gap, where the gap lost only one of that type (a one-liner has no body to compare;
    a Go method moved to another receiver renames its receiver in every line). Both
    sides replacing one definition with another at one place is a conflict in git too."""
    gone = {n.key for n in base} - {n.key for n in left} - {n.key for n in right}
    if not gone:
        return left, right
    found = [_replacements(base, side, gone) for side in (left, right)]
    # The same replacement on both sides merges as one addition already.
    both = {key for key in found[0].keys() & found[1].keys()
            if _folded(found[0][key]) != _folded(found[1][key])}
    if not both:
        return left, right
    return tuple(  # type: ignore[return-value]
        _rekeyed(side, {id(found[i][key]): key for key in both})
        for i, side in enumerate((left, right))
    )


def pair_added(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode]
) -> list[SymbolNode]:
    """Give right's definition the key of left's where both sides added, at one place,
    the one definition of a name new to the container, each with its own signature of
    as many parameters (their types, qualifiers: what a key holds besides the name).

    Two overloads, one from each side, would compile and merge with no conflict; but
    two sides that each wrote a ``parse`` of one parameter where there was none wrote
    one function two ways, and which way is for a person to choose (git conflicts there
    too). Keyed alike, they are one definition both sides added: identical, it is kept
    once; else a conflict. Overloads of other arities (``warn(msg)`` beside ``warn(msg,
    cause)``) are variants meant side by side; a name either side already repeats
    (overloads of its own) is left alone, as are additions at different places."""
    base_keys = {n.key for n in base}
    if not all(any(n.key not in base_keys and "(" in n.name for n in side)
               for side in (left, right)):
        return right  # a signature new on both sides is needed (most merges have none)
    names = {_bare(n.name) for n in base if _named(n)}
    found = [_new_by_name(base_keys, side, names) for side in (left, right)]
    keys = [{n.key for n in side} for side in (left, right)]
    rekeyed: dict[int, str] = {}
    for name, (gap, mine) in found[0].items():
        if name not in found[1]:
            continue
        other_gap, theirs = found[1][name]
        if (gap == other_gap and (mine.kind, mine.node_type) == (theirs.kind, theirs.node_type)
                and _arity(mine.name) == _arity(theirs.name) >= 0
                and mine.key not in keys[1] and theirs.key not in keys[0]):
            rekeyed[id(theirs)] = mine.key
    return _rekeyed(right, rekeyed)


def _new_by_name(
    base_keys: set[str], side: list[SymbolNode], taken: set[str]
) -> dict[str, tuple[str | None, SymbolNode]]:
    """The side's new named definitions (keys not in ``base_keys``) whose bare name is not
    in ``taken`` and which are alone in the side under that name, by name: with their
    gap (the nearest base member before them)."""
    counts: dict[str, int] = {}
    for n in side:
        if _named(n):
            counts[_bare(n.name)] = counts.get(_bare(n.name), 0) + 1
    new = [n for n in side if _named(n) and n.key not in base_keys
           and _bare(n.name) not in taken and counts[_bare(n.name)] == 1]
    return {_bare(n.name): (gap, n) for gap, group in _gaps(new, side, base_keys).items()
            for n in group}


def _arity(name: str) -> int:
    """How many parameters the last parenthesized group of a keyed name lists (``1`` of
    ``operator()(const T&)``, ``2`` of ``warn(String,Throwable)``)."""
    depth, commas, start = 0, 0, name.rfind(")")
    for i in range(start - 1, -1, -1):
        ch = name[i]
        if ch in ")>]":
            depth += 1
        elif ch in "(<[":
            if depth == 0:
                return commas + 1 if name[i + 1:start].strip() else 0
            depth -= 1
        elif ch == "," and depth == 0:
            commas += 1
    return -1  # no parameter list


def _replacements(
    base: list[SymbolNode], side: list[SymbolNode], gone: set[str]
) -> dict[str, SymbolNode]:
    """Base key (of ``gone``) -> the side's definition that replaced it (see
    :func:`pair_replaced`)."""
    base_keys = {n.key for n in base}
    # Only new definitions of a type some lost definition has can replace one.
    types = {n.node_type for n in base if n.key in gone}
    shapes: dict[tuple[str, str], list[SymbolNode]] = {}
    for n in side:
        if n.key not in base_keys and n.node_type in types and _renameable(n):
            shapes.setdefault(_shape(n), []).append(n)
    out: dict[str, SymbolNode] = {}
    for old in base:
        if old.key in gone and _renameable(old):
            alike = shapes.get(_shape(old), [])
            if len(alike) > 1:  # a field renamed beside another new one of its type
                alike = _nearest(old, alike, base, side)
            if len(alike) == 1:
                out[old.key] = alike[0]
    taken = {id(n) for n in out.values()}
    for olds, news_here in _unmatched(base, side, _named):
        for old in olds:
            if old.key not in gone or old.key in out:
                continue
            same = [n for n in news_here if n.node_type == old.node_type]
            if (len(same) == 1 and id(same[0]) not in taken
                    and sum(o.node_type == old.node_type for o in olds) == 1):
                out[old.key] = same[0]
                taken.add(id(same[0]))
    return out


def _nearest(
    old: SymbolNode, candidates: list[SymbolNode], base: list[SymbolNode],
    side: list[SymbolNode],
) -> list[SymbolNode]:
    """The candidates with the most of ``old``'s two base neighbours (the member
    before it and the one after it) as their own neighbours, if only one has most.
    A side's neighbours are its nearest members that base has: definitions it added
    around its replacement (``tail`` and ``body`` beside ``head`` renamed ``head_new``)
    do not count, so such a run ties and the names decide."""
    in_base = {n.key for n in base}

    def neighbours(seq: list[SymbolNode], node: SymbolNode) -> tuple[str | None, str | None]:
        i = next(k for k, n in enumerate(seq) if n is node)
        before = (n.key for n in reversed(seq[:i]) if n.key in in_base)
        after = (n.key for n in seq[i + 1 :] if n.key in in_base)
        return next(before, None), next(after, None)

    before, after = neighbours(base, old)
    scores = []
    for n in candidates:
        prev, nxt = neighbours(side, n)
        scores.append((prev == before) + (nxt == after))
    best = max(scores)
    chosen = [n for n, score in zip(candidates, scores, strict=True) if score == best]
    if len(chosen) > 1:  # then the name most like the old one (a rename keeps a part)
        shared = [_shared_ends(old.name, n.name) for n in chosen]
        most = max(shared)
        chosen = [n for n, k in zip(chosen, shared, strict=True) if k == most]
    return chosen if len(chosen) == 1 else []


def _shared_ends(a: str, b: str) -> int:
    """How many characters ``a`` and ``b`` share at their start and at their end."""
    short = min(len(a), len(b))
    start = next((i for i in range(short) if a[i] != b[i]), short)
    end = next((i for i in range(short) if a[-1 - i] != b[-1 - i]), short)
    return min(start + end, short)


def _folded(node: SymbolNode, text: str | None = None) -> str:
    """A definition's text (or ``text``), white space folded and a trailing separator
    dropped."""
    return " ".join((node.body if text is None else text).split()).rstrip(",;")


def _shape(node: SymbolNode) -> tuple[str, str]:
    """A definition's node type and its folded text with its own name (a whole word)
    blanked out: two definitions of one shape differ in their names at most. Computed
    once per definition, so that finding a rename among many costs a lookup."""
    return node.node_type, _folded(
        node, "\n".join(_renamed(node.body.split("\n"), node.name, "\0")))


def _renameable(node: SymbolNode) -> bool:
    """A definition with a name, registered handlers and overloads (keyed by their
    text) too, and an import of one module (``from typing import ...``); not a plain
    statement (its first line is its name)."""
    if node.is_import:
        return _MODULE.fullmatch(node.name) is not None
    return node.kind != "stmt" and bool(node.name)


def _unmatched(
    base: list[SymbolNode], side: list[SymbolNode], eligible: Callable[[SymbolNode], bool]
) -> list[tuple[list[SymbolNode], list[SymbolNode]]]:
    """Per gap between members both versions share: the ``eligible`` base members the
    side lacks, and the side's new ``eligible`` members there (gaps with both only)."""
    base_keys = {n.key for n in base}
    side_keys = {n.key for n in side}
    gone = _gaps([n for n in base if eligible(n) and n.key not in side_keys], base, side_keys)
    if not gone:
        return []
    new = _gaps([n for n in side if eligible(n) and n.key not in base_keys], side, base_keys)
    return [(olds, new[gap]) for gap, olds in gone.items() if gap in new]


def _named(node: SymbolNode) -> bool:
    """A definition keyed by its name: what a rename changes the key of."""
    return not pairable(node) and not node.is_import and bool(node.name)


def _same_name(
    old: SymbolNode, olds: list[SymbolNode], news: list[SymbolNode]
) -> SymbolNode | None:
    """The one candidate with ``old``'s name and node type, where ``old`` is the one of
    that name in its gap: its key, which holds more than the name, changed (a C++ method
    declared ``const``, an overload's parameter types); its name did not. A one-line
    declaration pairs with a one-line candidate; a definition with a body, with one that
    keeps a line of it, or a short body whose words are mostly alike (a short body
    edited with its signature is less alike than :data:`SAME_BODY`, yet still the one
    definition of that name there)."""
    if sum(_bare(o.name) == _bare(old.name) for o in olds) != 1:
        return None
    body = _body_lines(old)
    same = [n for n in news if _bare(n.name) == _bare(old.name)
            and n.node_type == old.node_type and bool(_body_lines(n)) == bool(body)]
    if len(same) != 1:
        return None
    new_body = _body_lines(same[0])
    if body and likeness(body, new_body)[1] < 1 and not (
        max(len(body), len(new_body)) <= FEW_LINES
        and token_likeness(body, new_body) >= _SAME_NAME_WORDS
    ):
        return None
    return same[0]


def _bare(name: str) -> str:
    """A name without the signature a key may add (``area`` of ``area()const``)."""
    return name.partition("(")[0]


def _most_alike(
    old: SymbolNode, news: list[SymbolNode], lines: int, rival: float | None = None
) -> SymbolNode | None:
    """The candidate of ``old``'s node type most alike to it, if alike enough (in share,
    and in at least ``lines`` alike lines) and alone in being the most alike. Each
    candidate is also compared with ``old`` renamed to it, the better of the two
    counting: a rename also renames the definition's calls of itself (recursion,
    ``super().name(...)``), though not the same word in a string. With ``rival``, none
    when two candidates named after a part of ``old``'s name are at least that alike:
    the side split the definition into copies (``h1, h2 {...}`` into ``h1 {...}`` and
    ``h2 {...}``, a CI job ``test`` into ``test-unit`` and ``test-e2e``), and which copy
    the other side's edit belongs in is not for the merge to pick. (A renamed test
    beside a new test copied from it is no split: their names are new.)"""
    scored = []
    rivals = 0
    old_lines = _body_lines(old)
    for i, n in enumerate(news):
        if n.node_type == old.node_type:
            new_lines = _body_lines(n)
            share, common = likeness(old_lines, new_lines)
            renamed = _renamed(old_lines, old.name, n.name)
            if renamed is not old_lines:
                share, common = max((share, common), likeness(renamed, new_lines))
            if share >= SAME_BODY and common >= lines:
                scored.append((share, i))
            if rival is not None and share >= rival and _part_of(old.name, n.name):
                rivals += 1
    scored.sort(reverse=True)
    if not scored or (len(scored) > 1 and scored[1][0] == scored[0][0]) or rivals > 1:
        return None
    return news[scored[0][1]]


def _part_of(old: str, new: str) -> bool:
    """Is ``new`` named after a part of ``old``: one of the names of a list (``h1`` of
    ``h1, h2``), or ``old`` made more specific (``test-unit`` of ``test``)?"""
    return new in re.split(r"[,\s]+", old) or (new.startswith(old) and new != old)


#: Statements or bodies this short, each line of which a side edited, are compared word
#: by word (:func:`token_likeness`): ``X = env.list("X", default=X)`` edited is still
#: that line, not ``X = ["a"]``; ``return find(page);`` is still ``return find();``.
FEW_LINES = 3


def token_likeness(a: list[str], b: list[str]) -> float:
    """The share of the tokens (:func:`~semmerge.merge.words.tokens`: words, numbers,
    strings and signs) of two short texts' lines in common."""
    x, y = _solid_tokens(a), _solid_tokens(b)
    if not x or not y:
        return 0.0
    return sum(n for _, _, n in diff_blocks(x, y)) / max(len(x), len(y))


def _solid_tokens(lines: list[str]) -> list[str]:
    return [t for t in tokens("\n".join(lines)) if not t.isspace()]


def alike_text(old: str, new: str, share: float = 0.6) -> bool:
    """Is most of ``old``'s text kept in ``new``: twice the characters matched, over
    both lengths, at least ``share``? The start and end both share are matched as they
    stand, and only what lies between goes to difflib's character matcher, whose time
    grows with the product of the lengths it compares: a statement of a thousand
    characters given one keyword took 15 ms whole, and well under one this way. (So the
    share can be above difflib's ``ratio()`` of the whole texts, whose first match, the
    longest, may lie across the edit and leave text on both sides unmatched.)"""
    total = len(old) + len(new)
    if 2 * min(len(old), len(new)) < share * total:
        return False  # even all of the shorter one matched would be too little
    start = common_start(old, new)
    end = common_start(old[start:][::-1], new[start:][::-1])
    matched = start + end
    if start + end < min(len(old), len(new)):
        from difflib import SequenceMatcher  # only where a statement changed in place

        middle = SequenceMatcher(None, old[start : len(old) - end],
                                 new[start : len(new) - end], autojunk=False)
        matched += sum(n for _, _, n in middle.get_matching_blocks())
    return 2 * matched >= share * total


def likeness(a: list[str], b: list[str]) -> tuple[float, int]:
    """The share of two definitions' body lines (:func:`_body_lines`) in common, and
    their number."""
    if not a or not b:
        return 0.0, 0
    common = sum(n for _, _, n in diff_blocks(a, b))
    return common / max(len(a), len(b)), common


def _renamed(lines: list[str], old: str, new: str) -> list[str]:
    """``lines`` with the identifier ``old`` (a whole word) written ``new``."""
    if not old or old == new or not any(old in line for line in lines):
        return lines
    word = re.compile(rf"(?<![\w$]){re.escape(old)}(?![\w$])")
    return [word.sub(lambda _: new, line) for line in lines]


def _body_lines(node: SymbolNode) -> list[str]:
    """The lines after the header, as :func:`alnum_lines` keeps them."""
    return alnum_lines(split_lines(node.body)[1:])


def alnum_lines(lines: list[str]) -> list[str]:
    """The lines, stripped, that hold an ASCII letter or digit (a closing brace alone
    says nothing about which definition it ends)."""
    stripped = (line.strip() for line in lines)
    return [line for line in stripped if any(ch.isascii() and ch.isalnum() for ch in line)]


def _rekeyed(side: list[SymbolNode], keys: dict[int, str]) -> list[SymbolNode]:
    if not keys:
        return side
    return [n.copy(key=keys[id(n)]) if id(n) in keys else n for n in side]


def _same_slot(old: SymbolNode, new: SymbolNode) -> bool:
    """Could ``new`` be an edit of ``old``? Same node type; for repeated definitions
    also the same kind, name and decorator (the key up to the signature)."""
    if old.repeatable != new.repeatable or old.node_type != new.node_type:
        return False
    return not old.repeatable or old.key.split(" ", 2)[:2] == new.key.split(" ", 2)[:2]


def _gaps(
    nodes: list[SymbolNode], seq: list[SymbolNode], shared: set[str]
) -> dict[str | None, list[SymbolNode]]:
    """Group ``nodes`` by the nearest preceding key of ``seq`` that is in ``shared``."""
    wanted = {id(n) for n in nodes}
    groups: dict[str | None, list[SymbolNode]] = {}
    anchor: str | None = None
    for n in seq:
        if id(n) in wanted:
            groups.setdefault(anchor, []).append(n)
        elif n.key in shared:
            anchor = n.key
    return groups
