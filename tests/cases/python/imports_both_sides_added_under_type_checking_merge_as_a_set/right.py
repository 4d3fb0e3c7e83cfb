from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path
    from typing import Callable


def remove_all(paths: Iterable[Path], keep: Callable[[Path], bool] | None = None) -> int:
    count = 0
    for path in paths:
        if keep is not None and keep(path):
            continue
        path.unlink()
        count += 1
    return count
