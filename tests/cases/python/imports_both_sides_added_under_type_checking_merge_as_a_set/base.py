from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path


def remove_all(paths: Iterable[Path]) -> int:
    count = 0
    for path in paths:
        path.unlink()
        count += 1
    return count
