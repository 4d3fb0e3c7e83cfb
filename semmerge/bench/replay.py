"""The ``bench replay`` pipeline: mine -> run (executor) -> time -> summarize -> write.

In: a :class:`ReplayConfig` (repository, filters, executor, output directory). Out: a
:class:`ReplayRun` with the outcomes in mining order, the summary, and the files
written (``replay.json``, ``replay.md``, ``replay.png``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from semmerge.bench.executors import executor_width, map_unordered, open_executor
from semmerge.bench.gitio import ObjectReader, git_dir, repo_name
from semmerge.bench.mining import MiningStats, ScenarioRef, mine
from semmerge.bench.progress import Progress
from semmerge.bench.report import write_all
from semmerge.bench.running import DEFAULT_TIMEOUT, ScenarioOutcome, WorkItem, run_scenario
from semmerge.bench.summary import summarize
from semmerge.bench.timing import ProcessTiming, sample_indices, time_processes

DEFAULT_PROCESS_SAMPLE = 200


class ReplayError(RuntimeError):
    """The replay cannot start (e.g. nothing to mine)."""


def default_extensions() -> tuple[str, ...]:
    """The file extensions of every language semmerge knows (``.py`` ...)."""
    from semmerge.parse.spec import available_languages, load_spec

    exts = {e.lower() for name in available_languages() for e in load_spec(name).extensions}
    return tuple(sorted(exts))


def semmerge_version() -> str:
    """semmerge's version, plus the commit of its checkout (``+dirty`` when edited)."""
    import semmerge
    from semmerge.bench.gitio import run_git

    version = getattr(semmerge, "__version__", "0.1.0")
    source = Path(semmerge.__file__).parent
    commit = run_git(source, ["rev-parse", "--short=12", "HEAD"], check=False).strip()
    if not commit:
        return version
    dirty = run_git(source, ["status", "--porcelain", "--", "."], check=False).strip()
    return f"{version}+{commit}{'.dirty' if dirty else ''}"


@dataclass
class ReplayConfig:
    """What to replay and how; ``extensions`` None means :func:`default_extensions`."""

    repo: str
    max: int | None = None
    extensions: tuple[str, ...] | None = None
    jobs: int | None = None
    executor: str | None = None
    out: str | None = None
    process_sample: int = DEFAULT_PROCESS_SAMPLE
    timeout: float = DEFAULT_TIMEOUT
    progress: bool | None = None

    def out_dir(self) -> Path:
        """``--out``, by default ``bench-out/<repository name>``."""
        return Path(self.out or os.path.join("bench-out", repo_name(self.repo)))


@dataclass
class ReplayRun:
    """The result of a replay: outcomes in mining order and everything derived."""

    outcomes: list[ScenarioOutcome]
    stats: MiningStats
    timing: ProcessTiming
    summary: dict[str, object]
    out_dir: Path
    notes: list[str] = field(default_factory=list)


def load_items(repo: str, refs: Sequence[ScenarioRef], timeout: float) -> Iterator[WorkItem]:
    """Work items with the four contents of each scenario, read lazily, in order."""
    with ObjectReader(repo) as reader:
        for ref in refs:
            blobs = [reader.blob(b) for b in (ref.base, ref.left, ref.right, ref.merged)]
            base, left, right, merged = (b or b"" for b in blobs)
            yield WorkItem(ref, base, left, right, merged, timeout)


def replay_refs(
    repo: str, refs: Sequence[ScenarioRef], *, jobs: int | None = None,
    executor: str | None = None, timeout: float = DEFAULT_TIMEOUT,
    progress: bool | None = None,
) -> list[ScenarioOutcome]:
    """Run every scenario through the executor; outcomes in the order of ``refs``."""
    results: list[ScenarioOutcome | None] = [None] * len(refs)
    bar = Progress(len(refs), "replay", enabled=progress)
    with open_executor(jobs, executor) as pool:
        window = 4 * executor_width(pool, jobs)
        for index, outcome in map_unordered(pool, run_scenario, load_items(repo, refs, timeout),
                                            window):
            results[index] = outcome
            bar.advance()
    bar.close()
    return [r for r in results if r is not None]


def time_sample(repo: str, refs: Sequence[ScenarioRef], k: int, timeout: float) -> ProcessTiming:
    """Process timing of both tools on ``k`` scenarios spread over ``refs``."""
    chosen = [refs[i] for i in sample_indices(len(refs), k)]
    if not chosen:
        return ProcessTiming()
    samples = ((i.ref.path, i.base, i.left, i.right) for i in load_items(repo, chosen, timeout))
    return time_processes(samples, timeout)


def run_replay(cfg: ReplayConfig) -> ReplayRun:
    """Mine, replay, time, summarize and write the report files of ``cfg.repo``."""
    start = time.perf_counter()
    git_dir(cfg.repo)  # fail early, with git's message, when it is not a repository
    exts = cfg.extensions if cfg.extensions is not None else default_extensions()
    if not exts:
        raise ReplayError("no file extensions to mine: give --ext (no language spec found)")
    refs, stats = mine(cfg.repo, extensions=exts, limit=cfg.max)
    outcomes = replay_refs(cfg.repo, refs, jobs=cfg.jobs, executor=cfg.executor,
                           timeout=cfg.timeout, progress=cfg.progress)
    timing = time_sample(cfg.repo, refs, cfg.process_sample, cfg.timeout)
    summary = summarize(outcomes, stats=stats, timing=timing,
                        wall_seconds=time.perf_counter() - start)
    out = cfg.out_dir()
    config = {**asdict(cfg), "extensions": list(exts), "semmerge": semmerge_version()}
    notes = write_all(out, repo_name(cfg.repo), config, summary, outcomes, timing)
    return ReplayRun(outcomes, stats, timing, summary, out, notes)
