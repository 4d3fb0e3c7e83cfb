"""Python names a module reads while it is imported before the statement that defines them.

In: the text of a module. Out: each such name with the line that reads it
(:func:`used_before_defined`), or None when the text does not parse.

A merge that combines one side's move of a definition with the other side's new use of
it can put the use first: one side moves ``class A`` below ``class B``, the other makes
``A`` the base class of ``B``. Each side imports; the merge raises ``NameError``. The
undefined-name check does not see it (the module does bind ``A``), so this module reads
what runs at import time: statements at module level, class bodies, decorators, base
classes, default values and (without ``from __future__ import annotations``)
annotations, but not function bodies, which run later, except those of the module's
functions that a statement calls while it loads (``main()`` under the ``if __name__``
guard, ``register(...)`` in a loop, a decorator), and of the functions those call in
turn: a name they read that is defined further down is not there yet when the call
runs. In a class body, a name read
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
from collections.abc import Iterator, Set

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def used_before_defined(text: str, names: Set[str] | None = None) -> dict[str, int] | None:
    """Names read at import time above their first module-level binding, and locals
    read in a function above its first statement binding them -> first line reading
    them; None if ``text`` does not parse or imports ``*``. With ``names``, only the
    functions whose text holds one of them are read (the others cannot have changed)."""
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    lazy = _lazy_annotations(module)
    first: dict[str, int] = {}  # name -> index of the first statement binding it
    counts: dict[str, int] = {}  # name -> how many statements bind it
    for i, stmt in enumerate(module.body):
        for name in set(_bound(stmt)):
            first.setdefault(name, i)
            counts[name] = counts.get(name, 0) + 1
    if "*" in first:
        return None
    # A builtin or module attribute read above its binding reads the builtin.
    unsure = _global_names(module, text) | set(vars(builtins))
    found: dict[str, int] = {}
    calls = _Calls(module.body, first, counts, lazy)
    for i, stmt in enumerate(module.body):
        for node in _read_at_import(stmt, lazy):
            if first.get(node.id, i) > i and node.id not in unsure and node.id[:2] != "__":
                found.setdefault(node.id, node.lineno)
        for name in calls.reached(stmt, i):
            if first.get(name, i) > i and name not in unsure and name[:2] != "__":
                found.setdefault(name, stmt.lineno)
        if isinstance(stmt, ast.ClassDef):
            for node in _early_in_class(stmt, lazy):
                if first.get(node.id, i) >= i and node.id not in unsure:
                    found.setdefault(node.id, node.lineno)
    lines = text.splitlines()
    for func in _functions(module.body):
        if names is not None:
            source = "\n".join(lines[func.lineno - 1 : func.end_lineno])
            if not any(name in source for name in names):
                continue
        for name in _local_read_early(func):
            found.setdefault(name.id, name.lineno)
    return found


def _functions(body: list[ast.stmt]) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions defined in ``body``, at any depth of statements (in classes, in
    blocks, in other functions); expressions are not searched (a lambda is no body)."""
    return (s for s in _statements(body) if isinstance(s, _FUNCTIONS))


def _statements(body: list[ast.stmt]) -> Iterator[ast.AST]:
    """The statements of ``body`` and of every block nested in them (``except`` and
    ``case`` clauses included), not the expressions: a walk far shorter than
    ``ast.walk``'s, for what only statements can be."""
    stack: list[ast.AST] = list(body)
    while stack:
        node = stack.pop()
        yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            inner = getattr(node, field, None)
            if isinstance(inner, list):
                stack.extend(inner)


class _Calls:
    """The module's functions a statement calls while the module loads, followed
    through their bodies: the global names those bodies read.

    A function counts when a statement calls it by its name (``f(...)``, or as a
    decorator) and the module binds that name once, by a ``def`` at its top level.
    Nested functions and lambdas are not followed (they run when called, which is not
    known); a name a function binds anywhere (a local) is not a global read."""

    def __init__(
        self, body: list[ast.stmt], first: dict[str, int], counts: dict[str, int], lazy: bool
    ) -> None:
        self.defs = {s.name: s for s in body
                     if isinstance(s, _FUNCTIONS) and counts.get(s.name) == 1}
        self.first = first
        self.lazy = lazy
        self._reads: dict[str, tuple[set[str], set[str]]] = {}

    def reached(self, stmt: ast.stmt, at: int) -> set[str]:
        """The global names read by the functions statement ``at`` calls, directly or
        through other functions of the module defined above it."""
        if not self.defs or isinstance(stmt, (ast.Import, ast.ImportFrom)):
            return set()
        todo = [n for n in _called(stmt, self.lazy) if self.first.get(n, at) < at]
        seen: set[str] = set()
        reads: set[str] = set()
        while todo:
            name = todo.pop()
            if name in seen or name not in self.defs:
                continue
            seen.add(name)
            own, calls = self._function(name)
            reads |= own
            todo.extend(calls)
        return reads

    def _function(self, name: str) -> tuple[set[str], set[str]]:
        """(global names it reads, names it calls) of the module's function ``name``."""
        if name not in self._reads:
            self._reads[name] = _global_reads(self.defs[name])
        return self._reads[name]


def _called(stmt: ast.stmt, lazy: bool) -> set[str]:
    """Names a module-level statement calls when it runs: ``f(...)`` and decorators,
    outside the bodies of the functions and lambdas it defines."""
    names: set[str] = set()
    stack: list[ast.AST] = [stmt]
    while stack:
        node = stack.pop()
        if isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
            names.update(_last_name(d.func if isinstance(d, ast.Call) else d)
                         for d in node.decorator_list if not isinstance(d, ast.Attribute))
        if isinstance(node, _FUNCTIONS):
            stack.extend(_evaluated_with_def(node, lazy))
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            names.add(node.func.id)
        stack.extend(ast.iter_child_nodes(node))
    names.discard("")
    return names


def _global_reads(func: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[set[str], set[str]]:
    """(names ``func``'s body reads that it never binds, names it calls), nested
    functions and lambdas left out. Binding a name anywhere makes it local (``global``
    aside); that is also what leaves comprehension variables out."""
    args = func.args
    local = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs,
                             args.vararg, args.kwarg) if a is not None}
    reads: set[str] = set()
    calls: set[str] = set()
    declared: set[str] = set()
    stack: list[ast.AST] = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
            local.add(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared.update(node.names)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            local.update(a.asname or a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.Name):
            (reads if isinstance(node.ctx, ast.Load) else local).add(node.id)
        elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and node.name:
            local.add(node.name)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.add(node.func.id)
        stack.extend(ast.iter_child_nodes(node))
    own = (local - declared) | {"*"}
    return reads - own, calls - own


def _local_read_early(func: ast.FunctionDef | ast.AsyncFunctionDef) -> Iterator[ast.Name]:
    """The reads of a function's local names in a statement of its body above the first
    statement that binds them (``UnboundLocalError`` when it runs): one side moved
    ``total = 0`` down, the other added a use of ``total`` between the two places.
    Names declared ``global`` or ``nonlocal`` anywhere in it are left out."""
    first: dict[str, int] = {}
    for j, stmt in enumerate(func.body):
        for name in _bound(stmt):
            first.setdefault(name, j)
    args = func.args
    params = {a.arg for a in (*args.posonlyargs, *args.args, *args.kwonlyargs,
                              args.vararg, args.kwarg) if a is not None}
    if not first.keys() - params:
        return
    declared = {name for node in ast.walk(func) if isinstance(node, (ast.Global, ast.Nonlocal))
                for name in node.names} if _declares(func) else set()
    for j, stmt in enumerate(func.body):
        # Annotations of local variables are never evaluated: read as lazy.
        reads = list(_read_at_import(stmt, True))
        if isinstance(stmt, ast.AugAssign) and isinstance(stmt.target, ast.Name):
            reads.append(stmt.target)  # ``total += fee`` reads ``total`` first
        # An assignment evaluates its value before it binds: ``size = min(size, 100)``
        # reads ``size`` unbound where no statement above binds it.
        binds_after = isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign))
        for node in reads:
            name = node.id
            at = first.get(name, j)
            early = at > j or (at == j and binds_after)
            if early and name not in params and name not in declared:
                yield node


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


def _declares(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """May ``func`` hold a ``global`` or ``nonlocal`` statement?"""
    return any(isinstance(s, (ast.Global, ast.Nonlocal)) for s in _statements(func.body))


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


#: Decorators (their last dotted part) that make a class's annotated fields the
#: parameters of its ``__init__`` in order, where a field without a default after one
#: with a default raises when the class is created (dataclasses, attrs).
_FIELD_DECORATORS = frozenset({"dataclass", "define", "frozen", "mutable", "attrs", "s"})
#: Bases with the same rule (``typing.NamedTuple``).
_FIELD_BASES = frozenset({"NamedTuple"})
#: Calls whose keyword arguments say whether a field has a default.
_FIELD_CALLS = frozenset({"field", "ib", "attrib"})
_DEFAULT_KEYWORDS = frozenset({"default", "default_factory", "factory"})


def required_after_default(text: str) -> dict[str, int] | None:
    """Dataclass-like classes whose fields put one without a default after one with a
    default (``TypeError: non-default argument follows default argument`` when the
    module loads): ``Class.field`` -> the line of that field; None if ``text`` does not parse.

    Two sides each adding a field at the end of a dataclass, one with a default and one
    without, merge into this. Only what is certain counts: fields are annotated
    assignments of a class decorated ``@dataclass`` (or attrs' ``@define``, ``@attr.s``)
    or based on ``NamedTuple``; a class with ``kw_only`` anywhere, ``ClassVar`` fields,
    ``init=False`` fields and ``KW_ONLY`` markers are left out of the count."""
    if not any(word in text for word in ("dataclass", "NamedTuple", "attr", "define",
                                         "frozen", "mutable")):
        return {}
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    found: dict[str, int] = {}
    for node in ast.walk(module):
        if isinstance(node, ast.ClassDef) and _has_field_rule(node):
            late = _required_after_default(node)
            if late is not None:
                found.setdefault(f"{node.name}.{late.target.id}", late.lineno)
    return found


def _has_field_rule(cls: ast.ClassDef) -> bool:
    """Is ``cls`` a dataclass, an attrs class or a NamedTuple, without ``kw_only``?"""
    dump = ast.dump(cls)
    if "kw_only" in dump or "KW_ONLY" in dump:
        return False
    named = [_last_name(d.func if isinstance(d, ast.Call) else d) for d in cls.decorator_list]
    return any(n in _FIELD_DECORATORS for n in named) or any(
        _last_name(b) in _FIELD_BASES for b in cls.bases)


def _required_after_default(cls: ast.ClassDef) -> ast.AnnAssign | None:
    """The first field without a default below a field with one."""
    defaulted = False
    for stmt in cls.body:
        if not isinstance(stmt, ast.AnnAssign) or not isinstance(stmt.target, ast.Name):
            continue
        if "ClassVar" in ast.dump(stmt.annotation):
            continue
        has = _field_default(stmt.value)
        if has is None:
            continue
        if has:
            defaulted = True
        elif defaulted:
            return stmt
    return None


def _field_default(value: ast.expr | None) -> bool | None:
    """Does a field with this value have a default (None: not an ``__init__``
    parameter, or unknown)?"""
    if value is None:
        return False
    if isinstance(value, ast.Call) and _last_name(value.func) in _FIELD_CALLS:
        words = {k.arg for k in value.keywords}
        if None in words or any(
            k.arg == "init" and not (isinstance(k.value, ast.Constant) and k.value.value)
            for k in value.keywords
        ):
            return None  # **options, or init=False
        return bool(words & _DEFAULT_KEYWORDS) or bool(value.args)
    return True


def _last_name(node: ast.expr) -> str:
    """``b`` of ``a.b`` and of ``b``; '' for anything else."""
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""
