"""Python: parameters one side removed that the other side's new code still passes,
parameters one side made required that the other side's new calls do not pass, and
functions one side made ``async`` that the other side's new calls use for their value.

In: the lines of base, left and right and a clean merged text. Out: findings, ``(the
parameter, the first line of the merged file that still uses it, the side that removed
it, the function)``.

One side removes a parameter from a function (``def get_doc(self, encoding, ignore)``
becomes ``def get_doc(self, ignore)``), the other side's new code still passes it by
keyword (``get_doc(encoding="utf-8")``) or overrides the function with the old
signature. Each side alone is consistent; together the call fails, or the override
keeps a parameter nothing passes any more. Functions are matched by name, wherever they
are defined: an override in a subclass has the name of what it overrides. Calls count
where they may reach the file's own function (``f()``, ``self.f()``, ``cls.f()``,
``super().f()``), not another object's (``requests.get(timeout=1)``). A function whose
new signature takes ``**kwargs`` still accepts the keyword, and is skipped.

Text tests come first: a suspect is a word of a parameter list (of a ``def`` header of
base, found by a pattern) on a line one side removed, absent from that side's added
lines, on a line the other side added. Only then are the files parsed, with :mod:`ast`
(imported here and nowhere on the merge driver's usual path), one at a time and each
only while a suspect is left: base, the side, the merged file (most suspects name no
parameter a side dropped from a function it kept, and the merged file is never read).
"""

from __future__ import annotations

import re
from functools import cache

from semmerge.merge.linemerge import diff_edits
from semmerge.merge.semantic import any_words, changed_lines, removed_at

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    import ast

ParamFinding = tuple[str, int, str, str]  # (parameter, line in merged, side, function)

_OTHER = {"left": "right", "right": "left"}


def removed_parameters(
    base: list[str], left: list[str], right: list[str], merged: str
) -> list[ParamFinding]:
    """Parameters left or right removed from a function of base that the other side's
    added lines still pass by keyword, or keep in a definition of that function, in
    ``merged``. Empty when a file does not parse."""
    sides = {"left": left, "right": right}
    edits = {s: diff_edits(base, sides[s]) for s in _OTHER}
    changes = {s: changed_lines(base, sides[s], edits[s]) for s in _OTHER}
    words = {s: (any_words(changes[s][0]), any_words(changes[s][1])) for s in _OTHER}
    # A word of a line the side removed that the other side's added lines have: a
    # superset of the suspects, found without looking for headers.
    suspects = {side: found for side, other in _OTHER.items()
                if (found := words[side][0] & words[other][1] - words[side][1])}
    if suspects:
        rows = _header_rows("".join(base))
        suspects = {s: found & _header_words(edits[s], rows)
                    for s, found in suspects.items()}
        suspects = {s: found for s, found in suspects.items() if found}
    if not suspects:
        return []
    # Parsed one file at a time, each only when the one before leaves a suspect: base
    # (do the suspects name parameters?), the side (did it remove one?), the merge. Any
    # of these files that does not parse means no claim, as does a side with suspects.
    before = _signatures_of("".join(base))
    if before is None:
        return []
    named = set().union(*(p for defs in before.values() for p, _ in defs))
    params = {s: names & named for s, names in suspects.items()}
    gone: dict[str, dict[str, set[str]]] = {}
    for side, names in params.items():
        if not names:
            continue  # no parameter of base: the side need not be read yet
        after = _signatures_of("".join(sides[side]))
        if after is None:
            return []
        if removed := _removed(before, after, names):
            gone[side] = removed
    unread = [s for s, names in params.items() if not names]
    if not gone or any(_parse_one("".join(sides[s])) is None for s in unread):
        return []
    tree = _parse_one(merged)
    if tree is None:
        return []
    found: list[ParamFinding] = []
    for side, removed in gone.items():
        added = {line.strip() for line in changes[_OTHER[side]][1]}
        found += [(p, line, side, f) for p, line, f in _still_used(tree, merged, removed, added)]
    return sorted(set(found), key=lambda f: (f[1], f[0]))


def added_required(
    base: list[str], left: list[str], right: list[str], merged: str
) -> list[ParamFinding]:
    """Parameters left or right added to a function as required (or made required)
    that a call on a line the other side added, in ``merged``, does not pass: one side
    gives ``send(to, subject, body)`` a ``sender`` and updates every caller, the other
    adds a caller with the old three arguments (``TypeError`` when it runs).

    Text first: a side's removed line holding the function's ``def`` header, and a
    call of that name among the other side's added lines; only then are base and the
    merged file parsed. A call passing ``*args`` or ``**kwargs``, and a function the
    merged file defines more than once (or not at all), are not judged."""
    sides = {"left": left, "right": right}
    changes = {s: changed_lines(base, sides[s], diff_edits(base, sides[s])) for s in _OTHER}
    wanted: dict[str, set[str]] = {}
    for side, other in _OTHER.items():
        headers = {m[1] for line in changes[side][0] if (m := _def_name().search(line))}
        called = "".join(changes[other][1])
        names = {n for n in headers if re.search(rf"\b{re.escape(n)}\s*\(", called)}
        if names:
            wanted[side] = names
    if not wanted:
        return []
    before, after = _parse_one("".join(base)), _parse_one(merged)
    if before is None or after is None:
        return []
    old_defs, new_defs = _definitions(before), _definitions(after)
    lines = merged.splitlines()
    found: list[ParamFinding] = []
    for side, names in wanted.items():
        added = {line.strip() for line in changes[_OTHER[side]][1]}
        for name in names:
            old, new = old_defs.get(name), new_defs.get(name)
            if old is None or new is None:
                continue
            required = _required(new) - _required(old)
            if required:
                found += [(p, line, side, name) for p, line in
                          _calls_missing(after, lines, name, new, required, added)]
    return sorted(set(found), key=lambda f: (f[1], f[0]))


def made_async(
    base: list[str], left: list[str], right: list[str], merged: str
) -> list[ParamFinding]:
    """Functions left or right made ``async`` whose call on a line the other side added,
    in ``merged``, uses the result as a value (``fetch(id)["name"]``, ``for x in
    fetch()``, a call standing alone): one side turns ``fetch_user`` into a coroutine
    function and awaits it everywhere, the other adds a caller of the plain function,
    which now gets a coroutine (a ``TypeError``, or a call that never runs). Each
    finding is ``(function, line, side, function)``. A call awaited, passed on (to
    ``asyncio.gather``), returned or assigned is not judged.

    Text first, as :func:`added_required`: a side's removed line holding ``def name(``
    and added line holding ``async def name(``, and a call of that name among the other
    side's added lines; only then is the merged file parsed."""
    sides = {"left": left, "right": right}
    changes = {s: changed_lines(base, sides[s], diff_edits(base, sides[s])) for s in _OTHER}
    wanted: dict[str, set[str]] = {}
    for side, other in _OTHER.items():
        removed, added = changes[side]
        plain = {m[1] for line in removed if (m := _def_name().search(line))
                 and "async" not in line[: m.start()].split()}
        made = {m[1] for line in added if (m := _def_name().search(line))
                and "async" in line[: m.start()].split()}
        called = "".join(changes[other][1])
        names = {n for n in plain & made if re.search(rf"\b{re.escape(n)}\s*\(", called)}
        if names:
            wanted[side] = names
    if not wanted:
        return []
    after = _parse_one(merged)
    if after is None:
        return []
    defs, lines = _definitions(after), merged.splitlines()
    found: list[ParamFinding] = []
    for side, names in wanted.items():
        added = {line.strip() for line in changes[_OTHER[side]][1]}
        coroutines = {n for n in names if _is_async(defs.get(n))}
        found += [(n, at, side, n) for n, at in _unawaited(after, lines, coroutines, added)]
    return sorted(set(found), key=lambda f: (f[1], f[0]))


def _is_async(node: object) -> bool:
    import ast

    return isinstance(node, ast.AsyncFunctionDef)


def _unawaited(
    tree: ast.Module, lines: list[str], names: set[str], added: set[str]
) -> list[tuple[str, int]]:
    """(name, line) for each call of one of ``names`` on a line of ``added`` whose
    result is used as a value where a coroutine cannot stand: subscripted, an
    attribute read, iterated, computed with, or a statement of its own."""
    import ast

    if not names:
        return []
    found = []
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            if not isinstance(child, ast.Call) or _own_function(child.func) not in names:
                continue
            if lines[child.lineno - 1].strip() not in added:
                continue
            if _used_as_value(parent, child):
                found.append((_own_function(child.func) or "", child.lineno))
    return found


def _used_as_value(parent: ast.AST, call: ast.Call) -> bool:
    import ast

    if isinstance(parent, (ast.Expr, ast.BinOp, ast.Compare, ast.BoolOp, ast.UnaryOp,
                           ast.FormattedValue)):
        return True
    if isinstance(parent, (ast.Subscript, ast.Attribute)):
        return parent.value is call
    if isinstance(parent, (ast.For, ast.comprehension)):
        return parent.iter is call
    return False


def _definitions(tree: ast.Module) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions defined once in the file, by name (methods too)."""
    import ast

    seen: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            seen.setdefault(node.name, []).append(node)
    return {name: defs[0] for name, defs in seen.items() if len(defs) == 1}


def _required(node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    """The parameters a call must pass: positional ones without a default, keyword-only
    ones without one."""
    a = node.args
    positional = [*a.posonlyargs, *a.args]
    plain = positional[: len(positional) - len(a.defaults)]
    keyword = [p for p, d in zip(a.kwonlyargs, a.kw_defaults, strict=True) if d is None]
    return {p.arg for p in (*plain, *keyword)}


def _calls_missing(
    tree: ast.Module, lines: list[str], name: str,
    func: ast.FunctionDef | ast.AsyncFunctionDef, required: set[str], added: set[str],
) -> list[tuple[str, int]]:
    """(parameter, line) for each call of ``name`` on a line of ``added`` that leaves a
    parameter of ``required`` unpassed."""
    import ast

    params = [p.arg for p in (*func.args.posonlyargs, *func.args.args)]
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _own_function(node.func) != name:
            continue
        if lines[node.lineno - 1].strip() not in added:
            continue
        if any(isinstance(a, ast.Starred) for a in node.args) or any(
                k.arg is None for k in node.keywords):
            continue  # *args or **kwargs may pass anything
        # A method called on self or cls passes its first parameter implicitly.
        implicit = isinstance(node.func, ast.Attribute) and params[:1] in (["self"], ["cls"])
        skip = 1 if implicit else 0
        passed = set(params[skip : skip + len(node.args)]) | {k.arg for k in node.keywords}
        found += [(p, node.lineno) for p in sorted(required - passed)]
    return found


@cache
def _def_name() -> re.Pattern[str]:
    return re.compile(r"\bdef\s+(\w+)\s*\(")


def _header_rows(text: str) -> dict[int, str]:
    """Base line index -> the part of a ``def name(...)`` header on that line (from the
    ``(`` to the ``)`` closing it), for every line such a header spans: a parameter a
    side removes was on one of these lines, and that line is a removed line of the side.
    Found by a pattern, without a parse: a superset of the file's parameter lists."""
    rows: dict[int, str] = {}
    line = at = 0  # the line of offset ``at``: counted on from the last header, one pass
    for m in _header().finditer(text):
        line += text.count("\n", at, m.start(1))
        parts = m.group(1).split("\n")
        for offset, part in enumerate(parts):
            rows[line + offset] = rows.get(line + offset, "") + part + "\n"
        line += len(parts) - 1
        at = m.end(1)
    return rows


def _header_words(edits: list[tuple[int, int, int, int]], rows: dict[int, str]) -> set[str]:
    """The words of the parameter lists on the base lines ``edits`` remove."""
    return any_words(rows[i] for i in removed_at(edits) if i in rows)


def _parse_one(text: str) -> ast.Module | None:
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _signatures_of(text: str) -> dict[str, list[tuple[set[str], bool]]] | None:
    """:func:`_signatures` of a text; None when it does not parse."""
    tree = _parse_one(text)
    return None if tree is None else _signatures(tree)


@cache
def _header() -> re.Pattern[str]:
    return re.compile(r"\bdef\s+\w+\s*\(((?:[^()\[\]]|\([^()]*\)|\[[^\[\]]*\])*)\)")


def _signatures(tree: ast.Module) -> dict[str, list[tuple[set[str], bool]]]:
    """Function name -> (parameter names, takes ``**kwargs``) of each definition.

    Definitions are statements, so only statement lists are walked (``ast.walk`` would
    visit every expression too, at several times the cost)."""
    import ast

    found: dict[str, list[tuple[set[str], bool]]] = {}
    todo: list[ast.stmt] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found.setdefault(node.name, []).append((_params(node), node.args.kwarg is not None))
        for field in ("body", "orelse", "finalbody"):
            todo.extend(getattr(node, field, ()))
        for handler in getattr(node, "handlers", ()):
            todo.extend(handler.body)
        for case in getattr(node, "cases", ()):
            todo.extend(case.body)
    return found


def _params(node: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    a = node.args
    return {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)}


def _removed(
    before: dict[str, list[tuple[set[str], bool]]],
    after: dict[str, list[tuple[set[str], bool]]],
    suspects: set[str],
) -> dict[str, set[str]]:
    """Function -> the suspect parameters no definition of it has any more (functions
    the side kept, none of whose definitions takes ``**kwargs``)."""
    gone: dict[str, set[str]] = {}
    for name, defs in before.items():
        now = after.get(name)
        if not now or any(kwargs for _, kwargs in now):
            continue
        lost = (set().union(*(p for p, _ in defs)) - set().union(*(p for p, _ in now))) & suspects
        if lost:
            gone[name] = lost
    return gone


def _still_used(
    tree: ast.Module, text: str, gone: dict[str, set[str]], added: set[str]
) -> list[tuple[str, int, str]]:
    """(parameter, line, function) where a line the other side added passes a removed
    parameter by keyword, or defines the function with it."""
    import ast

    if not gone:
        return []
    lines = text.splitlines()

    def from_other(first: int, last: int) -> bool:
        return any(lines[i].strip() in added for i in range(first - 1, min(last, len(lines))))

    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in gone:
            header_end = max(node.lineno, node.body[0].lineno - 1)
            for p in sorted(_params(node) & gone[node.name]):
                if from_other(node.lineno, header_end):
                    found.append((p, node.lineno, node.name))
        elif isinstance(node, ast.Call):
            name = _own_function(node.func)
            if name in gone:
                for kw in node.keywords:
                    end = kw.value.end_lineno or kw.value.lineno
                    if kw.arg in gone[name] and from_other(kw.value.lineno, end):
                        found.append((kw.arg, kw.value.lineno, name))
    return found


def _own_function(func: ast.expr) -> str | None:
    """The name a call calls when it may be one of the file's functions: ``f(...)``,
    ``self.f(...)``, ``cls.f(...)``, ``super().f(...)``; None for ``requests.get(...)``,
    whose ``get`` is another module's."""
    import ast

    if isinstance(func, ast.Name):
        return func.id
    if not isinstance(func, ast.Attribute):
        return None
    owner = func.value
    if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
        return func.attr
    if isinstance(owner, ast.Call) and getattr(owner.func, "id", None) == "super":
        return func.attr
    return None
