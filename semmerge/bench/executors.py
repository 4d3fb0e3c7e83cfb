"""Where scenarios run: local processes, or a Dask distributed scheduler.

In: a number of jobs, or the address of a Dask scheduler (``tcp://host:port``; any
address ``distributed.Client`` accepts). Out: a ``concurrent.futures.Executor``, and
:func:`map_unordered`, which feeds it a stream of picklable work items with a bounded
number in flight. ``distributed`` is imported only when an address is given.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


class ExecutorError(RuntimeError):
    """The requested executor cannot be used (e.g. ``distributed`` is not installed)."""


def default_jobs() -> int:
    """The default number of local worker processes: one per CPU."""
    return os.cpu_count() or 1


@contextmanager
def open_executor(jobs: int | None = None, address: str | None = None) -> Iterator[Executor]:
    """An executor for the replay: a Dask client's executor when ``address`` is given,
    else a pool of ``jobs`` local processes. Shut down (waiting) on exit."""
    if address:
        with _dask_executor(address) as executor:
            yield executor
        return
    # Workers come from a fresh server process, not forks of this one: a forked worker
    # would hold the pipes of our ``git cat-file`` processes open.
    method = "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    with ProcessPoolExecutor(max_workers=jobs or default_jobs(), mp_context=context) as pool:
        yield pool


@contextmanager
def _dask_executor(address: str) -> Iterator[Executor]:
    try:
        from distributed import Client
    except ImportError as exc:
        raise ExecutorError(
            "--executor needs the 'distributed' package (pip install 'semmerge[bench]')"
        ) from exc
    with Client(address) as client, client.get_executor(pure=False) as executor:
        yield executor


def executor_width(executor: Executor, jobs: int | None) -> int:
    """How many tasks the executor runs at once (for sizing the in-flight window)."""
    workers = getattr(executor, "_max_workers", None)
    if isinstance(workers, int):
        return workers
    client = getattr(executor, "_client", None)
    if client is not None:
        try:
            return max(1, sum(client.nthreads().values()))
        except Exception:  # noqa: BLE001 - only a sizing hint
            pass
    return jobs or default_jobs()


def map_unordered(
    executor: Executor, func: Callable[[T], R], items: Iterable[T], window: int,
) -> Iterator[tuple[int, R]]:
    """``(index, func(item))`` for every item, in completion order.

    At most ``window`` items are submitted and not yet finished, so that a long stream
    of work items (file contents) is never all in memory at once.
    """
    pending: dict[Future[R], int] = {}
    source = iter(enumerate(items))
    exhausted = False
    while pending or not exhausted:
        while not exhausted and len(pending) < max(1, window):
            nxt = next(source, None)
            if nxt is None:
                exhausted = True
                break
            pending[executor.submit(func, nxt[1])] = nxt[0]
        if not pending:
            break
        done, _ = wait(pending, return_when=FIRST_COMPLETED)
        for future in done:
            yield pending.pop(future), future.result()
