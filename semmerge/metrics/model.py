"""Result types of the metrics: one :class:`Unit` per function, method, class or module,
one :class:`FileMetrics` per file, and the score (:class:`Weights`, :func:`rank`).

In: numbers the walker in :mod:`semmerge.metrics.engine` found. Out: plain dataclasses
with ``to_dict()`` for JSON output. No parsing happens here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: radon's ranks of cyclomatic complexity: A up to 5, B up to 10, C 20, D 30, E 40, F above.
RANK_LIMITS = ((5, "A"), (10, "B"), (20, "C"), (30, "D"), (40, "E"))


def rank(cyclomatic: int) -> str:
    """The letter radon gives a cyclomatic complexity (A simplest ... F)."""
    for limit, letter in RANK_LIMITS:
        if cyclomatic <= limit:
            return letter
    return "F"


@dataclass(frozen=True)
class Weights:
    """Score = nodes x ``nodes`` + depth x ``depth`` + cyclomatic x ``cyclomatic``."""

    nodes: float = 0.2
    depth: float = 1.5
    cyclomatic: float = 3.0

    def score(self, nodes: int, depth: int, cyclomatic: int) -> float:
        value = self.nodes * nodes + self.depth * depth + self.cyclomatic * cyclomatic
        return round(value, 2)


DEFAULT_WEIGHTS = Weights()


@dataclass
class Unit:
    """Metrics of one function, method, class, or module (``kind``).

    ``name`` is qualified (``Class.method``, ``outer.inner``; ``""`` for a module);
    ``line`` is the line of the definition keyword (the first line for a module),
    ``first_line`` the line of its first decorator; ``lines`` counts from ``first_line``
    to ``end_line``. ``decisions`` counts every decision point in the unit's text, nested
    definitions included (a task's cyclomatic complexity is 1 + their sum).
    ``tokens`` is None unless token counts were asked for.
    """

    path: str
    name: str
    kind: str
    line: int
    end_line: int
    first_line: int
    nodes: int
    depth: int
    cyclomatic: int
    score: float
    start_byte: int = 0
    end_byte: int = 0
    decisions: int = 0
    tokens: int | None = None

    @property
    def lines(self) -> int:
        return self.end_line - self.first_line + 1

    @property
    def rank(self) -> str:
        return rank(self.cyclomatic)

    @property
    def symbol(self) -> str:
        """``path::name`` as a task names it (the path alone for a module)."""
        return f"{self.path}::{self.name}" if self.name else self.path

    def to_dict(self) -> dict[str, object]:
        row: dict[str, object] = {
            "path": self.path, "name": self.name, "kind": self.kind, "line": self.line,
            "end_line": self.end_line, "lines": self.lines, "nodes": self.nodes,
            "depth": self.depth, "cyclomatic": self.cyclomatic, "score": self.score,
            "rank": self.rank,
        }
        if self.tokens is not None:
            row["tokens"] = self.tokens
        return row


@dataclass
class FileMetrics:
    """All units of one file. ``error`` is set (and ``units`` empty, ``module`` None)
    when the file does not parse: no number is made up for broken code."""

    path: str
    language: str
    module: Unit | None
    units: list[Unit] = field(default_factory=list)
    error: str | None = None

    def find(self, name: str) -> Unit | None:
        """The unit whose qualified name is ``name`` (the first of redefinitions)."""
        return next((u for u in self.units if u.name == name), None)
