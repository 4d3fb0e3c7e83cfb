"""Language specs: ``grammars/<lang>/spec.json`` -> :class:`LanguageSpec`.

In: the JSON file of one language (JSON rather than TOML because ``tomllib`` imports
``typing`` and ``datetime``, which would double the merge driver's start-up; any object
may carry a ``comment`` string, which is ignored). Out: a typed description that the generic engine
reads (which node types are declarations, where their names are, which lists are
unordered). Nothing here knows any particular language.

Fields of ``[[declaration]]``:

``node``            tree-sitter node type of the statement.
``kind``            key prefix (``def``, ``class``, ``import`` ...).
``name_field``      field whose text is the name; ``name_literal`` a fixed name;
                    ``name_from_text`` uses the whole statement text (whitespace folded).
``child_type``      only when the statement's first named child has this type; the
                    name field is then read from that child.
``body_field``      field holding the members: the declaration is a container.
``ordered``         its members form an ordered statement list (a function body, a
                    block): merged as a sequence, where concurrent insertions at one
                    place conflict, instead of by key.
``binds_name``      the declaration defines its name in the scope (functions, classes).
``name_from_first_line``  a plain statement keyed by node type and first line, but
                    still a container (``if``/``for``/``with`` blocks).
``body_type``       the body is the first named child of this type (no field names it).
``clause_types``    child node types that follow the body as further members
                    (``elif``, ``else``, ``except``, ``finally`` clauses), each merged
                    as one statement of the ordered list.
``wrapped_field``   a wrapper (decorators): kind and name come from that field's node.
``decorator_type``  child node type of the wrapper's decorators.
``import``          an import statement (unordered, may be sorted as a block).
``list_field``      repeated field whose nodes are unordered items (``from x import a, b``).
``binding_field``   repeated field of imported names, for duplicate detection.
"""

from __future__ import annotations

import json
import os


class SpecError(ValueError):
    """A grammar spec file is missing or malformed, or its grammar is not installed."""


class _Record:
    """Keyword-initialised record with defaults (dataclasses cost too much start-up)."""

    __slots__: tuple[str, ...] = ()
    _defaults: dict[str, object] = {}

    def __init__(self, **values: object) -> None:
        unknown = sorted(set(values) - set(self._defaults))
        if unknown:
            raise SpecError(f"unknown field(s) {unknown} in {type(self).__name__}")
        for name, default in self._defaults.items():
            setattr(self, name, values.get(name, default))

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in self._defaults)
        return f"{type(self).__name__}({inner})"


class DeclarationSpec(_Record):
    _defaults = {
        "node": "", "kind": "", "name_field": None, "name_literal": None,
        "name_from_text": False, "child_type": None, "body_field": None, "ordered": False,
        "binds_name": False, "name_from_first_line": False, "body_type": None,
        "clause_types": (),
        "wrapped_field": None, "decorator_type": None, "is_import": False,
        "list_field": None, "binding_field": None,
    }
    __slots__ = tuple(_defaults)
    node: str
    kind: str
    name_field: str | None
    name_literal: str | None
    name_from_text: bool
    child_type: str | None
    body_field: str | None
    ordered: bool
    binds_name: bool
    name_from_first_line: bool
    body_type: str | None
    clause_types: tuple[str, ...]
    wrapped_field: str | None
    decorator_type: str | None
    is_import: bool
    list_field: str | None
    binding_field: str | None


class UnorderedValueSpec(_Record):
    _defaults = {"kind": "", "name": "", "value_field": "", "container_types": (),
                 "item_types": ()}
    __slots__ = tuple(_defaults)
    kind: str
    name: str
    value_field: str
    container_types: tuple[str, ...]
    item_types: tuple[str, ...]


class ImportSpec(_Record):
    _defaults = {"alias_type": None, "alias_field": None, "path_separator": ".",
                 "sort_orders": (), "kind_order": (), "item_sort_orders": ()}
    __slots__ = tuple(_defaults)
    alias_type: str | None
    alias_field: str | None
    path_separator: str
    sort_orders: tuple[tuple[str, ...], ...]
    kind_order: tuple[str, ...]
    item_sort_orders: tuple[str, ...]


class LanguageSpec(_Record):
    _defaults = {
        "name": "", "extensions": (), "grammar": "", "root": "", "comment_types": frozenset(),
        "validator": None, "semantic_check": None, "declarations": {}, "imports": None,
        "unordered_values": (),
        "repeatable_decorators": (), "repeatable_names": frozenset(),
    }
    __slots__ = tuple(_defaults)
    name: str
    extensions: tuple[str, ...]
    grammar: str
    root: str
    comment_types: frozenset[str]
    validator: str | None
    semantic_check: str | None
    declarations: dict[str, tuple[DeclarationSpec, ...]]
    imports: ImportSpec
    unordered_values: tuple[UnorderedValueSpec, ...]
    repeatable_decorators: tuple[str, ...]
    repeatable_names: frozenset[str]


def _declaration(raw: dict[str, object]) -> DeclarationSpec:
    data = {("is_import" if k == "import" else k): v for k, v in raw.items()}
    if "node" not in data:
        raise SpecError(f"[[declaration]] entry without 'node': {raw!r}")
    return DeclarationSpec(**data)


def parse_spec(text: str, origin: str = "<spec>") -> LanguageSpec:
    """Build a :class:`LanguageSpec` from JSON text; raise :class:`SpecError` if malformed."""
    try:
        raw = _drop_comments(json.loads(text))
        lang = raw["language"]
        decls: dict[str, list[DeclarationSpec]] = {}
        for entry in raw.get("declaration", []):
            decl = _declaration(entry)
            decls.setdefault(decl.node, []).append(decl)
        imp = raw.get("imports", {})
        rep = raw.get("repeatable", {})
        return LanguageSpec(
            name=lang["name"],
            extensions=tuple(lang["extensions"]),
            grammar=lang["grammar"],
            root=lang["root"],
            comment_types=frozenset(lang.get("comment_types", ["comment"])),
            validator=lang.get("validator"),
            semantic_check=lang.get("semantic_check"),
            declarations={k: tuple(v) for k, v in decls.items()},
            imports=ImportSpec(
                **{k: tuple(v) if isinstance(v, list) else v for k, v in imp.items()},
            ),
            unordered_values=tuple(
                UnorderedValueSpec(**{k: tuple(v) if isinstance(v, list) else v
                                      for k, v in u.items()})
                for u in raw.get("unordered_value", [])
            ),
            repeatable_decorators=tuple(rep.get("decorators", [])),
            repeatable_names=frozenset(rep.get("names", [])),
        )
    except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as exc:
        raise SpecError(f"{origin}: malformed language spec: {exc}") from exc


def _drop_comments(value: object) -> object:
    if isinstance(value, dict):
        return {k: _drop_comments(v) for k, v in value.items() if k != "comment"}
    if isinstance(value, list):
        return [_drop_comments(v) for v in value]
    return value


def grammar_root() -> str:
    """The grammars/ folder: packaged as ``semmerge.grammars``, or beside the source."""
    try:
        import semmerge.grammars as pkg

        return os.path.dirname(pkg.__file__ or "")
    except ImportError:  # running from a source tree that was not installed
        return os.path.join(os.path.dirname(os.path.dirname(__file__)), "..", "grammars")


def available_languages() -> list[str]:
    """Names of the folders under grammars/ that hold a spec.json."""
    root = grammar_root()
    return sorted(
        name for name in os.listdir(root)
        if os.path.isfile(os.path.join(root, name, "spec.json"))
    )


_CACHE: dict[str, LanguageSpec] = {}


def load_spec(language: str) -> LanguageSpec:
    """The spec of ``language`` (a folder name under grammars/)."""
    if language not in _CACHE:
        path = os.path.join(grammar_root(), language, "spec.json")
        if not os.path.isfile(path):
            raise SpecError(
                f"no grammar spec for language {language!r}; "
                f"known: {', '.join(available_languages())}"
            )
        with open(path, encoding="utf-8") as fh:
            _CACHE[language] = parse_spec(fh.read(), origin=path)
    return _CACHE[language]
