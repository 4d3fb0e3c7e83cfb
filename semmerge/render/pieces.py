"""Merged output as a list of pieces, and their rendering into one text.

In: :class:`Piece` objects made by the merge stage (clean text, or text that holds
conflict markers at known line offsets). Out: the file text and the
:class:`~semmerge.result.Conflict` list with 1-based line numbers in that text.
"""

from __future__ import annotations

from collections.abc import Iterable

from semmerge.result import Conflict


class Piece:
    """A run of whole lines of the output.

    ``conflicts`` holds ``(first, end)`` line offsets (end exclusive) of conflict blocks
    inside ``text``; ``symbol`` and ``kind`` describe them for the report.
    """

    __slots__ = ("text", "conflicts", "symbol", "kind")

    def __init__(
        self, text: str, conflicts: list[tuple[int, int]] | None = None,
        symbol: str | None = None, kind: str = "line",
    ) -> None:
        self.text = text
        self.conflicts = conflicts or []
        self.symbol = symbol
        self.kind = kind


def render_pieces(pieces: Iterable[Piece]) -> tuple[str, list[Conflict]]:
    """Join pieces; translate their conflict offsets into file line numbers."""
    parts: list[str] = []
    conflicts: list[Conflict] = []
    line = 0
    for piece in pieces:
        parts.append(piece.text)
        for first, end in piece.conflicts:
            conflicts.append(Conflict(piece.kind, line + first + 1, line + end, piece.symbol))
        line += piece.text.count("\n")
    return "".join(parts), conflicts
