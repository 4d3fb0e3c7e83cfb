"""Names one side removed everywhere that the other side's new code uses.

In: the lines of base, left and right, the clean merged text, and a tree-sitter parser
of the language. Out: findings, ``(name, first line of the merged file that uses it,
the side that removed it)``.

A check for any language, where no check of its own says which names a file binds
(Python has one, :mod:`semmerge.merge.semantic`). One side removed every occurrence of a
name (its definition or import and all its uses: a deletion, a rename, a dropped
dependency), the other side's added lines use it, and the merged file still does: the
other side's new code needs what the first side took away, which is for a person to
reconcile. Only names of the file's scope count: the name must be an identifier, in the
merged file and in base, by tree-sitter's parse (a node type ending in ``identifier``,
the convention of every grammar: ``identifier``, ``type_identifier``...), not a word of
a comment or a string, and not a member after ``.`` (``rows.get``: a side that stops
calling ``get`` takes nothing away from the other side's ``rows.get``).

Cheap text tests come first: a removed name must be on a line the side removed, and on
a line the other side added; only then is the file parsed.

:func:`removed_definitions`, for every language, covers what the scope rule leaves out:
a method or other member the file defines, which one side renamed or removed with every
call of it, while the other side's new code still calls it (``self.start()``) or
overrides it under its old name. Members count there, since the file itself defined the
name.
"""

from __future__ import annotations

import re

from semmerge.merge.semantic import gone_words

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from tree_sitter import Node, Parser

    from semmerge.parse.tree import SymbolNode

Removal = tuple[str, int, str]  # (name, first line using it in the merge, "left"/"right")

#: How a finding of :func:`removed_definitions` ends ("left removed ...").
DEFINITION_REMOVED = "removed its definition and every use"


def removed_in_use(
    base: list[str], left: list[str], right: list[str], merged: str, parser: Parser,
    predeclared: frozenset[str] = frozenset(), gone: dict[str, str] | None = None,
    name_types: frozenset[str] = frozenset(),
    imported: Callable[[], set[str]] | None = None, member_access: tuple[str, ...] = (".",),
) -> list[Removal]:
    """Names left or right removed from the file that the other side's added lines
    use and the merged file keeps as code, with their first line in ``merged`` and the
    side that removed them. ``predeclared`` names (the language's builtins) are never
    removed. ``gone``: :func:`~semmerge.merge.semantic.gone_words` of these lines, when
    the caller has it. ``name_types``: node types that are names besides those ending
    in ``identifier`` (Elixir's module ``alias``). ``imported`` gives the names base's
    imports bind: a name base has only as the last part of an import
    (``import java.time.Instant``) stands after a ``.``, yet it is the file's name,
    and a side that dropped the import took it away. ``member_access``: the spec's
    tokens after which a name is a member, not the file's (``.``, Rust's ``::``)."""
    gone = gone_words(base, left, right) if gone is None else gone
    side = {name: s for name, s in gone.items() if name not in predeclared}
    if not side:
        return []
    access = tuple(t.encode() for t in member_access)
    source = _parse(merged, parser)
    in_merged = _as_code(source, set(side), name_types=name_types, access=access)
    if in_merged:
        # A name the merged file declares again (a local variable of the other side's
        # new method, ``String response = ...``) is that declaration's, not the removed.
        in_merged = _undeclared(source, in_merged)
    if not in_merged:
        return []
    in_base = _as_code(_parse("".join(base), parser), set(in_merged), name_types=name_types,
                       access=access)
    if imported is not None and len(in_base) < len(in_merged):
        in_base.update(dict.fromkeys(in_merged.keys() & imported(), 0))
    return _by_line(in_merged, side, in_base)


def removed_definitions(
    base: list[str], left: list[str], right: list[str], merged: str, parser: Parser,
    base_tree: Callable[[], SymbolNode], hooks: str | None = None,
    gone: dict[str, str] | None = None, name_types: frozenset[str] = frozenset(),
) -> list[Removal]:
    """Names base's symbol tree defines (functions, classes, methods and other members,
    at module level and inside classes, not locals of function bodies) that left or
    right removed from the file everywhere, while the other side's added lines name
    them and the merged file keeps them as code, members included (``self.f()``).
    ``base_tree`` is called only when the text tests leave a name to check.

    Names matching ``hooks`` (the spec's regular expression of names the language or a
    framework calls by convention: ``__init__``, ``setUp``) are never findings: the
    file does not own them, and one side deleting the only class with an ``__init__``
    takes nothing from a new class's own, or from its ``super().__init__()``. ``gone``
    and ``name_types`` as for :func:`removed_in_use`."""
    side = gone_words(base, left, right) if gone is None else gone
    if hooks and side:
        side = {name: s for name, s in side.items() if not re.fullmatch(hooks, name)}
    if not side:
        return []
    defined = definitions(base_tree())
    side = {name: s for name, s in side.items() if name in defined}
    if not side:
        return []
    source = _parse(merged, parser)
    found = _as_code(source, set(side), members=True, name_types=name_types)
    # A name the merged file declares again (a parameter or local variable of the other
    # side's new code: ``total = 0``) is that declaration's, not the removed member's.
    return _by_line(_undeclared(source, found) if found else found, side)


def definitions(tree: SymbolNode) -> set[str]:
    """The names the symbol tree's declarations bind, at its top level and inside
    containers that are not statement lists (classes, ``impl`` blocks), imports aside.
    A binding is reduced to its name: ``f(int)`` (a Java signature), ``S.F`` (a Go
    method with its receiver) and ``type T`` (a binding in the namespace of types) to
    ``f``, ``F`` and ``T``."""
    names: set[str] = set()
    todo = [tree]
    while todo:
        node = todo.pop()
        for child in node.children or ():
            if not child.is_import:
                names.update(b.split("(", 1)[0].rsplit(".", 1)[-1].rsplit(" ", 1)[-1]
                             for b in child.bindings)
            if not child.ordered:
                todo.append(child)
    return names


def _by_line(
    in_merged: dict[str, int], side: dict[str, str], in_base: dict[str, int] | None = None,
) -> list[Removal]:
    found = [(n, line, side[n]) for n, line in in_merged.items()
             if in_base is None or n in in_base]
    return sorted(found, key=lambda f: (f[1], f[0]))


def _parse(text: str, parser: Parser) -> tuple[bytes, Node]:
    """A text's bytes and the root of its parse."""
    data = text.encode("utf-8")
    return data, parser.parse(data).root_node


def _occurrences(source: tuple[bytes, Node], name: str) -> Iterator[tuple[int, Node | None]]:
    """Where ``name`` stands as a whole word in the parsed text: its start, and the
    smallest node holding it."""
    data, root = source
    pattern = re.compile(rb"(?<![\w$])" + re.escape(name.encode("utf-8")) + rb"(?![\w$])")
    for m in pattern.finditer(data):
        yield m.start(), root.descendant_for_byte_range(m.start(), m.end())


def _as_code(
    source: tuple[bytes, Node], names: set[str], members: bool = False,
    name_types: frozenset[str] = frozenset(), access: tuple[bytes, ...] = (b".",),
) -> dict[str, int]:
    """Each of ``names`` that the parsed text has as an identifier (or a node of one of
    ``name_types``) -> the first such line; one after an ``access`` token (".") only
    with ``members``."""
    found: dict[str, int] = {}
    for name in names:
        for start, node in _occurrences(source, name):
            if not members and _a_member(source[0], start, access):
                continue  # a member: it belongs to an object, not to the file's scope
            if node is not None and (node.type.endswith("identifier")
                                     or node.type in name_types) and not _keyword(node):
                found[name] = node.start_point.row + 1
                break
    return found


def _keyword(node: Node) -> bool:
    """Is ``node`` the name of a keyword argument (``Namespace(verbose=False)``): a
    parameter of the callee, not a name of the file?"""
    parent = node.parent
    return (parent is not None and "keyword_argument" in parent.type
            and parent.child_by_field_name("name") == node)


#: Node types that declare the identifier they hold as their name (a local variable,
#: a parameter, a ``let`` pattern), by the conventions tree-sitter grammars share.
_DECLARING = re.compile(r"declarator|declaration|parameter|let_|short_var|for_")
_NAME_FIELDS = ("name", "declarator", "pattern", "left")
#: Parents whose identifier child (any, or the one in the field given) it binds, where
#: the parent's type does not say so.
_BINDING_PARENTS = {
    "parameters": "", "lambda_parameters": "", "assignment": "left",
    "named_expression": "name", "as_pattern_target": "",  # ``(x := ...)``, ``as x``
}


def _undeclared(source: tuple[bytes, Node], found: dict[str, int]) -> dict[str, int]:
    """The names of ``found`` that the parsed text does not declare anywhere."""
    return {
        name: line for name, line in found.items()
        if not any(node is not None and _declares(node)
                   for _, node in _occurrences(source, name))
    }


def _declares(node: Node) -> bool:
    """Is the identifier ``node`` the name its parent declares (or one of the names of a
    list its parent declares: Go's ``a, response := ...``)?"""
    parent = node.parent
    if parent is not None and parent.type.endswith("_list"):
        node, parent = parent, parent.parent
    if parent is not None and parent.type in _BINDING_PARENTS:
        # Python's plain parameters (``def f(a, b)``) and assignments (``total = 0``).
        field = _BINDING_PARENTS[parent.type]
        return parent.child_by_field_name(field) == node if field else True
    if parent is None or not _DECLARING.search(parent.type):
        return False
    if any(parent.child_by_field_name(f) == node for f in _NAME_FIELDS):
        return True
    # A grammar without fields there (Kotlin's 'val response'): the first named child,
    # if no field names it. A field that does is another role: 'Foo' of 'Foo x = ...'
    # is the declaration's type, a use of the removed class.
    at = next((k for k, c in enumerate(parent.children) if c == node), None)
    if at is None or parent.field_name_for_child(at) is not None:
        return False
    return parent.named_children[0] == node


def _a_member(data: bytes, start: int, access: tuple[bytes, ...]) -> bool:
    """Does one of the ``access`` tokens (``.``, Rust's ``::``) stand right before
    ``start``, blanks aside: the name is a member of what precedes it?"""
    i = start
    while i > 0 and data[i - 1] in b" \t\r\n":
        i -= 1
    return any(data[max(0, i - len(t)) : i] == t for t in access)
