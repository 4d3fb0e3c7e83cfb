"""Pausing Python's cyclic garbage collector around work that builds many objects.

In: a ``with paused_collection():`` block. Out: the block runs with the cyclic collector
off; it is back on when the last block that paused it (in any thread) ends, unless it
was off before.

Why: a file merge or a repository summary builds tens of thousands of small objects
(syntax nodes, symbol trees, diff tables, facts) that all live until the work returns.
Each allocation burst makes the collector walk them again, for nothing: they hold no
cycles worth collecting, and reference counting frees them as usual. Measured with
``gc.callbacks`` on a sample of the replay corpus, the walks took about 3% of the merge
time (``docs/benchmarks.md``, section 2).
"""

from __future__ import annotations

import gc
from _thread import allocate_lock  # not threading: it costs the merge driver start-up

_LOCK = allocate_lock()
_state = {"holders": 0, "was_enabled": False}


class paused_collection:  # noqa: N801 - used like a function: ``with paused_collection():``
    """Reentrant and thread-safe: the collector is off while any holder is inside."""

    def __enter__(self) -> None:
        with _LOCK:
            if _state["holders"] == 0:
                _state["was_enabled"] = gc.isenabled()
                gc.disable()
            _state["holders"] += 1

    def __exit__(self, *exc: object) -> None:
        with _LOCK:
            _state["holders"] -= 1
            if _state["holders"] == 0 and _state["was_enabled"]:
                gc.enable()
