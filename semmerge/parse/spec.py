"""Language specs: ``grammars/<lang>/spec.toml`` -> :class:`LanguageSpec`.

In: the TOML file of one language. Out: a frozen, typed description that the generic
engine reads (which node types are declarations, where their names are, which lists
are unordered). Nothing here knows any particular language.

Fields of ``[[declaration]]``:

``node``            tree-sitter node type of the statement.
``kind``            key prefix (``def``, ``class``, ``import`` ...).
``name_field``      field whose text is the name; ``name_literal`` a fixed name;
                    ``name_from_text`` uses the whole statement text (whitespace folded).
``child_type``      only when the statement's first named child has this type; the
                    name field is then read from that child.
``body_field``      field holding the members: the declaration is a container.
``wrapped_field``   a wrapper (decorators): kind and name come from that field's node.
``decorator_type``  child node type of the wrapper's decorators.
``import``          an import statement (unordered, may be sorted as a block).
``list_field``      repeated field whose nodes are unordered items (``from x import a, b``).
``binding_field``   repeated field of imported names, for duplicate detection.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib


class SpecError(ValueError):
    """A grammar spec file is missing or malformed."""


@dataclass(frozen=True)
class DeclarationSpec:
    node: str
    kind: str = ""
    name_field: str | None = None
    name_literal: str | None = None
    name_from_text: bool = False
    child_type: str | None = None
    body_field: str | None = None
    wrapped_field: str | None = None
    decorator_type: str | None = None
    is_import: bool = False
    list_field: str | None = None
    binding_field: str | None = None


@dataclass(frozen=True)
class UnorderedValueSpec:
    kind: str
    name: str
    value_field: str
    container_types: tuple[str, ...]
    item_types: tuple[str, ...]


@dataclass(frozen=True)
class ImportSpec:
    alias_type: str | None = None
    alias_field: str | None = None
    path_separator: str = "."
    sort_orders: tuple[tuple[str, ...], ...] = ()
    kind_order: tuple[str, ...] = ()
    item_sort_orders: tuple[str, ...] = ()


@dataclass(frozen=True)
class LanguageSpec:
    name: str
    extensions: tuple[str, ...]
    grammar: str
    root: str
    comment_types: frozenset[str]
    validator: str | None
    declarations: dict[str, tuple[DeclarationSpec, ...]]
    imports: ImportSpec
    unordered_values: tuple[UnorderedValueSpec, ...] = ()
    repeatable_decorators: tuple[str, ...] = ()
    repeatable_names: frozenset[str] = field(default_factory=frozenset)


def _declaration(raw: dict[str, object]) -> DeclarationSpec:
    known = {f for f in DeclarationSpec.__dataclass_fields__}
    data = {("is_import" if k == "import" else k): v for k, v in raw.items()}
    unknown = set(data) - known
    if unknown or "node" not in data:
        raise SpecError(f"bad [[declaration]] entry {raw!r}: unknown {sorted(unknown)}")
    return DeclarationSpec(**data)  # type: ignore[arg-type]


def parse_spec(text: str, origin: str = "<spec>") -> LanguageSpec:
    """Build a :class:`LanguageSpec` from TOML text; raise :class:`SpecError` if malformed."""
    try:
        raw = tomllib.loads(text)
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
            declarations={k: tuple(v) for k, v in decls.items()},
            imports=ImportSpec(
                alias_type=imp.get("alias_type"),
                alias_field=imp.get("alias_field"),
                path_separator=imp.get("path_separator", "."),
                sort_orders=tuple(tuple(o) for o in imp.get("sort_orders", [])),
                kind_order=tuple(imp.get("kind_order", [])),
                item_sort_orders=tuple(imp.get("item_sort_orders", [])),
            ),
            unordered_values=tuple(
                UnorderedValueSpec(
                    kind=u["kind"],
                    name=u["name"],
                    value_field=u["value_field"],
                    container_types=tuple(u["container_types"]),
                    item_types=tuple(u["item_types"]),
                )
                for u in raw.get("unordered_value", [])
            ),
            repeatable_decorators=tuple(rep.get("decorators", [])),
            repeatable_names=frozenset(rep.get("names", [])),
        )
    except (KeyError, TypeError, tomllib.TOMLDecodeError) as exc:
        raise SpecError(f"{origin}: malformed language spec: {exc}") from exc


def grammar_root() -> Traversable:
    """The grammars/ folder: packaged as ``semmerge.grammars``, or beside the source."""
    try:
        return resources.files("semmerge.grammars")
    except ModuleNotFoundError:  # running from a source tree that was not installed
        return resources.files("semmerge").joinpath("..", "grammars")


def available_languages() -> list[str]:
    """Names of the folders under grammars/ that hold a spec.toml."""
    root = grammar_root()
    return sorted(p.name for p in root.iterdir() if p.is_dir() and (p / "spec.toml").is_file())


@lru_cache(maxsize=None)
def load_spec(language: str) -> LanguageSpec:
    """The spec of ``language`` (a folder name under grammars/)."""
    path = grammar_root() / language / "spec.toml"
    if not path.is_file():
        raise SpecError(
            f"no grammar spec for language {language!r}; known: {', '.join(available_languages())}"
        )
    return parse_spec(path.read_text(encoding="utf-8"), origin=str(path))
