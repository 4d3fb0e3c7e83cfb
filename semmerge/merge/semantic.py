"""Semantic checks that no line merge makes: names a clean merge leaves undefined.

In: base, left, right and the clean merged text of one file, and the name of the
language's check (``semantic_check`` in its spec). Out: findings -- names the merged file
uses but no longer defines or imports, where neither left nor right alone had that
problem (one side deleted or renamed ``f`` while the other added a call to it) -- each
with the first line that uses it.

Python's check reads CPython's symbol tables: a name used at module level, or used as a
global inside a function or class, that the module never binds (assignment, ``def``,
``class``, import, ``global`` assignment) and that is not a builtin is undefined. A
file with ``from x import *`` is skipped: its names cannot be known.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Finding = tuple[str, int]  # (name, first line that uses it)

_MODULE_NAMES = frozenset({
    "__name__", "__file__", "__doc__", "__spec__", "__loader__", "__package__",
    "__builtins__", "__path__", "__annotations__", "__dict__", "__debug__",
    "__cached__", "__class__", "__qualname__", "__module__",
})


def _python_undefined(text: str) -> dict[str, int] | None:
    """Undefined names -> first line using them; None if the text cannot be judged.

    Uses CPython's own symbol tables (``symtable``): the scoping rules are exactly the
    compiler's, and building them costs a fraction of walking an ``ast`` in Python.
    """
    import builtins
    import symtable
    import warnings

    if _STAR_IMPORT.search(text):
        return None  # names arrive through "import *": they cannot be known
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            top = symtable.symtable(text, "<merged>", "exec")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    bound = set(dir(builtins)) | _MODULE_NAMES
    wanted: set[str] = set()
    tables = [top]
    while tables:
        table = tables.pop()
        tables.extend(table.get_children())
        for sym in table.get_symbols():
            name = sym.get_name()
            at_module = table is top or sym.is_declared_global()
            if at_module and (sym.is_assigned() or sym.is_imported() or sym.is_namespace()):
                bound.add(name)
            if sym.is_referenced() and (table is top or sym.is_global()):
                wanted.add(name)
    return {name: _first_use(text, name) for name in sorted(wanted - bound)}


_STAR_IMPORT = re.compile(r"^[ \t]*from[ \t]+\S+[ \t]+import[ \t]+\*", re.M)


def _first_use(text: str, name: str) -> int:
    found = re.search(rf"(?<![\w.]){re.escape(name)}\b", text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


CHECKS: dict[str, Callable[[str], dict[str, int] | None]] = {"python-names": _python_undefined}


def new_undefined(check: str, left: str, right: str, merged: str) -> list[Finding]:
    """Names undefined in ``merged`` but defined (or unused) in both left and right."""
    judge = CHECKS[check]
    now = judge(merged)
    if not now:
        return []
    before: set[str] = set()
    for side in (left, right):
        undefined = judge(side)
        if undefined is None:
            return []  # a side we cannot judge: no claim about the merge
        before |= set(undefined)
    return sorted(((n, line) for n, line in now.items() if n not in before), key=lambda f: f[1])
