"""Python names a module reads while it is imported before the statement that defines them.

In: the text of a module. Out: each such name with the line that reads it
(:func:`used_before_defined`), or None when the text does not parse.

A merge that combines one side's move of a definition with the other side's new use of
it can put the use first: one side moves ``class A`` below ``class B``, the other makes
``A`` the base class of ``B``. Each side imports; the merge raises ``NameError``. The
undefined-name check does not see it (the module does bind ``A``), so this module reads
what runs at import time: statements at module level, class bodies, decorators, base
classes, default values and (without ``from __future__ import annotations``)
annotations, but not function bodies, which run later. In a class body, a name read
above the statement of that body that binds it counts too, unless the module binds it
before the class (then the read finds the module's).

Only what is certain counts: a name also bound by a function (``global``), by an
enclosing class body or comprehension, a builtin or a module attribute (``__name__``)
is left out, a module with a star import is not judged, and a name is
"defined" from the first module-level statement that may bind it (inside ``if``,
``try`` or ``with`` too).
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Iterator

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def used_before_defined(text: str) -> dict[str, int] | None:
    """Names read at import time above their first module-level binding -> first line
    reading them; None if ``text`` does not parse or imports ``*``."""
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    lazy = _lazy_annotations(module)
    first: dict[str, int] = {}  # name -> index of the first statement binding it
    for i, stmt in enumerate(module.body):
        for name in _bound(stmt):
            first.setdefault(name, i)
    if "*" in first:
        return None
    # A builtin or module attribute read above its binding reads the builtin.
    unsure = _global_names(module, text) | set(vars(builtins))
    found: dict[str, int] = {}
    for i, stmt in enumerate(module.body):
        for node in _read_at_import(stmt, lazy):
            if first.get(node.id, i) > i and node.id not in unsure and node.id[:2] != "__":
                found.setdefault(node.id, node.lineno)
        if isinstance(stmt, ast.ClassDef):
            for node in _early_in_class(stmt, lazy):
                if first.get(node.id, i) >= i and node.id not in unsure:
                    found.setdefault(node.id, node.lineno)
    return found


def _early_in_class(cls: ast.ClassDef, lazy: bool) -> Iterator[ast.Name]:
    """The names a class body reads above the statement of that body binding them
    (``WORST = TIMEOUT * 2`` above ``TIMEOUT = 5``): unbound in the class namespace
    then, they are looked up in the module, which may lack them."""
    first: dict[str, int] = {}
    for j, stmt in enumerate(cls.body):
        for name in _bound(stmt):
            first.setdefault(name, j)
    for j, stmt in enumerate(cls.body):
        for node in _read_at_import(stmt, lazy):
            if first.get(node.id, j) > j and node.id[:2] != "__":
                yield node


def _lazy_annotations(module: ast.Module) -> bool:
    """Does the module import ``annotations`` from ``__future__`` (then no annotation
    is evaluated at import)?"""
    return any(
        isinstance(s, ast.ImportFrom) and s.module == "__future__"
        and any(a.name == "annotations" for a in s.names)
        for s in module.body
    )


def _bound(stmt: ast.stmt) -> Iterator[str]:
    """Names a module-level statement may bind, looking into blocks but not into
    function or class bodies (a ``def`` or ``class`` binds its own name)."""
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
            yield node.name
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            for alias in node.names:
                yield alias.asname or alias.name.split(".")[0]
            continue
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            yield node.id
        elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and node.name:
            yield node.name
        if isinstance(node, (ast.Lambda, *_SCOPES)):
            continue  # their names are their own (a walrus inside is rare enough)
        stack.extend(ast.iter_child_nodes(node))


def _global_names(module: ast.Module, text: str) -> set[str]:
    """Names some function or class body declares ``global``: bound when it runs.
    (The walk over every node runs only where the text has the word.)"""
    if "global" not in text:
        return set()
    return {name for node in ast.walk(module) if isinstance(node, ast.Global)
            for name in node.names}


def _read_at_import(stmt: ast.stmt, lazy: bool) -> Iterator[ast.Name]:
    """The names a module-level statement reads when it runs, without those a class
    body or a comprehension inside it binds (they may be its own)."""
    own: set[str] = set()
    reads: list[ast.Name] = []
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, _FUNCTIONS):
            stack.extend(_evaluated_with_def(node, lazy))
            continue
        if isinstance(node, ast.Lambda):
            stack.extend(_defaults(node.args))
            continue
        if isinstance(node, (ast.ClassDef, *_SCOPES)):
            own.update(_bound_inside(node))
        if isinstance(node, ast.AnnAssign) and lazy:
            stack.extend(x for x in (node.target, node.value) if x is not None)
            continue
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            reads.append(node)
        stack.extend(ast.iter_child_nodes(node))
    yield from (n for n in reads if n.id not in own)


def _bound_inside(node: ast.AST) -> set[str]:
    """Names a class body or comprehension binds (its targets, its definitions)."""
    if isinstance(node, ast.ClassDef):
        return {name for stmt in node.body for name in _bound(stmt)}
    return {n.id for g in getattr(node, "generators", ()) for n in ast.walk(g.target)
            if isinstance(n, ast.Name)}


def _evaluated_with_def(node: ast.FunctionDef | ast.AsyncFunctionDef, lazy: bool) -> list[ast.AST]:
    """What a ``def`` statement evaluates when it runs: decorators, defaults and,
    unless annotations are lazy, annotations."""
    parts: list[ast.AST] = [*node.decorator_list, *_defaults(node.args)]
    if not lazy:
        args = node.args
        every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
        parts += [a.annotation for a in every if a is not None and a.annotation is not None]
        if node.returns is not None:
            parts.append(node.returns)
    return parts


def _defaults(args: ast.arguments) -> list[ast.AST]:
    return [*args.defaults, *(d for d in args.kw_defaults if d is not None)]
