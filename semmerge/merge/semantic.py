"""Semantic checks that no line merge makes: names a clean merge leaves undefined.

In: base, left, right and the clean merged text of one file, and the name of the
language's check (``semantic_check`` in its spec). Out: findings -- names the merged file
uses but no longer defines or imports, where neither left nor right alone had that
problem (one side deleted or renamed ``f`` while the other added a call to it) -- each
with the first line that uses it. :func:`suspects` narrows the check down to the names
a side's removed lines and the other side's added lines share; most merges have none
left once keywords and builtins are set aside, and then no check runs at all.

Python's check reads CPython's symbol tables: a name used at module level, or used as a
global inside a function or class, that the module never binds (assignment, ``def``,
``class``, import, ``global`` assignment) and that is not a builtin is undefined. A
file with ``from x import *`` is skipped: its names cannot be known.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set

from semmerge.merge.linemerge import diff_blocks

Finding = tuple[str, int]  # (name, first line that uses it)

_MODULE_NAMES = frozenset({
    "__name__", "__file__", "__doc__", "__spec__", "__loader__", "__package__",
    "__builtins__", "__path__", "__annotations__", "__dict__", "__debug__",
    "__cached__", "__class__", "__qualname__", "__module__",
})


def _python_undefined(text: str, names: Set[str] | None = None) -> dict[str, int] | None:
    """Undefined names -> first line using them; None if the text cannot be judged.

    Uses CPython's own symbol tables (``symtable``): the scoping rules are exactly the
    compiler's, and building them costs a fraction of walking an ``ast`` in Python.
    With ``names``, only those names are judged: reading every symbol of every scope
    through ``symtable``'s Python objects costs more than building the tables.
    """
    import symtable
    import warnings

    if _star_import(text):
        return None  # names arrive through "import *": they cannot be known
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            top = symtable.symtable(text, "<merged>", "exec")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    bound: set[str] = set()
    wanted: set[str] = set()
    tables = [top]
    while tables:
        table = tables.pop()
        tables.extend(table.get_children())
        idents = table.get_identifiers()
        for name in idents if names is None else names & idents:
            sym = table.lookup(name)
            at_module = table is top or sym.is_declared_global()
            if at_module and (sym.is_assigned() or sym.is_imported() or sym.is_namespace()):
                bound.add(name)
            if sym.is_referenced() and (table is top or sym.is_global()):
                wanted.add(name)
    undefined = wanted - bound - _python_never_undefined()
    return {name: _first_use(text, name) for name in sorted(undefined)}


def _python_never_undefined() -> frozenset[str]:
    """Builtins, module attributes and keywords: never an undefined name."""
    global _PY_NEVER  # noqa: PLW0603 - built on first use, off the driver's start-up
    if _PY_NEVER is None:
        import builtins
        import keyword

        _PY_NEVER = frozenset(
            {*dir(builtins), *_MODULE_NAMES, *keyword.kwlist}
        )
    return _PY_NEVER


_PY_NEVER: frozenset[str] | None = None


def _star_import(text: str) -> bool:
    """Does a line read ``from <module> import *``?"""
    at = text.find("import")
    while at >= 0:
        after = text[at + 6 : at + 64]
        if after[:1] in (" ", "\t") and after.lstrip(" \t").startswith("*"):
            head = text[text.rfind("\n", 0, at) + 1 : at]
            words = head.split()
            if len(words) == 2 and words[0] == "from" and head.lstrip(" \t").startswith(
                ("from ", "from\t")
            ) and head[-1:] in (" ", "\t"):
                return True
        at = text.find("import", at + 6)
    return False


def _first_use(text: str, name: str) -> int:
    import re

    found = re.search(rf"(?<![\w.]){re.escape(name)}\b", text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


class NameCheck:
    """One language's check: ``judge(text, names)`` gives the undefined names among
    ``names`` (all names when None) with their first use, or None when the text cannot
    be judged; ``never_undefined()`` gives words that can never be such a name
    (hard keywords, builtins), so a caller can skip the check when only those changed."""

    def __init__(
        self, judge: Callable[[str, Set[str] | None], dict[str, int] | None],
        never_undefined: Callable[[], frozenset[str]], line_comment: str,
        binds: Callable[[str], Iterable[str]],
    ) -> None:
        self.judge = judge
        self.never_undefined = never_undefined
        self.line_comment = line_comment
        self.binds = binds

    def words(self, lines: Iterable[str]) -> set[str]:
        """Words that may be names on these lines (comment lines hold none)."""
        return self._found(_words, lines)

    def bound_words(self, lines: Iterable[str]) -> set[str]:
        """Words these lines may bind: a superset of the names they bind."""
        return self._found(self.binds, lines)

    def _found(self, words: Callable[[str], Iterable[str]], lines: Iterable[str]) -> set[str]:
        found: set[str] = set()
        for line in lines:
            if not line.lstrip().startswith(self.line_comment):
                found.update(words(line))
        return found


# The scanners below stand for regular expressions: importing ``re`` (and the ``enum``
# it needs) would cost the merge driver more start-up than the check itself.
# tests/test_semantic.py checks them against the expressions they replace.

# ASCII punctuation becomes a space, "." becomes " ." (an attribute then splits off as
# ".name"): splitting finds the words not preceded by "." at C speed.
_SPLIT = str.maketrans(
    {c: " " for c in map(chr, range(128)) if not (c.isalnum() or c in "_.")} | {".": " ."}
)


def _words(line: str) -> list[str]:
    """Identifiers on a line not preceded by "." (an attribute, "x.name", is never a
    name the merge can leave undefined): ``(?<![\\w.])[^\\W\\d]\\w*``."""
    return [w for w in line.translate(_SPLIT).split() if w.isidentifier()]


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _tokens(line: str) -> list[tuple[str, int, int]]:
    """(text, start, end) of each run of word characters and each other non-space
    character."""
    out = []
    i, n = 0, len(line)
    while i < n:
        ch = line[i]
        if ch.isspace():
            i += 1
        elif _is_word(ch):
            j = i + 1
            while j < n and _is_word(line[j]):
                j += 1
            out.append((line[i:j], i, j))
            i = j
        else:
            out.append((ch, i, i + 1))
            i += 1
    return out


# Keywords after which a name is bound; what may follow a name that is bound.
_BINDING_KEYWORDS = frozenset({
    "def", "class", "import", "as", "for", "global", "nonlocal", "type", "del",
})
_TARGET_ENDS = frozenset(":,)]};#\\")
_AUGMENTED = frozenset("-+*/%&|^@<>")


def _python_binds(line: str) -> list[str]:
    """Words a line of Python may bind, generously (a word it misses cannot be a name
    the line binds): after a keyword that binds or a star, after a comma when a dot
    follows (the second module of "import a.b, c.d"), or before what may end a target
    ("=" and augmented "+=", ":" of an annotation or ":=", a comma or closing bracket
    of a target or import list, " in" of a for loop, " if" of a case guard, a comment,
    ";", a line continuation, the end of the line). A "def" line binds its name and a
    walrus in a default value, not its parameters."""
    tokens = _tokens(line)
    header = _def_header(tokens)
    if header is not None:
        return [tokens[header][0], *_walrus_targets(tokens, header + 1)]
    return [
        text for k, (text, _, _) in enumerate(tokens)
        if _is_word(text[0]) and not text[0].isdecimal() and _binds_at(line, tokens, k)
    ]


def _def_header(tokens: list[tuple[str, int, int]]) -> int | None:
    """The index of the name of "def name(" (or "async def name("), else None."""
    k = 1 if tokens and tokens[0][0] == "async" else 0
    if len(tokens) > k + 2 and tokens[k][0] == "def" and tokens[k + 2][0] == "(":
        name = tokens[k + 1][0]
        if _is_word(name[0]) and not name[0].isdecimal():
            return k + 1
    return None


def _walrus_targets(tokens: list[tuple[str, int, int]], start: int) -> list[str]:
    """Names before ":=" from ``start`` on."""
    return [
        text for k, (text, _, _) in enumerate(tokens[start:-2], start)
        if _is_word(text[0]) and not text[0].isdecimal() and tokens[k + 1][0] == ":"
        and tokens[k + 2][0] == "=" and tokens[k + 1][2] == tokens[k + 2][1]
    ]


def _binds_at(line: str, tokens: list[tuple[str, int, int]], k: int) -> bool:
    _, start, end = tokens[k]
    if k:
        prev, _, prev_end = tokens[k - 1]
        if prev in _BINDING_KEYWORDS and prev_end < start:  # "import name"
            return True
        if prev == "*" or (prev == "," and line[end : end + 1] == "."):
            return True
    before = line[start - 1] if start else ""
    if before == "." or (before and _is_word(before)):
        return False
    return _target_end_follows(line, end)


def _target_end_follows(line: str, end: int) -> bool:
    rest = line[end:].lstrip()
    if not rest or rest[0] in _TARGET_ENDS:
        return True
    eq = 2 if rest[:2] in ("//", "**", ">>", "<<") else 1 if rest[0] in _AUGMENTED else 0
    if rest[eq:eq + 1] == "=" and rest[eq + 1:eq + 2] != "=":
        return True
    if len(rest) < len(line) - end:  # whitespace before it: " in", " if"
        return rest[:2] in ("in", "if") and not (len(rest) > 2 and _is_word(rest[2]))
    return False


CHECKS: dict[str, NameCheck] = {
    "python-names": NameCheck(_python_undefined, _python_never_undefined, "#", _python_binds),
}


def suspects(check: str, base: list[str], left: list[str], right: list[str]) -> set[str]:
    """Names a clean merge of these lines could leave undefined: a name loses its
    definition on one side (a line it removed that may bind the name) and gains a use
    on the other (an added line). The check is needed only when this is not empty."""
    named = CHECKS[check]
    removed_l, added_l = _changed(named, base, left)
    removed_r, added_r = _changed(named, base, right)
    return ((removed_l & added_r) | (removed_r & added_l)) - named.never_undefined()


def _changed(named: NameCheck, base: list[str], side: list[str]) -> tuple[set[str], set[str]]:
    """Words the lines ``side`` removed from ``base`` may bind; words on the lines it
    added."""
    kept_base, kept_side = [False] * len(base), [False] * len(side)
    for i, j, n in diff_blocks(base, side):
        kept_base[i : i + n] = [True] * n
        kept_side[j : j + n] = [True] * n
    removed = (line for line, k in zip(base, kept_base, strict=True) if not k)
    added = (line for line, k in zip(side, kept_side, strict=True) if not k)
    return named.bound_words(removed), named.words(added)


def new_undefined(
    check: str, left: str, right: str, merged: str, names: Set[str] | None = None,
) -> list[Finding]:
    """Names undefined in ``merged`` but defined (or unused) in both left and right.

    With ``names``, only those are judged (the ones the merge could have broken).
    """
    judge = CHECKS[check].judge
    now = judge(merged, names)
    if not now:
        return []
    before: set[str] = set()
    for side in (left, right):
        undefined = judge(side, set(now))
        if undefined is None:
            return []  # a side we cannot judge: no claim about the merge
        before |= set(undefined)
    return sorted(((n, line) for n, line in now.items() if n not in before), key=lambda f: f[1])
