"""Complexity rules: ``grammars/<lang>/complexity.json`` -> :class:`ComplexityRules`.

In: a language name (its folder under grammars/) or JSON text. Out: the rules the
language-neutral walker in :mod:`semmerge.metrics.engine` applies, with node type names
resolved to the grammar's numeric kind ids once (the walker compares ints, not strings).
Any object in the file may carry a ``comment`` string, which is ignored; ``extends``
names another language whose rules these add to (TypeScript adds to JavaScript's).
Names of definitions and scopes are read through paths of the merge spec's syntax
(``receiver/**type_identifier``, see :mod:`semmerge.parse.spec`).
docs/complexity.md documents every field.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from semmerge.parse.spec import grammar_root

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tree_sitter

RULES_FILE = "complexity.json"
CLASS_RULES = ("method_average", "total")
REQUIREMENTS = frozenset({"name", "body"})
#: Sections whose entries an ``extends`` file adds to the base's (same node: replaced).
LIST_SECTIONS = ("definitions", "wrappers", "scopes", "decisions")
MAX_EXTENDS = 4


class RulesError(ValueError):
    """A complexity.json file is missing or malformed."""


@dataclass(frozen=True)
class Definition:
    """A node type that opens a scored unit (function, class).

    ``name_field`` is a path to the name; with ``name_parts`` the texts of several paths
    fill ``name_format`` instead (a Go method is ``{receiver type}.{name}``). A node that
    lacks something in ``requires`` (``name``, ``body``) opens no unit: it is ordinary
    code of the enclosing one (an anonymous arrow function, a method without a body).
    With ``when_path``, the node opens a unit only when the text at that path is one of
    ``kinds``' keys, and of that kind (Elixir's calls: ``def`` a function, ``defmodule``
    a class, ``if`` no unit). With ``body_sibling`` (a node type), the body is not a
    child but the node's next named sibling (or its wrapper's) of that type, and the
    unit spans both (Dart's ``function_body`` beside a ``function_signature``).
    """

    kind: str
    name_field: str
    body_field: str
    name_parts: tuple[str, ...] = ()
    name_format: str = ""
    requires: frozenset[str] = frozenset()
    when_path: str = ""
    kinds: tuple[tuple[str, str], ...] = ()
    body_sibling: str = ""


@dataclass(frozen=True)
class Wrapper:
    """A node wrapping a definition (decorators, ``const f = () => ...``): the unit's text
    starts at the wrapper; with ``name_field`` (a path) the wrapper names the unit."""

    definition_field: str
    name_field: str | None = None


@dataclass(frozen=True)
class Scope:
    """A node that is no unit but qualifies the names of the definitions inside it
    (a Rust ``impl`` block: ``Type.method``); with ``methods`` the definitions directly
    inside are reported as methods."""

    name_field: str
    methods: bool = False


@dataclass(frozen=True)
class Decision:
    """How much one node of a type adds to cyclomatic complexity."""

    add: int = 1
    count_children: frozenset[str] = frozenset()
    count_tokens: frozenset[str] = frozenset()
    count_fields: tuple[str, ...] = ()
    parents: frozenset[str] = frozenset()
    unless_child: str | None = None
    unless_token: str | None = None
    when_path: str = ""
    when_text: frozenset[str] = frozenset()


@dataclass(frozen=True)
class CatchAll:
    """A match statement counts one less when a case's only pattern matches ``regex``
    (the pattern text up to the guard or body, ``trailing`` token cut off)."""

    case: str
    pattern: str
    regex: re.Pattern[str]
    trailing: str = ""


@dataclass
class ComplexityRules:
    """The rules of one language, by node type name (see :meth:`bind` for kind ids)."""

    language: str
    ignore: frozenset[str]
    definitions: dict[str, Definition]
    wrappers: dict[str, Wrapper]
    scopes: dict[str, Scope]
    method_container: str | None
    method_kind: str
    opaque: frozenset[str]
    decisions: dict[str, Decision]
    catch_all: dict[str, CatchAll]
    class_rule: str
    ids: dict[str, frozenset[int]] = field(default_factory=dict)

    def bind(self, language: tree_sitter.Language) -> None:
        """Map every named node type of ``language`` to its kind ids (aliases share names)."""
        ids: dict[str, set[int]] = {}
        for kind_id in range(language.node_kind_count):
            if language.node_kind_is_named(kind_id):
                name = language.node_kind_for_id(kind_id)
                if name is not None:
                    ids.setdefault(name, set()).add(kind_id)
        self.ids = {name: frozenset(found) for name, found in ids.items()}

    def by_id(self, table: dict[str, object]) -> dict[int, object]:
        """``table`` keyed by kind id instead of type name (unknown types drop out)."""
        return {i: value for name, value in table.items() for i in self.ids.get(name, ())}

    def id_set(self, names: frozenset[str] | set[str]) -> frozenset[int]:
        return frozenset(i for name in names for i in self.ids.get(name, ()))


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k != "comment"}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _decision(raw: dict) -> tuple[str, Decision]:
    unless = raw.get("unless_child_token") or {}
    return raw["node"], Decision(
        add=int(raw.get("add", 1)),
        count_children=frozenset(raw.get("count_children", ())),
        count_tokens=frozenset(raw.get("count_tokens", ())),
        count_fields=tuple(raw.get("count_fields", ())),
        parents=frozenset(raw.get("parents", ())),
        unless_child=unless.get("child"),
        unless_token=unless.get("token"),
        when_path=raw.get("when_path", ""),
        when_text=frozenset(raw.get("when_text", ())),
    )


def _definition(raw: dict, origin: str) -> tuple[str, Definition]:
    requires = frozenset(raw.get("requires", ()))
    if not requires <= REQUIREMENTS:
        raise RulesError(f"{origin}: {raw['node']}: requires may hold only "
                         f"{sorted(REQUIREMENTS)}, not {sorted(requires - REQUIREMENTS)}")
    kinds = raw.get("kinds", {})
    if bool(kinds) != bool(raw.get("when_path")):
        raise RulesError(f"{origin}: {raw['node']}: when_path and kinds go together")
    if bool(raw.get("body_field")) == bool(raw.get("body_sibling")):
        raise RulesError(f"{origin}: {raw['node']}: give one of body_field and body_sibling")
    return raw["node"], Definition(
        raw.get("kind", ""), raw.get("name_field", "name"), raw.get("body_field", ""),
        tuple(raw.get("name_parts", ())), raw.get("name_format", ""), requires,
        raw.get("when_path", ""), tuple(sorted(kinds.items())), raw.get("body_sibling", ""))


def _extend(raw: dict, origin: str, depth: int = 0) -> dict:
    """``raw`` on top of the rules it ``extends``: the entries of :data:`LIST_SECTIONS`
    add to the base's, any other field replaces the base's."""
    parent = raw.get("extends")
    if parent is None:
        return raw
    if depth >= MAX_EXTENDS or not isinstance(parent, str):
        raise RulesError(f"{origin}: extends {parent!r}: not a language or a cycle")
    path = rules_path(parent)
    try:
        with open(path, encoding="utf-8") as handle:
            base = _extend(_strip(json.loads(handle.read())), path, depth + 1)
    except (OSError, json.JSONDecodeError) as exc:
        raise RulesError(f"{origin}: extends {parent!r}: cannot read {path}: {exc}") from exc
    merged = {**base, **{k: v for k, v in raw.items() if k != "extends"}}
    for section in LIST_SECTIONS:
        merged[section] = [*base.get(section, ()), *raw.get(section, ())]
    return merged


def parse_rules(text: str, language: str, origin: str = "<rules>") -> ComplexityRules:
    """Rules from JSON text; raises :class:`RulesError` naming ``origin`` when malformed."""
    try:
        raw = _strip(json.loads(text))
        assert isinstance(raw, dict)
        raw = _extend(raw, origin)
        method = raw.get("method_kind") or {}
        catch = raw.get("catch_all")
        class_rule = (raw.get("class_cyclomatic") or {}).get("rule", "total")
        if class_rule not in CLASS_RULES:
            raise RulesError(f"{origin}: class_cyclomatic.rule must be one of {CLASS_RULES}")
        return ComplexityRules(
            language=language,
            ignore=frozenset(raw.get("ignore", ())),
            definitions=dict(_definition(d, origin) for d in raw["definitions"]),
            wrappers={w["node"]: Wrapper(w["definition_field"], w.get("name_field"))
                      for w in raw.get("wrappers", ())},
            scopes={c["node"]: Scope(c["name_field"], bool(c.get("methods", False)))
                    for c in raw.get("scopes", ())},
            method_container=method.get("container"),
            method_kind=method.get("kind", "method"),
            opaque=frozenset((raw.get("opaque") or {}).get("nodes", ())),
            decisions=dict(_decision(d) for d in raw.get("decisions", ())),
            catch_all={} if not catch else {
                catch["node"]: CatchAll(catch["case"], catch["pattern"], re.compile(catch["regex"]),
                                        catch.get("trailing", ""))
            },
            class_rule=class_rule,
        )
    except (KeyError, TypeError, AssertionError, AttributeError, ValueError, re.error) as exc:
        if isinstance(exc, RulesError):
            raise
        raise RulesError(f"{origin}: malformed complexity rules: {exc!r}") from exc


_CACHE: dict[str, ComplexityRules] = {}


def rules_path(language: str) -> str:
    return os.path.join(grammar_root(), language, RULES_FILE)


def load_rules(language: str) -> ComplexityRules:
    """The rules of ``language`` (cached); :class:`RulesError` when it has none."""
    if language not in _CACHE:
        path = rules_path(language)
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            raise RulesError(
                f"no complexity rules for {language} (expected grammars/{language}/{RULES_FILE})"
            ) from exc
        _CACHE[language] = parse_rules(text, language, path)
    return _CACHE[language]
