"""Options shared by the API, the CLI and the merge stages."""

from __future__ import annotations

_DEFAULTS: dict[str, object] = {
    "marker_size": 7,
    "left_label": "left",
    "base_label": "base",
    "right_label": "right",
    "style": "diff3",
    "language": None,
    "timeout": 5.0,
    "strict": False,
}


class MergeOptions:
    """How to merge and how to show conflicts (immutable; see :meth:`replace`).

    ``marker_size`` and the labels follow ``git merge-file``; ``style`` ``diff3`` shows
    the base section of each conflict, ``merge`` leaves it out. ``language`` overrides
    detection by file extension. ``timeout`` bounds the structured merge (seconds);
    past it the line merge is used. ``strict`` turns semantic findings into conflicts.
    """

    __slots__ = tuple(_DEFAULTS)
    FIELDS = tuple(_DEFAULTS)

    marker_size: int
    left_label: str | None
    base_label: str | None
    right_label: str | None
    style: str
    language: str | None
    timeout: float
    strict: bool

    def __init__(self, **values: object) -> None:
        unknown = sorted(set(values) - set(_DEFAULTS))
        if unknown:
            raise TypeError(f"unknown merge option(s) {unknown}; known: {sorted(_DEFAULTS)}")
        for name, default in _DEFAULTS.items():
            object.__setattr__(self, name, values.get(name, default))
        if self.style not in ("diff3", "merge"):
            raise ValueError(f"style must be 'diff3' or 'merge', not {self.style!r}")
        if not isinstance(self.marker_size, int) or self.marker_size < 1:
            raise ValueError(f"marker_size must be a positive integer, not {self.marker_size!r}")

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("MergeOptions is immutable; use .replace(...)")

    def replace(self, **changes: object) -> MergeOptions:
        values = {name: getattr(self, name) for name in _DEFAULTS}
        values.update(changes)
        return MergeOptions(**values)

    def line_kwargs(self) -> dict[str, object]:
        return {
            "marker_size": self.marker_size,
            "left_label": self.left_label,
            "base_label": self.base_label,
            "right_label": self.right_label,
            "style": self.style,
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MergeOptions) and all(
            getattr(self, n) == getattr(other, n) for n in _DEFAULTS
        )

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in _DEFAULTS)
        return f"MergeOptions({inner})"
