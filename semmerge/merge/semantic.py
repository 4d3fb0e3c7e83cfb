"""Semantic checks that no line merge makes: names a clean merge leaves undefined.

In: base, left, right and the clean merged text of one file, and the name of the
language's check (``semantic_check`` in its spec). Out: findings -- names the merged file
uses but no longer defines or imports, where neither left nor right alone had that
problem (one side deleted or renamed ``f`` while the other added a call to it) -- each
with the first line that uses it.

Python's check walks the ``ast``: a name is *bound* anywhere in the file (assignment
target, parameter, ``def``/``class``, import, ``global``, ``except ... as``, pattern
capture) or *used* (loaded). A used name that is never bound and is not a builtin is
undefined. A file with ``from x import *`` is skipped: its names cannot be known.
"""

from __future__ import annotations

from collections.abc import Callable

Finding = tuple[str, int]  # (name, first line that uses it)

_MODULE_NAMES = frozenset({
    "__name__", "__file__", "__doc__", "__spec__", "__loader__", "__package__",
    "__builtins__", "__path__", "__annotations__", "__dict__", "__debug__",
    "__cached__", "__class__", "__qualname__", "__module__",
})


def _python_undefined(text: str) -> dict[str, int] | None:
    """Undefined names -> first line using them; None if the text cannot be judged."""
    import ast
    import builtins
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    bound: set[str] = set(dir(builtins)) | _MODULE_NAMES
    used: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                used.setdefault(node.id, node.lineno)
            else:
                bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                if alias.name == "*":
                    return None
                bound.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound.update(node.names)
        elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)):
            if node.name:
                bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            bound.add(node.rest)
    return {name: line for name, line in used.items() if name not in bound}


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
