"""A merge runs with Python's cyclic garbage collector paused (it would walk the merge's
many short-lived objects again and again for nothing) and leaves the collector as it
found it: on when it was on, off when the caller had turned it off, also when merges
overlap in threads."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from semmerge import merge_texts
from semmerge.gcpause import paused_collection

BASE = "".join(f"def f{i}(x):\n    return [x, {i}]\n\n\n" for i in range(200))
LEFT = BASE.replace("return [x, 3]", "return [x, 33]") + "def left():\n    return 1\n"
RIGHT = BASE.replace("return [x, 150]", "return [x, -1]") + "def right():\n    return 2\n"


@pytest.fixture
def eager_collector() -> Iterator[list[int]]:
    """The collector on, collecting after every allocation; the generations it ran."""
    was_enabled, threshold = gc.isenabled(), gc.get_threshold()
    runs: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            runs.append(info["generation"])

    gc.enable()
    gc.set_threshold(1)
    gc.callbacks.append(note)
    yield runs
    gc.callbacks.remove(note)
    gc.set_threshold(*threshold)
    (gc.enable if was_enabled else gc.disable)()


def test_a_merge_runs_without_cycle_collections(eager_collector: list[int]) -> None:
    before = len(eager_collector)
    result = merge_texts(BASE, LEFT, RIGHT, "m.py")
    during = len(eager_collector) - before
    assert result.clean and "def left" in result.text and "def right" in result.text
    # Without the pause, the collector runs thousands of times here; with it, only for
    # the few objects made before the pause begins and after it ends.
    assert during < 10
    assert gc.isenabled()


def test_a_collector_the_caller_turned_off_stays_off() -> None:
    gc.disable()
    try:
        merge_texts(BASE, LEFT, RIGHT, "m.py")
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_nested_and_overlapping_pauses_restore_the_collector_once_all_end() -> None:
    assert gc.isenabled()
    with paused_collection():
        with paused_collection():
            assert not gc.isenabled()
        assert not gc.isenabled()  # the outer pause still holds
    assert gc.isenabled()
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: merge_texts(BASE, LEFT, RIGHT, "m.py").clean, range(8)))
    assert all(results)
    assert gc.isenabled()
