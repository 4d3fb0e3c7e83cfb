from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path
    from logging import Logger


def remove_all(paths: Iterable[Path]) -> int:
    count = 0
    for path in paths:
        path.unlink()
        count += 1
    return count


def remove_logged(paths: Iterable[Path], log: Logger) -> int:
    log.info("removing %d paths", len(list(paths)))
    return remove_all(paths)
