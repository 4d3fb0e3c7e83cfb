"""Complexity rules: ``grammars/<lang>/complexity.json`` -> :class:`ComplexityRules`.

In: a language name (its folder under grammars/) or JSON text. Out: the rules the
language-neutral walker in :mod:`semmerge.metrics.engine` applies, with node type names
resolved to the grammar's numeric kind ids once (the walker compares ints, not strings).
Any object in the file may carry a ``comment`` string, which is ignored.
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


class RulesError(ValueError):
    """A complexity.json file is missing or malformed."""


@dataclass(frozen=True)
class Definition:
    """A node type that opens a scored unit (function, class)."""

    kind: str
    name_field: str
    body_field: str


@dataclass(frozen=True)
class Decision:
    """How much one node of a type adds to cyclomatic complexity."""

    add: int = 1
    count_children: frozenset[str] = frozenset()
    parents: frozenset[str] = frozenset()
    unless_child: str | None = None
    unless_token: str | None = None


@dataclass(frozen=True)
class CatchAll:
    """A match statement counts one less when a case's only pattern matches ``regex``."""

    case: str
    pattern: str
    regex: re.Pattern[str]


@dataclass
class ComplexityRules:
    """The rules of one language, by node type name (see :meth:`bind` for kind ids)."""

    language: str
    ignore: frozenset[str]
    definitions: dict[str, Definition]
    wrappers: dict[str, str]
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
        parents=frozenset(raw.get("parents", ())),
        unless_child=unless.get("child"),
        unless_token=unless.get("token"),
    )


def parse_rules(text: str, language: str, origin: str = "<rules>") -> ComplexityRules:
    """Rules from JSON text; raises :class:`RulesError` naming ``origin`` when malformed."""
    try:
        raw = _strip(json.loads(text))
        assert isinstance(raw, dict)
        method = raw.get("method_kind") or {}
        catch = raw.get("catch_all")
        class_rule = (raw.get("class_cyclomatic") or {}).get("rule", "total")
        if class_rule not in CLASS_RULES:
            raise RulesError(f"{origin}: class_cyclomatic.rule must be one of {CLASS_RULES}")
        return ComplexityRules(
            language=language,
            ignore=frozenset(raw.get("ignore", ())),
            definitions={
                d["node"]: Definition(d["kind"], d.get("name_field", "name"), d["body_field"])
                for d in raw["definitions"]
            },
            wrappers={w["node"]: w["definition_field"] for w in raw.get("wrappers", ())},
            method_container=method.get("container"),
            method_kind=method.get("kind", "method"),
            opaque=frozenset((raw.get("opaque") or {}).get("nodes", ())),
            decisions=dict(_decision(d) for d in raw.get("decisions", ())),
            catch_all={} if not catch else {
                catch["node"]: CatchAll(catch["case"], catch["pattern"], re.compile(catch["regex"]))
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
