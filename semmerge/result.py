"""Public result types of a merge.

In: nothing (plain data). Out: :class:`MergeResult` and :class:`Conflict`, which the
API (:func:`semmerge.merge_texts`), the CLI's ``--report`` JSON and the benchmarks share.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Literal

Strategy = Literal["line", "structured", "fallback"]


@dataclass(frozen=True)
class Conflict:
    """One conflicted region of the merged output.

    ``symbol`` names the declaration the conflict is confined to (``"class A.def m"``),
    or is ``None`` for a plain line-merge conflict. ``kind`` is one of
    ``modify/modify``, ``delete/modify``, ``modify/delete``, ``add/add``, ``order``
    or ``line``. Lines are 1-based and inclusive, counted in the merged output.
    """

    kind: str
    start_line: int
    end_line: int
    symbol: str | None = None

    def to_json(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class MergeResult:
    """The outcome of one three-way merge.

    ``text`` is the merged file (with conflict markers where ``clean`` is false).
    ``strategy`` says which path produced it: ``line`` (the line merge was clean and
    safe), ``structured`` (symbol-level merge) or ``fallback`` (structured merge was
    not possible or not trusted; ``reason`` says why, and the line merge was used).
    ``data`` is ``text`` as file bytes (BOM, line endings and encoding restored).
    """

    text: str
    clean: bool
    conflicts: list[Conflict] = field(default_factory=list)
    strategy: Strategy = "line"
    reason: str | None = None
    language: str | None = None
    findings: list[str] = field(default_factory=list)
    data: bytes = field(default=b"", repr=False)

    def to_json(self) -> dict[str, object]:
        return {
            "clean": self.clean,
            "strategy": self.strategy,
            "reason": self.reason,
            "language": self.language,
            "conflicts": [c.to_json() for c in self.conflicts],
            "findings": list(self.findings),
        }
