"""Replay one scenario with semmerge (in-process) and ``git merge-file`` (a process).

In: a :class:`WorkItem` (the scenario's ids, the four file contents, a time limit);
picklable, so it can travel to a process pool or a Dask worker. Out: a
:class:`ScenarioOutcome` (class and time per tool, semmerge's strategy and reason,
whether the commit holds lines no input has), or :class:`ToolRun` values with the
outputs themselves for studying one case.
"""

from __future__ import annotations

import os
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, TypeVar

from semmerge.bench import classify as cls
from semmerge.bench.gitio import GIT
from semmerge.bench.mining import ScenarioRef

if TYPE_CHECKING:
    from semmerge.result import MergeResult

DEFAULT_TIMEOUT = 10.0
T = TypeVar("T")


@dataclass(frozen=True)
class WorkItem:
    """One scenario with its contents: what a worker needs, nothing it must open."""

    ref: ScenarioRef
    base: bytes
    left: bytes
    right: bytes
    merged: bytes
    timeout: float = DEFAULT_TIMEOUT


@dataclass
class ToolRun:
    """What one tool did: ``status`` is ``ok``, ``crash`` or ``timeout``; ``output`` is
    the merged file (None unless ok); semmerge also reports strategy and reason, and the
    CPU time of the thread that merged (``cpu_seconds``; ``seconds`` is wall-clock)."""

    status: str
    output: bytes | None
    clean: bool
    seconds: float
    strategy: str | None = None
    reason: str | None = None
    error: str | None = None
    findings: tuple[str, ...] = ()
    cpu_seconds: float | None = None

    def classify(self, committed: bytes, language: str | None) -> str:
        """The class of this run against the committed file."""
        if self.status != "ok" or self.output is None:
            return cls.TIMEOUT if self.status == "timeout" else cls.CRASH
        return cls.classify(self.output, self.clean, committed, language)


@dataclass
class ScenarioOutcome:
    """The replay of one scenario; ``unreachable`` is only set when git conflicts."""

    ref: ScenarioRef
    semmerge: str
    git: str
    semmerge_seconds: float
    git_seconds: float
    strategy: str | None
    reason: str | None
    unreachable: bool | None
    error: str | None = None
    findings: int = 0
    findings_confirmed: int = 0
    semmerge_cpu_seconds: float | None = None  # None in replays written before it

    def to_json(self) -> dict[str, object]:
        data = asdict(self)
        data.update(data.pop("ref"))
        return data


class ReplayTimeout(BaseException):
    """Raised inside a merge that ran past its time limit (a BaseException, so that
    the driver's ``except Exception`` safety nets do not swallow it)."""


def call_with_timeout(func: Callable[[], T], timeout: float) -> T:
    """``func()``, or ReplayTimeout after ``timeout`` seconds.

    In a process's main thread a SIGALRM timer interrupts the call; elsewhere (Dask
    worker threads) the call runs in a daemon thread that is abandoned on time-out.
    """
    on_main = threading.current_thread() is threading.main_thread()
    if on_main and hasattr(signal, "setitimer"):
        return _call_with_alarm(func, timeout)
    return _call_in_thread(func, timeout)


def _call_with_alarm(func: Callable[[], T], timeout: float) -> T:
    def _expire(signum: int, frame: object) -> None:
        raise ReplayTimeout()

    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, max(timeout, 0.001))
    try:
        return func()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _call_in_thread(func: Callable[[], T], timeout: float) -> T:
    box: dict[str, object] = {}

    def _target() -> None:
        try:
            box["value"] = func()
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            box["error"] = exc

    thread = threading.Thread(target=_target, daemon=True, name="semmerge-replay")
    thread.start()
    thread.join(timeout)
    if thread.is_alive():
        raise ReplayTimeout()
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]


def run_semmerge(
    base: bytes, left: bytes, right: bytes, path: str, timeout: float = DEFAULT_TIMEOUT,
    options: Mapping[str, object] | None = None,
) -> ToolRun:
    """Merge in-process with :func:`semmerge.driver.merge_bytes`; default options unless
    ``options`` (MergeOptions fields) are given."""
    from semmerge.driver import merge_bytes

    extra = dict(options or {})
    cpu: list[float] = []

    def merge() -> MergeResult:
        # CPU time of the thread that merges: on a shared machine the wall-clock time
        # also holds whatever else ran meanwhile.
        began = time.thread_time()
        try:
            return merge_bytes(base, left, right, path, **extra)
        finally:
            cpu.append(time.thread_time() - began)

    start = time.perf_counter()
    try:
        result = call_with_timeout(merge, timeout)
    except ReplayTimeout:  # an abandoned thread's CPU time may not be known
        return ToolRun("timeout", None, False, time.perf_counter() - start,
                       cpu_seconds=cpu[0] if cpu else None)
    except Exception as exc:  # noqa: BLE001 - a crash is a finding, not a failure
        return ToolRun("crash", None, False, time.perf_counter() - start,
                       error=f"{type(exc).__name__}: {exc}", cpu_seconds=cpu[0] if cpu else None)
    seconds = time.perf_counter() - start
    return ToolRun("ok", result.data, result.clean, seconds, result.strategy, result.reason,
                   findings=tuple(result.findings), cpu_seconds=cpu[0] if cpu else None)


def git_merge_file_command(left: str, base: str, right: str) -> list[str]:
    """The ``git merge-file`` command line the benchmark runs (diff3 style, to stdout)."""
    labels = ["-L", "left", "-L", "base", "-L", "right"]
    return [GIT, "merge-file", "-p", "--diff3", *labels, left, base, right]


def write_inputs(directory: str, base: bytes, left: bytes, right: bytes) -> dict[str, str]:
    """Write the three inputs into ``directory``; their paths by name."""
    paths = {}
    for name, data in (("base", base), ("left", left), ("right", right)):
        paths[name] = os.path.join(directory, name)
        with open(paths[name], "wb") as fh:
            fh.write(data)
    return paths


def run_git_merge_file(
    base: bytes, left: bytes, right: bytes, timeout: float = DEFAULT_TIMEOUT,
) -> ToolRun:
    """Merge with ``git merge-file`` in a process, the inputs written to a temp dir."""
    with tempfile.TemporaryDirectory(prefix="semmerge-bench-") as tmp:
        paths = write_inputs(tmp, base, left, right)
        cmd = git_merge_file_command(paths["left"], paths["base"], paths["right"])
        start = time.perf_counter()
        try:
            proc = subprocess.run(cmd, capture_output=True, timeout=timeout, cwd=tmp, check=False)
        except subprocess.TimeoutExpired:
            return ToolRun("timeout", None, False, time.perf_counter() - start)
        seconds = time.perf_counter() - start
    if proc.returncode < 0 or proc.returncode > 127:
        error = proc.stderr.decode("utf-8", "replace").strip()
        return ToolRun("crash", None, False, seconds, error=error or f"exit {proc.returncode}")
    return ToolRun("ok", proc.stdout, proc.returncode == 0, seconds)


def language_of(path: str) -> str | None:
    """The language semmerge detects for ``path`` (None: merged as plain lines)."""
    from semmerge.parse.languages import detect_language

    return detect_language(path)


def run_scenario(item: WorkItem) -> ScenarioOutcome:
    """Replay ``item`` with both tools and classify their outputs against the commit."""
    language = language_of(item.ref.path)
    ours = run_semmerge(item.base, item.left, item.right, item.ref.path, item.timeout)
    git = run_git_merge_file(item.base, item.left, item.right, item.timeout)
    git_class = git.classify(item.merged, language)
    unreachable = None
    if git_class == cls.CONFLICT:
        unreachable = cls.has_unreachable_lines(item.base, item.left, item.right, item.merged)
    return ScenarioOutcome(
        ref=item.ref,
        semmerge=ours.classify(item.merged, language),
        git=git_class,
        semmerge_seconds=ours.seconds,
        git_seconds=git.seconds,
        strategy=ours.strategy,
        reason=ours.reason,
        unreachable=unreachable,
        error=ours.error,
        findings=len(ours.findings),
        findings_confirmed=_confirmed(ours.findings, item.merged, language),
        semmerge_cpu_seconds=ours.cpu_seconds,
    )


def _confirmed(findings: tuple[str, ...], committed: bytes, language: str | None) -> int:
    """Findings the developers' commit agrees with: the name it says the merge left
    undefined is defined (or no longer used) in the committed file. For a name no check
    can judge by scope (every name under ``removed-names``; a member, a removed method
    say, under any check), a lower bound: the commit no longer has the name at all."""
    if not findings or language is None:
        return 0
    from semmerge.merge.removed import DEFINITION_REMOVED
    from semmerge.merge.semantic import CHECKS, absent
    from semmerge.parse.spec import load_spec

    check = load_spec(language).semantic_check
    if check is None:
        return 0
    text = committed.decode("utf-8", "replace")
    named = [(f.split("'")[1], f) for f in findings if f.count("'") >= 2]
    by_word = [n for n, f in named if check not in CHECKS or f.endswith(DEFINITION_REMOVED)]
    by_scope = [n for n, f in named if n not in by_word]
    confirmed = 0
    if by_word:
        gone = absent(set(by_word), [text])
        confirmed += sum(1 for name in by_word if name in gone)
    if by_scope:
        undefined = CHECKS[check].judge(text, None)
        if undefined is not None:
            confirmed += sum(1 for name in by_scope if name not in undefined)
    return confirmed
