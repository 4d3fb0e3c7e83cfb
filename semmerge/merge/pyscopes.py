"""Which function or class body a line of Python sits in, from indentation alone (no
parse: the checks that use it exist to skip one).

In: the lines of one version and a line index. Out: the index of the header line
(``def`` or ``class``) of the innermost body holding that line, or -1 at module level; a
header line itself belongs to the scope around it.

Used to narrow two checks down to the lines that matter: a line in a function body
binds a local name, which no module- or class-level duplicate can involve, and whose
removal can leave a name undefined only inside that function (``global`` and
``nonlocal`` aside: callers skip files that declare them, see :func:`declares_outer`).
The checks ask about a few lines each, so the answer walks up from the line rather than
reading the whole file: each line less indented than everything below it, up to the
line asked about, opens a block that holds that line.

The walk errs one way only. A line it cannot place (inside brackets or a string) that
is indented less than the code around it passes for a block that is not a header, and
the walk goes on from its indentation, past the real header: the line counts as less
nested, which makes a check run, never skip. A caller for whom "less nested" would skip
a check passes ``unsure`` to :func:`enclosing` and gets that answer instead. The
exception is a ``def`` or ``class`` line inside a multi-line string, above the line
asked about and indented less than it but more than its real header: it is taken for a
header. Docstrings indented less than the code around them are that rare.
"""

from __future__ import annotations

import re
from functools import cache

from semmerge.merge.linemerge import remembered

__all__ = ["declares_outer", "enclosing", "is_header", "lines_declare_outer", "parameter_text"]


@cache
def _header() -> re.Pattern[str]:
    return re.compile(r"[ \t]*(?:async[ \t]+)?(def|class)[ \t]+[^\W\d]\w*[ \t]*[(:\[]")


def enclosing(
    lines: list[str], index: int, functions_only: bool = False, unsure: int | None = None
) -> int:
    """The header line of the innermost body holding ``lines[index]``: a function's
    (``functions_only``) or a function's or a class's; -1 when there is none.

    With ``unsure``, that is the answer whenever the walk passes a less indented line
    that opens nothing below it (no ":" at its end, no unclosed bracket: a line of a
    string, most likely, which the walk cannot place), for callers that must not take
    a line for less nested than it is.
    """
    line = lines[index]
    limit = len(line) - len(line.lstrip(" \t"))  # tabs count one column, as do spaces
    for j in range(index - 1, -1, -1):
        if limit == 0:
            break
        above = lines[j]
        code = above.lstrip(" \t")
        indent = len(above) - len(code)
        if indent >= limit or not code or code[0] in "#\r\n":
            continue
        if code[0] in ")]}":
            limit = indent + 1  # closes a header spread over lines: its first line is above
            continue
        limit = indent
        found = _header().match(code)
        if found is not None and (found[1] == "def" or not functions_only):
            return j
        if unsure is not None and found is None and not _opens_block(code):
            return unsure
    return -1


def _opens_block(code: str) -> bool:
    """Does this line (its indentation stripped) open the lines below it: end in ":"
    (``if x:``, ``try:``, ``else:``), or start a statement that goes on below (an
    unclosed bracket, a trailing backslash)? Comments aside."""
    hash_at = code.find("#")
    code = (code if hash_at < 0 else code[:hash_at]).rstrip()
    if code.endswith((":", "\\")):
        return True
    return sum(map(code.count, "([{")) > sum(map(code.count, ")]}"))


def parameter_text(line: str) -> str | None:
    """What follows the ``(`` of a ``def`` line (its parameters, or their first line),
    None for any other line. The parameters are names of the function's own scope."""
    found = _def_open().match(line)
    return None if found is None else line[found.end() :]


@cache
def _def_open() -> re.Pattern[str]:
    return re.compile(r"[ \t]*(?:async[ \t]+)?def[ \t]+[^\W\d]\w*[ \t]*(?:\[[^\]]*\][ \t]*)?\(")


def is_header(line: str) -> bool:
    """Does ``line`` start a ``def`` or ``class``? Adding, removing or changing one moves
    the lines below it into another scope without changing them."""
    return _header().match(line) is not None


def lines_declare_outer(lines: list[str]) -> bool:
    """:func:`declares_outer` of the text of ``lines``, remembered for the last few
    line lists (the checks of one merge ask about the same versions again and again,
    and each answer reads a whole file)."""
    return remembered(_OUTER_MEMO, lines, _joined_declares_outer, 6)


def _joined_declares_outer(lines: list[str]) -> bool:
    return declares_outer("".join(lines))


_OUTER_MEMO: list[tuple[list[str], bool]] = []


def declares_outer(text: str) -> bool:
    """Does ``text`` let a function bind a name of an outer scope (``global``,
    ``nonlocal``)? Then a line in a function body can bind a module-level name."""
    # Found with str.find: a pattern anchored at every line start reads a large file
    # slowly, and these words are rare.
    for word in ("global", "nonlocal"):
        at = text.find(word)
        while at >= 0:
            end = at + len(word)
            if text[end : end + 1] in (" ", "\t"):
                line_start = text.rfind("\n", 0, at) + 1
                if not text[line_start:at].strip(" \t"):
                    return True
            at = text.find(word, end)
    return False
