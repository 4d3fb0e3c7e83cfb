"""Options shared by the API, the CLI and the merge stages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

ConflictStyle = Literal["diff3", "merge"]


@dataclass(frozen=True)
class MergeOptions:
    """How to merge and how to show conflicts.

    ``marker_size`` and the labels follow ``git merge-file``; ``style`` ``diff3`` shows
    the base section of each conflict, ``merge`` leaves it out. ``language`` overrides
    detection by file extension. ``timeout`` bounds the structured merge (seconds);
    past it the line merge is used. ``strict`` turns semantic findings into conflicts.
    """

    marker_size: int = 7
    left_label: str | None = "left"
    base_label: str | None = "base"
    right_label: str | None = "right"
    style: ConflictStyle = "diff3"
    language: str | None = None
    timeout: float = 5.0
    strict: bool = False

    def line_kwargs(self) -> dict[str, object]:
        return {
            "marker_size": self.marker_size,
            "left_label": self.left_label,
            "base_label": self.base_label,
            "right_label": self.right_label,
            "style": self.style,
        }
