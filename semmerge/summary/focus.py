"""Focus: what the caller names (paths, symbols) -> focus files and focus symbols.

In: the repository root, the focus entries (``None``: the files changed in the working
tree), the files' facts, and the folder relative paths are read from. Out: a
:class:`Focus`.

An entry is, first match wins:

* ``PATH:SYMBOL`` or ``PATH::SYMBOL``: that symbol of that file;
* a file or folder (relative to the current folder or to the root): that file, or every
  summarised file under the folder;
* ``SYMBOL``: every definition whose qualified name (``Class.method``) is the entry, or
  else ends in ``.<entry>``.

Anything else raises :class:`~semmerge.summary.extract.SummaryError` naming the entry.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from semmerge.summary.extract import FileFacts, SummaryError
from semmerge.summary.files import changed_files


class Focus:
    """Focus files and ``(path, qualname)`` symbols, each in the order given, and labels."""

    def __init__(self) -> None:
        self.files: list[str] = []
        self.symbols: list[tuple[str, str]] = []
        self.labels: list[str] = []

    def add_file(self, path: str) -> None:
        if path not in self.files:
            self.files.append(path)

    def add_symbol(self, key: tuple[str, str]) -> None:
        if key not in self.symbols:
            self.symbols.append(key)


def _relative(root: str, entry: str, cwd: str) -> str | None:
    """``entry`` as a path relative to root, if it names something that exists under it."""
    for base in (cwd, root):
        full = os.path.normpath(os.path.join(base, entry))
        if os.path.exists(full):
            rel = os.path.relpath(full, root)
            if rel == "." or not rel.startswith(".."):
                return "" if rel == "." else rel.replace(os.sep, "/")
    return None


def _symbols_in(facts: Mapping[str, FileFacts], name: str, paths: Sequence[str],
                ) -> list[tuple[str, str]]:
    exact = [(p, d[1]) for p in paths for d in facts[p].defs if d[1] == name]
    if exact:
        return exact
    tail = "." + name
    return [(p, d[1]) for p in paths for d in facts[p].defs if d[1].endswith(tail)]


def _file_entry(rel: str, facts: Mapping[str, FileFacts], entry: str) -> list[str]:
    if rel in facts:
        return [rel]
    prefix = rel + "/" if rel else ""
    inside = [p for p in sorted(facts) if p.startswith(prefix)]
    if not inside:
        raise SummaryError(
            f"focus {entry!r}: no summarised file there (ignored by git, too large, "
            "binary, or not a regular file)"
        )
    return inside


def _add_entry(focus: Focus, root: str, entry: str, facts: Mapping[str, FileFacts],
               cwd: str) -> None:
    for sep in ("::", ":"):
        path, found, name = entry.partition(sep)
        rel = _relative(root, path, cwd) if found and name else None
        if rel is not None and rel in facts:
            keys = _symbols_in(facts, name, [rel])
            if not keys:
                raise SummaryError(f"focus {entry!r}: {rel} defines no symbol {name!r}")
            for key in keys:
                focus.add_symbol(key)
            return
    rel = _relative(root, entry, cwd)
    if rel is not None:
        for path in _file_entry(rel, facts, entry):
            focus.add_file(path)
        return
    keys = _symbols_in(facts, entry, sorted(facts))
    if not keys:
        raise SummaryError(
            f"focus {entry!r} is neither a file under {root} nor a symbol defined there "
            "(give PATH, SYMBOL, Class.method or PATH:SYMBOL)"
        )
    for key in keys:
        focus.add_symbol(key)


def resolve_focus(root: str, entries: Sequence[str] | None, facts: Mapping[str, FileFacts],
                  cwd: str | None = None) -> Focus:
    """The focus named by ``entries`` (see the module docstring)."""
    focus = Focus()
    if entries is None:
        for path in changed_files(root) or []:
            if path in facts:
                focus.add_file(path)
        focus.labels = list(focus.files)
        return focus
    for entry in entries:
        _add_entry(focus, root, entry, facts, cwd or os.getcwd())
    focus.labels = [*focus.files, *(f"{p}:{q}" for p, q in focus.symbols)]
    return focus
