"""Extraction: one file's bytes -> its definitions, references and TODO comments.

In: the file's bytes, its language (a folder under ``grammars/`` holding ``tags.scm`` and
``summary.json``, or ``None``) and the TODO tags to look for. Out: :class:`FileFacts`,
plain data that :mod:`semmerge.summary.cache` stores as JSON:

``defs``      definitions kept for summaries, in source order: module-level classes,
              functions, constants and variables, and the members of containers (methods
              of classes), each as :data:`Definition` ``(name, qualname, kind, line,
              signature, doc)``; functions nested in functions are local and left out.
``refs``      ``{name: count}`` of the identifiers the file uses (definition names excluded).
``todos``     ``(line, tag, text)`` of comments holding a TODO-style tag.

Which nodes are definitions, references, docs and comments is data: the tree-sitter
query in ``grammars/<lang>/tags.scm`` (its header documents the capture names) and the
fields of ``grammars/<lang>/summary.json``:

``containers``           kinds whose nested definitions are members (``["class"]``).
``member_kinds``         kind of a definition inside a container (``{"function": "method"}``).
``signature_trim``       characters stripped from the end of a signature (``":"``, ``"{"``).
``doc_comments_before``  a definition's doc is the comment block just above it (Go, Rust,
                         Java ...) rather than an ``@doc`` capture.
``reference_filters``    ``{"<x>": regex}``: names captured as ``@reference.<x>`` count only
                         when the regex matches them. A name's count is the largest count
                         of any one reference capture (a filtered capture of every
                         identifier sees all uses of a name that a narrower one sees).

Files of other languages (no tags.scm) still have their TODOs found, in lines where a
comment marker precedes the tag; binary files yield nothing. Nothing here raises for bad
input: a file that cannot be read as its language gets ``error`` set instead.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
import re
from collections import Counter
from typing import Any

from semmerge.parse.spec import SpecError, grammar_root

#: Bump when the extracted data changes shape or meaning: old cache entries stop matching.
EXTRACTOR_VERSION = 1
DEFAULT_TODO_TAGS: tuple[str, ...] = ("TODO", "FIXME", "HACK", "XXX")
MAX_SIGNATURE = 400
MAX_DOC = 200
MAX_TODO_TEXT = 200
BINARY_PROBE = 8192

#: ``(name, qualname, kind, line, signature, doc)``
Definition = tuple[str, str, str, int, str, str]
Todo = tuple[int, str, str]


class SummaryError(ValueError):
    """Bad input to the summary pipeline (a malformed tags.scm, an unknown focus ...)."""


class FileFacts:
    """What one file contributes to a summary (see the module docstring)."""

    __slots__ = ("language", "doc", "defs", "refs", "todos", "error")

    def __init__(self, language: str | None = None, doc: str = "",
                 defs: list[Definition] | None = None, refs: dict[str, int] | None = None,
                 todos: list[Todo] | None = None, error: str | None = None) -> None:
        self.language = language
        self.doc = doc
        self.defs = defs or []
        self.refs = refs or {}
        self.todos = todos or []
        self.error = error

    def to_json(self) -> str:
        return json.dumps([self.language, self.doc, self.defs, self.refs, self.todos, self.error],
                          separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> FileFacts:
        """Decode :meth:`to_json` output; raises ValueError (or TypeError) when malformed."""
        lang, doc, defs, refs, todos, error = json.loads(text)
        if not (isinstance(defs, list) and isinstance(refs, dict) and isinstance(todos, list)):
            raise ValueError("malformed summary cache entry")
        return cls(lang, doc, [tuple(d) for d in defs], refs,  # type: ignore[misc]
                   [tuple(t) for t in todos], error)  # type: ignore[misc]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FileFacts) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


class LanguageRules:
    """A language's tags query, parser and summary.json fields."""

    def __init__(self, language: str, query_text: str, fields: dict[str, Any],
                 fingerprint: str) -> None:
        import tree_sitter

        from semmerge.parse.languages import get_parser

        self.language = language
        _, self.parser = get_parser(language)
        try:
            self.query = tree_sitter.Query(self.parser.language, query_text)
        except (tree_sitter.QueryError, ValueError) as exc:
            raise SummaryError(f"grammars/{language}/tags.scm: bad query: {exc}") from exc
        self.containers = frozenset(fields.get("containers", ()))
        self.member_kinds: dict[str, str] = dict(fields.get("member_kinds", {}))
        self.signature_trim = str(fields.get("signature_trim", ""))
        self.doc_comments_before = bool(fields.get("doc_comments_before", False))
        self.fingerprint = fingerprint
        filters = dict(fields.get("reference_filters", {}))
        self.reference_captures: dict[str, re.Pattern[str] | None] = {"reference": None}
        for i in range(self.query.capture_count):
            capture = self.query.capture_name(i)
            if not capture.startswith("reference."):
                continue
            suffix = capture[len("reference."):]
            if suffix not in filters:
                raise SummaryError(f"grammars/{language}/tags.scm captures @{capture} but "
                                   f"summary.json has no reference_filters[{suffix!r}]")
            try:
                self.reference_captures[capture] = re.compile(filters[suffix])
            except re.error as exc:
                raise SummaryError(f"grammars/{language}/summary.json: reference_filters"
                                   f"[{suffix!r}]: bad regex: {exc}") from exc


_RULES: dict[str, LanguageRules | None] = {}


def _rules_folder(language: str, depth: int = 0) -> str | None:
    """The grammars/ folder holding the tags of ``language``: its own, else that of the
    language its spec extends (TSX reads TypeScript's)."""
    folder = os.path.join(grammar_root(), language)
    if os.path.isfile(os.path.join(folder, "tags.scm")):
        return folder
    try:
        with open(os.path.join(folder, "spec.json"), encoding="utf-8") as fh:
            parent = json.load(fh).get("extends")
    except (OSError, json.JSONDecodeError):
        return None
    return _rules_folder(parent, depth + 1) if parent and depth < 4 else None


def _read_rules_files(language: str) -> tuple[str, dict[str, Any], str] | None:
    folder = _rules_folder(language)
    if folder is None:
        return None
    scm = os.path.join(folder, "tags.scm")
    with open(scm, encoding="utf-8") as fh:
        query_text = fh.read()
    fields: dict[str, Any] = {}
    extra = os.path.join(folder, "summary.json")
    if os.path.isfile(extra):
        with open(extra, encoding="utf-8") as fh:
            raw = fh.read()
        try:
            fields = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise SummaryError(f"{extra}: malformed JSON: {exc}") from exc
        query_text_for_hash = query_text + "\0" + raw
    else:
        query_text_for_hash = query_text
    digest = hashlib.blake2b(query_text_for_hash.encode(), digest_size=8).hexdigest()
    return query_text, fields, digest


def language_fingerprint(language: str | None) -> str:
    """Identifies the rules a language is read with (changes when tags.scm changes)."""
    if language is None:
        return "none"
    files = _read_rules_files(language)
    return files[2] if files else "none"


def load_rules(language: str) -> LanguageRules | None:
    """The rules of ``language``, or None when it has no tags.scm or no installed grammar."""
    if language not in _RULES:
        files = _read_rules_files(language)
        try:
            _RULES[language] = LanguageRules(language, *files) if files else None
        except SpecError:
            _RULES[language] = None  # grammar wheel missing: the file is read for TODOs only
    return _RULES[language]


def summary_languages() -> list[str]:
    """Languages under grammars/ that have a tags.scm (their own or inherited)."""
    return sorted(n for n in os.listdir(grammar_root()) if _rules_folder(n) is not None)


# ---------------------------------------------------------------------------------- TODOs

_TODO_RES: dict[tuple[tuple[str, ...], bool], re.Pattern[str]] = {}
# Outside a known language a tag counts only after a comment marker on its line.
_COMMENT_MARKER = r"(?:#|//|/\*|^[ \t]*\*|--|;|<!--|%|^[ \t]*REM\b)[^\n]*?"


def todo_pattern(tags: tuple[str, ...], marker: bool = False) -> re.Pattern[str]:
    """The regex finding ``TAG(owner): text`` with the tag in group 1 and text in group 2."""
    key = (tags, marker)
    if key not in _TODO_RES:
        alternatives = "|".join(re.escape(t) for t in tags)
        prefix = _COMMENT_MARKER if marker else ""
        _TODO_RES[key] = re.compile(
            prefix + r"(?<![\w])(" + alternatives + r")(?![\w])(?:\([^)\n]*\))?:?[ \t]*([^\n]*)",
            re.MULTILINE,
        )
    return _TODO_RES[key]


def _todo_text(raw: str) -> str:
    text = raw.strip()
    for end in ("*/", "-->"):
        if text.endswith(end):
            text = text[: -len(end)].rstrip()
    return text[:MAX_TODO_TEXT]


def scan_todos(text: str, first_line: int, tags: tuple[str, ...], marker: bool) -> list[Todo]:
    """TODOs in ``text`` whose first line is line ``first_line`` of the file."""
    if not tags:
        return []
    out: list[Todo] = []
    line, pos = first_line, 0
    for m in todo_pattern(tags, marker).finditer(text):
        line += text.count("\n", pos, m.start(1))
        pos = m.start(1)
        out.append((line, m.group(1), _todo_text(m.group(2))))
    return out


# ----------------------------------------------------------------------------- definitions

_STRING_PREFIX = re.compile(r"^[rRbBuUfF]{0,2}(\"\"\"|'''|\"|')")


def first_doc_line(text: str) -> str:
    """The first line of a docstring or doc comment with its quotes and markers removed."""
    text = _STRING_PREFIX.sub("", text.strip(), count=1)
    for line in text.splitlines():
        line = line.strip().lstrip("/*!#-").strip()  # "--- Adds." of Lua, "-- x" of SQL
        line = line.rstrip("\"'").removesuffix("*/").strip()
        if any(ch.isalnum() for ch in line):
            return line[:MAX_DOC]
    return ""


_OPEN_SPACE = re.compile(r"([(\[{]) ")
_SPACE_CLOSE = re.compile(r",? ([)\]}])")


def clean_signature(text: str, trim: str) -> str:
    """One-line signature: whitespace runs folded, no space inside brackets, trailing trim."""
    sig = text.strip()
    if "\n" in sig or "  " in sig or "\t" in sig:  # most signatures are one tidy line
        sig = _SPACE_CLOSE.sub(r"\1", _OPEN_SPACE.sub(r"\1", " ".join(sig.split())))
    for ch in trim:
        sig = sig.removesuffix(ch).rstrip()
    return sig[:MAX_SIGNATURE]


class _Def:
    __slots__ = ("start", "end", "row", "kind", "name", "qualname", "kept", "sig", "doc",
                 "name_start")

    def __init__(self, start: int, end: int, row: int, kind: str) -> None:
        self.start, self.end, self.row, self.kind = start, end, row, kind
        self.name = self.qualname = self.sig = self.doc = ""
        self.kept = False
        self.name_start = -1


def _first_in(starts: list[int], lo: int, hi: int) -> int:
    """Index of the first start in [lo, hi), or -1."""
    i = bisect.bisect_left(starts, lo)
    return i if i < len(starts) and starts[i] < hi else -1


def _collect_defs(caps: dict[str, list[Any]], data: bytes, rules: LanguageRules) -> list[_Def]:
    """Definitions with names, nesting, kinds and signatures (kept or not), by start."""
    raw = [(n, key[len("definition."):]) for key, nodes in caps.items()
           if key.startswith("definition.") for n in nodes]
    raw.sort(key=lambda item: (item[0].start_byte, -item[0].end_byte))
    names = sorted(caps.get("name", []), key=lambda n: n.start_byte)
    name_starts = [n.start_byte for n in names]
    bodies = sorted(n.start_byte for n in caps.get("body", []))
    defs: list[_Def] = []
    stack: list[_Def] = []
    for node, kind in raw:
        d = _Def(node.start_byte, node.end_byte, node.start_point[0], kind)
        i = _first_in(name_starts, d.start, d.end)
        if i < 0:
            continue
        d.name_start = name_starts[i]
        d.name = data[d.name_start:names[i].end_byte].decode("utf-8", "replace")
        while stack and stack[-1].end <= d.start:
            stack.pop()
        parent = stack[-1] if stack else None
        if parent is None:
            d.kept, d.qualname = True, d.name
        elif parent.kept and parent.kind in rules.containers:
            d.kept, d.qualname = True, f"{parent.qualname}.{d.name}"
            d.kind = rules.member_kinds.get(d.kind, d.kind)
        b = _first_in(bodies, d.name_start + 1, d.end)
        head = data[d.start:bodies[b]] if b >= 0 else data[d.start:d.end].split(b"\n", 1)[0]
        d.sig = clean_signature(head.decode("utf-8", "replace"), rules.signature_trim)
        stack.append(d)
        defs.append(d)
    return defs


def _attach_docs(defs: list[_Def], doc_nodes: list[Any], data: bytes) -> str:
    """Give each definition the first line of its @doc; return the module's."""
    starts = [d.start for d in defs]
    module_doc = ""
    for node in sorted(doc_nodes, key=lambda n: n.start_byte):
        text = first_doc_line(data[node.start_byte:node.end_byte].decode("utf-8", "replace"))
        i = bisect.bisect_right(starts, node.start_byte) - 1
        while i >= 0 and defs[i].end <= node.start_byte:
            i -= 1  # an earlier sibling: keep looking outwards for the enclosing one
        if i < 0:
            module_doc = module_doc or text
        elif not defs[i].doc:
            defs[i].doc = text
    return module_doc


_TAG_START = re.compile(r"^(?:" + "|".join(DEFAULT_TODO_TAGS) + r")\b")


def _attach_doc_comments(defs: list[_Def], comments: list[Any], data: bytes) -> None:
    """Doc of a definition: the block of whole-line comments ending just above it (each
    block documents one definition; a TODO is not documentation)."""
    by_end_row: dict[int, Any] = {}
    for c in comments:
        line_start = data.rfind(b"\n", 0, c.start_byte) + 1
        if data[line_start:c.start_byte].strip():
            continue  # a comment after code on its line documents that line, not the next
        end_row = c.end_point[0] - (1 if c.end_point[1] == 0 else 0)  # "///...\n" ends at col 0
        by_end_row[end_row] = c
    used: set[int] = set()
    for d in defs:
        block: list[Any] = []
        row = d.row - 1
        while row in by_end_row and by_end_row[row].start_byte not in used:
            block.append(by_end_row[row])
            row = by_end_row[row].start_point[0] - 1
        used.update(c.start_byte for c in block)
        for node in reversed(block):
            text = first_doc_line(data[node.start_byte:node.end_byte].decode("utf-8", "replace"))
            if text and not _TAG_START.match(text):
                d.doc = text
                break


def _reference_counts(caps: dict[str, list[Any]], data: bytes, defs: list[_Def],
                      rules: LanguageRules, spans: list[tuple[int, int]] | None = None,
                      ) -> dict[str, int]:
    """``{name: count}`` of the reference captures (inside ``spans`` when given), leaving
    out each definition's own name."""
    skip = {d.name_start for d in defs}
    counts: dict[str, int] = {}
    for capture, pattern in rules.reference_captures.items():
        nodes = caps.get(capture, ())
        if spans is not None:
            nodes = [n for n in nodes if any(s <= n.start_byte < e for s, e in spans)]
        seen = Counter(data[n.start_byte:n.end_byte] for n in nodes if n.start_byte not in skip)
        for raw, count in seen.items():
            name = raw.decode("utf-8", "replace")
            if (pattern is None or pattern.match(name)) and count > counts.get(name, 0):
                counts[name] = count
    return counts


def symbol_references(data: bytes, language: str, qualnames: set[str]) -> dict[str, int]:
    """``{name: count}`` used inside the definitions ``qualnames`` (and their members).

    Computed on demand for the few symbols a caller focuses on, so that the cache holds
    only file-wide counts. Empty when the language has no rules.
    """
    rules = load_rules(language)
    if rules is None or is_binary(data):
        return {}
    import tree_sitter

    caps = tree_sitter.QueryCursor(rules.query).captures(rules.parser.parse(data).root_node)
    defs = _collect_defs(caps, data, rules)
    spans = [(d.start, d.end) for d in defs if d.kept and d.qualname in qualnames]
    return _reference_counts(caps, data, defs, rules, spans)


def _extract_known(data: bytes, rules: LanguageRules, tags: tuple[str, ...]) -> FileFacts:
    import tree_sitter

    tree = rules.parser.parse(data)
    caps = tree_sitter.QueryCursor(rules.query).captures(tree.root_node)
    defs = _collect_defs(caps, data, rules)
    comments = caps.get("comment", [])
    module_doc = _attach_docs(defs, caps.get("doc", []), data)
    if rules.doc_comments_before:
        _attach_doc_comments(defs, comments, data)
    kept: list[_Def] = []
    seen: set[str] = set()
    for d in defs:
        if d.kept and d.qualname not in seen:  # a redefinition (property setter ...) is one symbol
            seen.add(d.qualname)
            kept.append(d)
    refs = _reference_counts(caps, data, defs, rules)
    todos: list[Todo] = []
    for node in sorted(comments, key=lambda n: n.start_byte):
        text = data[node.start_byte:node.end_byte].decode("utf-8", "replace")
        todos.extend(scan_todos(text, node.start_point[0] + 1, tags, marker=False))
    return FileFacts(
        rules.language, module_doc,
        [(d.name, d.qualname, d.kind, d.row + 1, d.sig, d.doc) for d in kept],
        refs, todos,
    )


def is_binary(data: bytes) -> bool:
    return b"\0" in data[:BINARY_PROBE]


def extract(data: bytes, language: str | None,
            tags: tuple[str, ...] = DEFAULT_TODO_TAGS) -> FileFacts:
    """The facts of one file's bytes (see the module docstring); never raises on bad input."""
    if is_binary(data):
        return FileFacts(language, error="binary file")
    rules = load_rules(language) if language else None
    if rules is not None:
        try:
            return _extract_known(data, rules, tags)
        except (ValueError, RecursionError) as exc:  # defensive: tree-sitter accepts any bytes
            return FileFacts(language, error=f"not summarised: {exc}")
    text = data.decode("utf-8", "replace")
    return FileFacts(language, todos=scan_todos(text, 1, tags, marker=True))
