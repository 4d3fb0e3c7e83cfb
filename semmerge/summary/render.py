"""Rendering: a selection of symbols and TODOs -> Markdown text and JSON data.

In: a :class:`Selection` (made by :mod:`semmerge.summary.budget`). Out: the Markdown a
fresh agent session reads, and the JSON object orchestrators parse::

    {"budget", "tokens", "encoding", "root", "focus",
     "omitted": {"symbols", "todos"},
     "files": [{"path", "rank", "focus", "symbols": [{"name", "kind", "line",
                "signature"}], "todos": [{"line", "tag", "text"}]}]}

The Markdown lists the focus files first (their symbols with full signatures and
docstring lines, then their TODOs), then the related files in rank order (signatures and
docs shortened), then the TODOs of the related files. Within a file, symbols are in
source order and members are indented under their class. Both renderings contain exactly
the same symbols and TODOs.
"""

from __future__ import annotations

from typing import Any

from semmerge.summary.extract import Definition, Todo

SHORT_SIGNATURE = 120
SHORT_DOC = 80
MAX_FOCUS_LABELS = 8


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class FileBlock:
    """What one file shows: its symbols (by line) and TODOs."""

    __slots__ = ("path", "rank", "doc", "focus", "symbols", "full", "todos")

    def __init__(self, path: str, rank: float, doc: str, focus: bool) -> None:
        self.path = path
        self.rank = rank
        self.doc = doc
        self.focus = focus
        self.symbols: list[Definition] = []
        self.full: set[str] = set()  # qualnames shown with full signature and doc
        self.todos: list[Todo] = []


class Selection:
    """The chosen content of a summary, grouped by file in display order."""

    def __init__(self, root_name: str, focus_labels: list[str], blocks: list[FileBlock],
                 omitted_symbols: int, omitted_todos: int) -> None:
        self.root_name = root_name
        self.focus_labels = focus_labels
        self.blocks = blocks
        self.omitted_symbols = omitted_symbols
        self.omitted_todos = omitted_todos


def _header(sel: Selection) -> list[str]:
    lines = [f"# Code summary: {sel.root_name}"]
    if sel.focus_labels:
        shown = sel.focus_labels[:MAX_FOCUS_LABELS]
        more = len(sel.focus_labels) - len(shown)
        lines.append("Focus: " + ", ".join(shown) + (f" and {more} more" if more else ""))
    else:
        lines.append("Focus: none (the whole repository, ranked by references)")
    return lines


def _symbol_line(d: Definition, full: bool) -> str:
    _name, qualname, _kind, line, sig, doc = d
    indent = "  " * qualname.count(".")
    if not full:
        sig, doc = _shorten(sig, SHORT_SIGNATURE), _shorten(doc, SHORT_DOC)
    return f"{indent}- L{line} `{sig}`" + (f" — {doc}" if doc else "")


def _todo_line(t: Todo, path: str | None = None) -> str:
    line, tag, text = t
    where = f"{path}:{line}" if path else f"L{line}"
    return f"- {where} {tag}" + (f": {text}" if text else "")


def _block_lines(block: FileBlock) -> list[str]:
    doc = block.doc if block.focus else _shorten(block.doc, SHORT_DOC)
    lines = ["", f"### {block.path}" + (f" — {doc}" if doc else "")]
    lines.extend(_symbol_line(d, d[1] in block.full) for d in block.symbols)
    if block.focus and block.todos:
        lines.append("TODOs:")
        lines.extend(_todo_line(t) for t in block.todos)
    return lines


def render_markdown(sel: Selection, budget: int) -> str:
    """The Markdown text of ``sel`` (see the module docstring)."""
    lines = _header(sel)
    focus = [b for b in sel.blocks if b.focus]
    related = [b for b in sel.blocks if not b.focus and b.symbols]
    if focus:
        lines += ["", "## Focus"]
        for block in focus:
            lines += _block_lines(block)
    if related:
        lines += ["", "## Related code"]
        for block in related:
            lines += _block_lines(block)
    todos = [(b.path, t) for b in sel.blocks if not b.focus for t in b.todos]
    if todos:
        lines += ["", "## Open TODOs", *(_todo_line(t, p) for p, t in todos)]
    if sel.omitted_symbols or sel.omitted_todos:
        lines += ["", f"_Left out to fit {budget} tokens: {sel.omitted_symbols} symbols, "
                      f"{sel.omitted_todos} TODOs._"]
    return "\n".join(lines) + "\n"


def _rank_value(value: float) -> float:
    return float(f"{value:.6g}")


def to_json_data(sel: Selection, *, budget: int, tokens: int, encoding: str, root: str,
                 ) -> dict[str, Any]:
    """The JSON object of ``sel`` (see the module docstring)."""
    return {
        "budget": budget,
        "tokens": tokens,
        "encoding": encoding,
        "root": root,
        "focus": sel.focus_labels,
        "omitted": {"symbols": sel.omitted_symbols, "todos": sel.omitted_todos},
        "files": [
            {
                "path": b.path,
                "rank": _rank_value(b.rank),
                "focus": b.focus,
                "symbols": [{"name": d[1], "kind": d[2], "line": d[3], "signature": d[4]}
                            for d in b.symbols],
                "todos": [{"line": t[0], "tag": t[1], "text": t[2]} for t in b.todos],
            }
            for b in sel.blocks
        ],
    }
