"""Instance attributes one side stopped setting that the other side's new code reads.

In: the lines of base, left and right, the merged text and the spec's
``attribute_prefix`` (``self.`` in Python, ``@`` in Ruby). Out: findings, ``(the
attribute as written, the first line of the merged file that reads it on a line the
other side added, the side that stopped setting it)``.

One side renames ``self.limit`` to ``self.max_per_minute`` (every assignment and every
read), the other side adds a method that reads ``self.limit``: each side alone is
consistent, the merge raises ``AttributeError`` (Ruby reads ``nil``) when the new method
runs. No name is left undefined, so the check of names does not see it: an attribute is
written with its prefix, so text tells it. Text only, no parse: the attribute must be on
a line the side removed and on a line the other side added, absent from the side's whole
file, assigned in base, and assigned nowhere in the merged file (nor defined there as a
class attribute, a method or a property); a file that sets attributes dynamically
(``setattr``, ``__getattr__``, ``__dict__``, ``instance_variable_set``) is not judged.
"""

from __future__ import annotations

import re

from semmerge.merge.semantic import changed_lines

_DYNAMIC = ("setattr(", "__getattr__", "__dict__", "instance_variable_set")


def removed_attributes(
    base: list[str], left: list[str], right: list[str], merged: str, prefix: str
) -> list[tuple[str, int, str]]:
    """The attributes one side stopped setting that the other side's added lines read in
    ``merged`` (see the module docstring)."""
    pattern = re.compile(re.escape(prefix) + r"([A-Za-z_]\w*)\b")
    sides = {"left": left, "right": right}
    changes = {s: changed_lines(base, lines) for s, lines in sides.items()}
    found: list[tuple[str, int, str]] = []
    for side, other in (("left", "right"), ("right", "left")):
        removed, added = changes[side][0], changes[other][1]
        names = _attributes(pattern, removed) & _attributes(pattern, added)
        if not names:
            continue
        mine = "".join(sides[side])
        names = {n for n in names if not re.search(_written(prefix, n), mine)}
        if not names or any(d in merged for d in _DYNAMIC):
            continue
        before = "".join(base)
        # Set as an attribute in base (a method renamed is the check of removed
        # definitions'), and defined nowhere in the merge.
        names = {n for n in names if re.search(_setting(prefix, n), before)}
        names = {n for n in names if not _assigned(merged, prefix, n)}
        new = {line.strip() for line in added}
        for name in sorted(names):
            line = _first_use(merged, _written(prefix, name), new)
            if line:
                found.append((prefix + name, line, side))
    return found


def _attributes(pattern: re.Pattern[str], lines: list[str]) -> set[str]:
    return {m[1] for line in lines for m in pattern.finditer(line)}


def _written(prefix: str, name: str) -> str:
    return re.escape(prefix) + re.escape(name) + r"\b"


def _setting(prefix: str, name: str) -> str:
    """The pattern of an assignment to the attribute (``self.x = ``, ``self.x: int =``)."""
    return _written(prefix, name) + r"\s*(?::[^=\n]*)?=(?!=)"


def _assigned(text: str, prefix: str, name: str) -> bool:
    """Does ``text`` set the attribute (``self.x = ``, ``self.x: int = ``), or define the
    name in a class body (``x = 1``, ``x: int``, ``def x``, ``attr_accessor :x``)?"""
    word = re.escape(name)
    return bool(
        re.search(_setting(prefix, name), text)
        or re.search(rf"^[ \t]*{word}\s*[:=](?!=)", text, re.M)
        or re.search(rf"\bdef\s+(?:self\.)?{word}\b", text)
        or re.search(rf"\battr_(?:accessor|writer)\b[^\n]*:{word}\b", text)
    )


def _first_use(text: str, written: str, new: set[str]) -> int:
    """The first line (from 1) of ``text`` that reads the attribute and is a line of
    ``new``; 0 when there is none (the other side's use did not survive)."""
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip() in new and re.search(written, line):
            return number
    return 0
