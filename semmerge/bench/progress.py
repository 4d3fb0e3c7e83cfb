"""A small progress bar on stderr, drawn only when stderr is a terminal.

In: a total and calls to :meth:`Progress.advance`. Out: one redrawn line
``label [#####.....] 120/500  31.2/s  eta 12s`` on the terminal; nothing otherwise.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30
MIN_INTERVAL = 0.1


class Progress:
    """Draws progress towards ``total``; silent unless ``stream`` is a terminal."""

    def __init__(self, total: int, label: str = "", stream: TextIO | None = None,
                 enabled: bool | None = None) -> None:
        self.total = total
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self._is_tty() if enabled is None else enabled
        self.done = 0
        self._start = time.monotonic()
        self._last = 0.0

    def _is_tty(self) -> bool:
        isatty = getattr(self.stream, "isatty", None)
        return bool(isatty and isatty())

    def advance(self, n: int = 1) -> None:
        """Count ``n`` more items done and redraw (at most every 0.1 s, and at the end)."""
        self.done += n
        now = time.monotonic()
        if self.enabled and (now - self._last >= MIN_INTERVAL or self.done >= self.total):
            self._last = now
            self.stream.write("\r" + self.line(now - self._start))
            self.stream.flush()

    def line(self, elapsed: float) -> str:
        """The bar's text after ``elapsed`` seconds."""
        frac = min(1.0, self.done / self.total) if self.total else 1.0
        filled = int(frac * WIDTH)
        rate = self.done / elapsed if elapsed > 0 else 0.0
        eta = (self.total - self.done) / rate if rate > 0 else 0.0
        bar = "#" * filled + "." * (WIDTH - filled)
        return f"{self.label} [{bar}] {self.done}/{self.total} {rate:6.1f}/s eta {eta:4.0f}s"

    def close(self) -> None:
        """End the bar's line."""
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
