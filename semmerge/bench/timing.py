"""Time both tools as processes, the way git runs them (one process per file).

In: a sample of scenarios (path and the three inputs). Out: :class:`ProcessTiming`,
the wall time of ``semmerge merge`` (the console script git runs, see
:func:`semmerge_command`) and of ``git merge-file`` per scenario.
The two commands alternate (semmerge first on even samples, git first on odd ones), so
that both see the same machine load and the ratio of medians comes from one run.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from semmerge.bench.running import git_merge_file_command, write_inputs


@dataclass
class ProcessTiming:
    """Seconds per process run of each tool, in sample order."""

    semmerge: list[float] = field(default_factory=list)
    git: list[float] = field(default_factory=list)
    #: Did the semmerge processes load cached bytecode? None when unknown (no samples).
    bytecode_cached: bool | None = None

    @property
    def samples(self) -> int:
        return len(self.semmerge)

    def medians(self) -> tuple[float | None, float | None]:
        """Median seconds of semmerge and of git (None without samples)."""
        if not self.samples:
            return None, None
        return statistics.median(self.semmerge), statistics.median(self.git)

    def ratio(self) -> float | None:
        """Median semmerge time over median git time."""
        ours, git = self.medians()
        if ours is None or not git:
            return None
        return ours / git

    def to_json(self) -> dict[str, object]:
        ours, git = self.medians()
        return {"samples": self.samples, "semmerge_median": ours, "git_median": git,
                "ratio": self.ratio(), "bytecode_cached": self.bytecode_cached}


#: What a replay says when the processes it timed compiled semmerge at every start.
UNCACHED_NOTE = (
    "semmerge's bytecode is not cached (PYTHONDONTWRITEBYTECODE is set, or the source "
    "tree cannot be written and holds no fresh .pyc files): every timed process compiled "
    "the package again, so the process times and their ratio to git merge-file overstate "
    "those of a regular install (pip compiles it)"
)


def bytecode_cached() -> bool:
    """Can a ``semmerge merge`` process load this package's modules from cached
    bytecode? Checked on the merge engine's module after processes have run (they write
    the cache where they can): its ``.pyc`` must exist and record the source's current
    modification time and size. Without it every process compiles the package, which
    takes longer than a small merge."""
    import importlib.util

    from semmerge.merge import engine

    source = engine.__file__
    if source is None:
        return False
    try:
        with open(importlib.util.cache_from_source(source), "rb") as handle:
            header = handle.read(16)
        stat = os.stat(source)
    except (OSError, NotImplementedError, ValueError):
        return False
    if len(header) < 16:
        return False
    if int.from_bytes(header[4:8], "little") != 0:
        return True  # hash-based bytecode: checked by its own rule, taken as fresh
    mtime = int.from_bytes(header[8:12], "little")
    size = int.from_bytes(header[12:16], "little")
    return mtime == int(stat.st_mtime) & 0xFFFFFFFF and size == stat.st_size & 0xFFFFFFFF


def sample_indices(total: int, k: int) -> list[int]:
    """``k`` indices spread evenly over ``range(total)`` (all of them when k >= total)."""
    if k <= 0 or total <= 0:
        return []
    if k >= total:
        return list(range(total))
    return sorted({int(i * total / k) for i in range(k)})


def semmerge_command(base: str, left: str, right: str, path: str, out: str) -> list[str]:
    """The process the timing runs for semmerge: what git runs once ``semmerge install``
    has set up the driver, the ``semmerge`` console script of this environment (on its
    PATH, install writes the driver as ``semmerge merge ...``); ``python -m semmerge
    merge ...`` where there is no such script (a source tree)."""
    args = ["merge", base, left, right, "-p", path, "-o", out]
    script = os.path.join(os.path.dirname(sys.executable), "semmerge")
    if os.path.isfile(script) and os.access(script, os.X_OK):
        return [script, *args]
    return [sys.executable, "-m", "semmerge", *args]


def timed_process(cmd: Sequence[str], cwd: str, timeout: float) -> float:
    """Wall seconds of one run of ``cmd`` (killed after ``timeout`` seconds).

    The wait blocks until the process ends. ``subprocess.run(..., timeout=...)`` does
    not: it polls with sleeps that double up to 50 ms, so a 64 ms process was reported
    as 114 ms, and every time came out rounded up to those steps.
    """
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    killer = threading.Timer(timeout, proc.kill)
    killer.start()
    try:
        proc.wait()
    finally:
        killer.cancel()
    return time.perf_counter() - start


def time_processes(
    samples: Iterable[tuple[str, bytes, bytes, bytes]], timeout: float = 10.0,
) -> ProcessTiming:
    """Run both tools as processes on each ``(path, base, left, right)``, interleaved."""
    timing = ProcessTiming()
    for i, (path, base, left, right) in enumerate(samples):
        with tempfile.TemporaryDirectory(prefix="semmerge-time-") as tmp:
            p = write_inputs(tmp, base, left, right)
            ours = semmerge_command(p["base"], p["left"], p["right"], path,
                                    os.path.join(tmp, "out"))
            git = git_merge_file_command(p["left"], p["base"], p["right"])
            if i % 2 == 0:
                t_ours, t_git = timed_process(ours, tmp, timeout), timed_process(git, tmp, timeout)
            else:
                t_git, t_ours = timed_process(git, tmp, timeout), timed_process(ours, tmp, timeout)
        timing.semmerge.append(t_ours)
        timing.git.append(t_git)
    if timing.samples:
        timing.bytecode_cached = bytecode_cached()
    return timing
