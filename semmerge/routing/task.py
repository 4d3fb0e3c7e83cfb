"""A coding task -> the code it touches -> one score.

In: a :class:`Task`: files, symbols (``path::Class.method``), a unified diff (its
post-image read from ``root``), or a piece of code with its language. Out:
:class:`TaskScore`: the score, the task's metrics, the three symbols that drove it and
the estimated input tokens; or, when some of the code does not parse, no score and an
``error`` saying where. Bad input (missing file, unknown symbol, unknown language) raises
:class:`TaskError` with a message naming it.

Task metrics: nodes and lines add up over the units the task touches, depth is the
deepest of them, cyclomatic is 1 + every decision point in them (the task read as one
piece of code). Units contained in another selected unit are counted once.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from semmerge.metrics import FileMetrics, MetricsError, Unit, measure_file, measure_source
from semmerge.metrics.model import DEFAULT_WEIGHTS, Weights
from semmerge.metrics.rules import RulesError


class TaskError(ValueError):
    """The task names something that cannot be read or found."""


@dataclass
class Task:
    """What an orchestrator sends: any mix of files, symbols, a diff and code."""

    files: list[str] = field(default_factory=list)
    symbols: list[str] = field(default_factory=list)
    diff: str | None = None
    code: str | None = None
    language: str | None = None
    root: str = "."
    prompt: str = ""
    output_tokens: int | None = None

    @classmethod
    def from_dict(cls, raw: dict, root: str = ".") -> Task:
        """A task from one JSON object (a line of a tasks file)."""
        known = {"files", "symbols", "diff", "code", "language", "prompt", "output_tokens"}
        unknown = set(raw) - known - {"score", "id"}
        if unknown:
            raise TaskError(f"unknown task field(s) {sorted(unknown)} (known: {sorted(known)})")
        return cls(list(raw.get("files", [])), list(raw.get("symbols", [])), raw.get("diff"),
                   raw.get("code"), raw.get("language"), root, raw.get("prompt", ""),
                   raw.get("output_tokens"))

    def describe(self) -> dict[str, object]:
        """A short JSON summary for the decision log (no code or diff text)."""
        out: dict[str, object] = {}
        if self.files:
            out["files"] = self.files
        if self.symbols:
            out["symbols"] = self.symbols
        if self.diff is not None:
            out["diff_files"] = sorted(diff_lines(self.diff))
        if self.code is not None:
            out["code_lines"] = self.code.count("\n") + 1
        return out


@dataclass
class Driver:
    """A symbol that weighs in the task's score."""

    symbol: str
    kind: str
    line: int
    score: float
    cyclomatic: int

    def to_dict(self) -> dict[str, object]:
        return {"symbol": self.symbol, "kind": self.kind, "line": self.line,
                "score": self.score, "cyclomatic": self.cyclomatic}


@dataclass
class TaskMetrics:
    nodes: int
    depth: int
    cyclomatic: int
    lines: int
    tokens: int
    units: int

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


@dataclass
class TaskScore:
    """The score of a task (None when its code does not parse: see ``error``)."""

    score: float | None
    metrics: TaskMetrics | None
    drivers: list[Driver]
    input_tokens: int
    error: str | None = None
    units: list[Unit] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"score": self.score, "error": self.error,
                "metrics": self.metrics.to_dict() if self.metrics else None,
                "drivers": [d.to_dict() for d in self.drivers],
                "input_tokens": self.input_tokens}


_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def _diff_path(line: str) -> str | None:
    path = line[4:].split("\t")[0].strip()
    if path == "/dev/null":
        return None
    return path[2:] if path.startswith(("a/", "b/")) else path


def diff_lines(diff: str) -> dict[str, set[int]]:
    """New-side path -> lines a unified diff adds or changes (a pure deletion marks the
    line after it). Deleted files are left out."""
    out: dict[str, set[int]] = {}
    path: str | None = None
    line = 0
    for text in diff.splitlines():
        if text.startswith("+++ "):
            path = _diff_path(text)
            if path is not None:
                out.setdefault(path, set())
            continue
        if text.startswith("--- ") or text.startswith("diff "):
            continue
        hunk = _HUNK.match(text)
        if hunk:
            line = int(hunk.group(1))
            continue
        if path is None or not text:
            continue
        if text[0] == "+":
            out[path].add(line)
            line += 1
        elif text[0] == "-":
            out[path].add(max(line, 1))
        elif text[0] == " ":
            line += 1
    return out


class _Files:
    """Measures each file of a task once."""

    def __init__(self, root: str, weights: Weights) -> None:
        self.root, self.weights = root, weights
        self.cache: dict[str, FileMetrics] = {}
        self.sources: dict[str, bytes] = {}

    def get(self, path: str) -> FileMetrics:
        if path not in self.cache:
            full = path if os.path.isabs(path) else os.path.join(self.root, path)
            if not os.path.isfile(full):
                raise TaskError(f"{path}: no such file (under {os.path.abspath(self.root)})")
            try:
                self.cache[path] = measure_file(full, weights=self.weights, display=path)
            except MetricsError as exc:
                raise TaskError(str(exc)) from exc
            with open(full, "rb") as handle:
                self.sources[path] = handle.read()
        return self.cache[path]


def _inside(inner: Unit, outer: Unit) -> bool:
    return outer.start_byte <= inner.start_byte and inner.end_byte <= outer.end_byte


def _symbol(files: _Files, spec: str) -> tuple[FileMetrics, Unit]:
    path, sep, name = spec.rpartition("::")
    if not sep:
        fm = files.get(spec)
        return fm, fm.module  # type: ignore[return-value]
    fm = files.get(path)
    if fm.error:
        return fm, fm.module  # type: ignore[return-value]
    unit = fm.find(name)
    if unit is None:
        known = ", ".join(u.name for u in fm.units[:8]) or "none"
        raise TaskError(f"{path}: no function, method or class named {name!r} "
                        f"(first ones there: {known}; `semmerge complexity {path}` lists all)")
    return fm, unit


def _touched(fm: FileMetrics, lines: set[int]) -> list[Unit]:
    """The innermost definitions around each changed line; the module for lines outside
    every definition."""
    found: list[Unit] = []
    for line in sorted(lines):
        around = [u for u in fm.units if u.first_line <= line <= u.end_line]
        unit = min(around, key=lambda u: u.end_byte - u.start_byte) if around else fm.module
        if unit is not None and unit not in found:
            found.append(unit)
    return found


def _selection(task: Task, files: _Files) -> list[tuple[FileMetrics, Unit | None]]:
    chosen: list[tuple[FileMetrics, Unit | None]] = []
    for path in task.files:
        fm = files.get(path)
        chosen.append((fm, fm.module))
    for spec in task.symbols:
        chosen.append(_symbol(files, spec))
    if task.diff is not None:
        changed = diff_lines(task.diff)
        if not changed:
            raise TaskError("the diff names no file (expected unified diff '+++ b/path' lines)")
        for path, lines in changed.items():
            fm = files.get(path)
            chosen.extend((fm, u) for u in (_touched(fm, lines) if not fm.error else [None]))
    if task.code is not None:
        language = task.language or "python"
        try:
            fm = measure_source(task.code, language, "<code>", files.weights)
        except (MetricsError, RulesError) as exc:
            raise TaskError(f"code: {exc}") from exc
        except KeyError as exc:
            raise TaskError(f"code: unknown language {language!r}") from exc
        files.sources["<code>"] = task.code.encode("utf-8")
        chosen.append((fm, fm.module))
    if not chosen:
        raise TaskError("empty task: give files, symbols, a diff or code")
    return chosen


def _drivers(selected: list[tuple[FileMetrics, Unit]]) -> list[Driver]:
    pool: dict[int, Unit] = {}
    for fm, unit in selected:
        for u in [unit, *(v for v in fm.units if _inside(v, unit))]:
            pool[id(u)] = u
    order = {"module": 2, "class": 1}
    best = sorted(pool.values(), key=lambda u: (order.get(u.kind, 0), -u.score, u.line))
    return [Driver(u.symbol, u.kind, u.line, u.score, u.cyclomatic) for u in best[:3]]


def score_task(task: Task, weights: Weights = DEFAULT_WEIGHTS) -> TaskScore:
    """Score ``task``; see the module docstring for how units add up."""
    from semmerge.tokens import count_tokens

    files = _Files(task.root, weights)
    chosen = _selection(task, files)
    broken = next((fm for fm, _ in chosen if fm.error), None)
    extra = (task.diff or "") + task.prompt
    if broken is not None:
        texts = [files.sources.get(fm.path, b"").decode("utf-8", "replace")
                 for fm in {id(fm): fm for fm, _ in chosen}.values()]
        tokens = count_tokens("".join(texts) + extra)
        where = (broken.error or "").removeprefix("does not parse ")
        return TaskScore(None, None, [], tokens, f"does not parse: {broken.path} {where}")
    selected = [(fm, u) for fm, u in chosen if u is not None]
    units: list[tuple[FileMetrics, Unit]] = []
    for fm, unit in selected:
        nested = any(o is not unit and ofm is fm and _inside(unit, o) for ofm, o in selected)
        if not nested and all(unit is not u for _, u in units):
            units.append((fm, unit))
    text = "".join(files.sources[fm.path][u.start_byte:u.end_byte].decode("utf-8", "replace")
                   for fm, u in units)
    tokens = count_tokens(text + extra)
    nodes = sum(u.nodes for _, u in units)
    depth = max(u.depth for _, u in units)
    cyclomatic = 1 + sum(u.decisions for _, u in units)
    metrics = TaskMetrics(nodes, depth, cyclomatic, sum(u.lines for _, u in units), tokens,
                          len(units))
    return TaskScore(weights.score(nodes, depth, cyclomatic), metrics, _drivers(units),
                     tokens, None, [u for _, u in units])
