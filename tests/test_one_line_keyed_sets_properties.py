"""Properties of merging a keyed set written on one line, in the languages that key one.

Base is a one-line literal or call with a fixed first entry and some keyed entries (a Go
composite literal, a Rust struct literal, a Ruby hash, a PHP array with keys, a TOML
inline table, Python's ``dict(...)``, a C# object initializer, a TypeScript object);
each side removes entries, adds new ones and changes values, among values that share
words (``cfg.x``, ``g(cfg.x)``), where a merge of the line's words pairs the entries by
their tokens and can misread them. The properties: a clean result holds every key once
and exactly the entries a three-way merge of the sets by key gives; where both sides set
one key their own ways, the merge conflicts (:func:`set_merge_cases.clean_merge`).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from set_merge_cases import Items, clean_merge, scenarios

NAMES = ["alpha", "beta", "gamma", "delta", "eps", "zeta"]
VALUES = ["1", "2", "cfg.x", "cfg.y", "f(1)", "g(cfg.x)"]
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# language: (file name, the text before the entries (after the fixed first one), one
# entry's format of key and value, the text after them, where the entries are, the
# key-value separator)
LANGUAGES: dict[str, tuple[str, str, str, str, str, str]] = {
    "go": ("m.go", "package m\n\nvar c = Conf{First: 0, ", "{K}: {v}", "}\n",
           r"Conf\{(.*)\}", ":"),
    "rust": ("m.rs", "fn c() -> Conf {\n    Conf { first: 0, ", "{k}: {v}", " }\n}\n",
             r"Conf \{ (.*) \}", ":"),
    "ruby": ("m.rb", "C = { first: 0, ", "{k}: {v}", " }\n", r"\{ (.*) \}", ":"),
    "php": ("m.php", "<?php\n$c = ['first' => 0, ", "'{k}' => {php}", "];\n", r"\[(.*)\]", "=>"),
    "toml": ("m.toml", "c = { first = 0, ", '{k} = "{v}"', " }\n", r"\{ (.*) \}", "="),
    "python": ("m.py", "c = dict(first=0, ", "{k}={v}", ")\n", r"dict\((.*)\)", "="),
    "csharp": ("m.cs", "class M { object c = new Conf { First = 0, ", "{K} = {v}", " }; }\n",
               r"new Conf \{ (.*?) \};", "="),
    "typescript": ("m.ts", "export const c = {first: 0, ", "{k}: {ts}", "};\n", r"\{(.*)\}", ":"),
}


def render(language: str, items: Items) -> str:
    """One version's text: the language's line with ``items`` after the first entry."""
    _, before, entry, after, _, _ = LANGUAGES[language]
    parts = [entry.format(k=k, K=k.title(), v=v, php=v.replace("cfg.", "$cfg->"),
                          ts=v.replace("cfg.", "this.")) for k, v in items.items()]
    return before + ", ".join(parts) + after


def entries(text: str, where: str, sep: str) -> list[tuple[str, str]]:
    """The merged line's entries, in order: (key, value), the first one's included."""
    found = re.search(where, text, re.S)
    assert found is not None, text
    out = []
    for part in _top_level(found.group(1)):
        key, _, value = part.partition(sep)
        value = " ".join(value.split()).strip('"').replace("$cfg->", "cfg.")
        out.append((key.strip().strip("'").lower(), value.replace("this.", "cfg.")))
    return out


def _top_level(text: str) -> list[str]:
    """``text`` cut at the commas outside brackets."""
    parts, depth, current = [], 0, ""
    for char in text:
        depth += (char in "([{") - (char in ")]}")
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    return [p.strip() for p in [*parts, current] if p.strip()]


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_one_line_keyed_set_merges_by_key(language: str) -> None:
    path, _, _, _, where, sep = LANGUAGES[language]

    @SETTINGS
    @given(scenarios(NAMES, VALUES, keep_one=True))
    def check(case: tuple[Items, Items, Items, bool, bool, bool]) -> None:
        merged = clean_merge(case, lambda items, _: render(language, items), path)
        if merged is None:
            return
        text, want = merged
        found = entries(text, where, sep)
        keys = [k for k, _ in found]
        assert len(keys) == len(set(keys)), text  # no key twice
        if isinstance(want, dict):
            assert dict(found[1:]) == want, text

    check()
