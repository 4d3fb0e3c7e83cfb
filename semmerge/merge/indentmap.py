"""One side's change of indentation style, carried over to the other side's lines.

In: a symbol's base lines and one side's, which re-indented them line for line (four
spaces made two, tabs made spaces); then the other side's lines. Out: the other side's
lines in the new indentation, or None when the first side did anything else or an
indentation of the other side's has no counterpart.

Where one side only changed the layout of a symbol and the other changed its code, the
code wins (:mod:`semmerge.merge.structured`); taken as it is, it would bring back the
old indentation in the middle of the first side's new one. Each old indentation maps to
one new one; one the first side never met (a block the other side nested deeper) is
scaled as the others were, when they were all one character repeated, scaled alike.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["indent_map", "reindent_like"]

IndentMap = dict[str, str]


def indent_map(before: Sequence[str], after: Sequence[str]) -> IndentMap | None:
    """The new indentation of each old one, when ``after`` is ``before`` re-indented
    line for line (blank lines aside) and at least one indentation changed."""
    if len(before) != len(after):
        return None
    mapping: IndentMap = {}
    for old_line, new_line in zip(before, after, strict=True):
        text = old_line.lstrip(" \t")
        if text.rstrip() != new_line.lstrip(" \t").rstrip():
            return None
        if not text.strip():
            continue
        old, new = _indent(old_line), _indent(new_line)
        if mapping.setdefault(old, new) != new:
            return None  # one indentation made two: not a change of style
    return mapping if any(old != new for old, new in mapping.items()) else None


def reindent_like(lines: Sequence[str], mapping: IndentMap) -> list[str] | None:
    """``lines`` with each indentation replaced as ``mapping`` says (or as it scales),
    or None where one has no counterpart."""
    out = []
    for line in lines:
        text = line.lstrip(" \t")
        if not text.strip():
            out.append(line)
            continue
        old = line[: len(line) - len(text)]
        new = mapping.get(old)
        if new is None:
            new = _scaled(old, mapping)
        if new is None:
            return None
        out.append(new + text)
    return out


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def _scaled(old: str, mapping: IndentMap) -> str | None:
    """``old`` scaled as every non-empty indentation of ``mapping`` was: each one
    character repeated (``old_char``, ``new_char``) in a fixed ratio."""
    pairs = [(o, n) for o, n in mapping.items() if o]
    if not pairs or not old:
        return None
    chars = {(o[0], n[:1]) for o, n in pairs}
    if len(chars) != 1 or any(len(set(o)) != 1 or len(set(n)) > 1 for o, n in pairs):
        return None
    old_char, new_char = chars.pop()
    ratios = {len(n) / len(o) for o, n in pairs}
    if len(ratios) != 1 or set(old) != {old_char} or not new_char:
        return None
    width = len(old) * ratios.pop()
    return new_char * int(width) if width.is_integer() else None
