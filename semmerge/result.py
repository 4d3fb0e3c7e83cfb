"""Public result types of a merge.

In: nothing (plain data). Out: :class:`MergeResult` and :class:`Conflict`, which the
API (:func:`semmerge.merge_texts`), the CLI's ``--report`` JSON and the benchmarks share.
Plain classes rather than dataclasses: the merge driver starts once per file, and
``dataclasses`` costs more to import than the whole merge of a small file.
"""

from __future__ import annotations

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    from semmerge.merge.linemerge import LineMerge as LineMergeLike

#: How :attr:`MergeResult.reason` begins when the engine raised and the line merge was
#: taken instead: a fault of semmerge's, which the replay counts with crashes.
INTERNAL_ERROR = "internal error: "


class Conflict:
    """One conflicted region of the merged output.

    ``symbol`` names the declaration the conflict is confined to (``"A.m"``), or is
    ``None`` for a plain line-merge conflict. ``kind`` is one of ``modify/modify``,
    ``delete/modify``, ``modify/delete``, ``add/add``, ``line``, ``duplicate`` (a clean
    line merge that defines a name twice), ``semantic`` (under ``strict``, a name the
    merge left undefined; ``symbol`` is the name, the lines its use, and the text has no
    markers for it) or ``error``. Lines are 1-based and inclusive, counted in the merged
    output.
    """

    __slots__ = ("kind", "start_line", "end_line", "symbol")

    def __init__(self, kind: str, start_line: int, end_line: int, symbol: str | None = None):
        self.kind = kind
        self.start_line = start_line
        self.end_line = end_line
        self.symbol = symbol

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind, "start_line": self.start_line, "end_line": self.end_line,
            "symbol": self.symbol,
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Conflict) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return (f"Conflict({self.kind!r}, {self.start_line}, {self.end_line}, "
                f"symbol={self.symbol!r})")


class MergeResult:
    """The outcome of one three-way merge.

    ``text`` is the merged file (with conflict markers where ``clean`` is false).
    ``strategy`` says which path produced it: ``line`` (the line merge was clean and
    safe), ``structured`` (symbol-level merge) or ``fallback`` (structured merge was
    not possible or not trusted; ``reason`` says why, and the line merge was used). A
    structured result merged a second time, with the members of some scopes in order
    (its first try repeated a name or an enum value there), has a ``reason`` too.
    ``data`` is ``text`` as file bytes (BOM, line endings and encoding restored).
    """

    __slots__ = ("text", "clean", "conflicts", "strategy", "reason", "language", "findings",
                 "data")

    def __init__(
        self, text: str, clean: bool, conflicts: list[Conflict] | None = None,
        strategy: str = "line", reason: str | None = None, language: str | None = None,
        findings: list[str] | None = None, data: bytes = b"",
    ) -> None:
        self.text = text
        self.clean = clean
        self.conflicts = conflicts or []
        self.strategy = strategy
        self.reason = reason
        self.language = language
        self.findings = findings or []
        self.data = data

    @classmethod
    def from_line_merge(
        cls, line: LineMergeLike, strategy: str, reason: str | None = None
    ) -> MergeResult:
        """The result of a line merge (``semmerge.merge.linemerge.LineMerge``)."""
        conflicts = [Conflict("line", c.start + 1, c.end) for c in line.conflicts]
        return cls(line.text, line.clean, conflicts, strategy, reason)

    def to_json(self) -> dict[str, object]:
        return {
            "clean": self.clean,
            "strategy": self.strategy,
            "reason": self.reason,
            "language": self.language,
            "conflicts": [c.to_json() for c in self.conflicts],
            "findings": list(self.findings),
        }

    def __repr__(self) -> str:
        return (f"MergeResult(clean={self.clean}, strategy={self.strategy!r}, "
                f"conflicts={self.conflicts!r}, reason={self.reason!r})")
