"""Summary figures of a replay.

In: the :class:`~semmerge.bench.running.ScenarioOutcome` list (plus, optionally, the
mining stats, the process timing and the wall time). Out: a JSON-ready dict:

* ``classes``: counts per class for each tool;
* ``git_conflicts``: files where git merge-file conflicts;
* ``resolved``: share of those that semmerge merges cleanly; ``correct``: share of the
  resolved ones equal to the commit (exact, ast_equal or whitespace_equal);
  ``resolved_correctly``: share of git's conflicts merged cleanly and equal;
* ``precision``: share of all of semmerge's clean merges that equal the commit
  (``git_precision``: the same for git, for reference);
* ``regressions``: files where git's result equals the commit and semmerge's does not;
* ``wrong_clean``: git conflicts that semmerge merged cleanly but differently;
* ``unreachable``: git conflicts whose commit holds lines that no input has;
* ``internal_errors``: merges where the engine raised and the driver took the line
  merge instead (listed with crashes and time-outs under ``failures``);
* strategies, top fallback reasons, times, throughput (files per second of in-process
  merging, by wall-clock time and by the CPU time of the merging thread), process timing.
"""

from __future__ import annotations

import math
import re
import statistics
from collections import Counter
from collections.abc import Sequence

from semmerge.bench.classify import CLASSES, CLEAN_CLASSES, CONFLICT, CRASH, EQUAL_CLASSES, TIMEOUT
from semmerge.bench.mining import MiningStats
from semmerge.bench.running import ScenarioOutcome
from semmerge.bench.timing import ProcessTiming
from semmerge.result import INTERNAL_ERROR

TOP_REASONS = 10


def share(part: int, whole: int) -> float | None:
    """``part / whole``, or None when ``whole`` is 0."""
    return part / whole if whole else None


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q`` quantile (0..1) by the nearest-rank method; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def time_stats(values: Sequence[float]) -> dict[str, float | None]:
    """Median, 95th percentile and maximum of ``values`` (seconds)."""
    return {
        "median": statistics.median(values) if values else None,
        "p95": percentile(values, 0.95),
        "max": max(values) if values else None,
    }


_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_PAREN = re.compile(r"\([^()]*\)")
_NUMBER = re.compile(r"\d+")


def reason_group(reason: str | None) -> str:
    """A fallback reason with its particulars (names, numbers, examples) blanked out,
    so that reasons of one kind count together."""
    if not reason:
        return "(none)"
    text = reason.split(", e.g.")[0]
    text = _QUOTED.sub("…", text)
    text = _PAREN.sub("(…)", text)
    text = _NUMBER.sub("N", text)
    return text[:120]


def _entry(outcome: ScenarioOutcome) -> dict[str, object]:
    ref = outcome.ref
    return {"merge": ref.merge, "path": ref.path, "semmerge": outcome.semmerge,
            "git": outcome.git, "strategy": outcome.strategy, "reason": outcome.reason,
            "unreachable": outcome.unreachable}


def _class_counts(outcomes: Sequence[ScenarioOutcome], tool: str) -> dict[str, int]:
    counts = Counter(getattr(o, tool) for o in outcomes)
    return {c: counts.get(c, 0) for c in CLASSES}


def _conflict_figures(outcomes: Sequence[ScenarioOutcome]) -> dict[str, object]:
    conflicted = [o for o in outcomes if o.git == CONFLICT]
    resolved = [o for o in conflicted if o.semmerge in CLEAN_CLASSES]
    right = [o for o in resolved if o.semmerge in EQUAL_CLASSES]
    unreachable = [o for o in conflicted if o.unreachable]
    reachable = len(conflicted) - len(unreachable)
    wrong = [o for o in resolved if o.semmerge not in EQUAL_CLASSES]
    return {
        "git_conflicts": len(conflicted),
        "semmerge_resolved": len(resolved),
        "semmerge_resolved_correctly": len(right),
        "resolved": share(len(resolved), len(conflicted)),
        "correct": share(len(right), len(resolved)),
        "resolved_correctly": share(len(right), len(conflicted)),
        "unreachable_conflicts": len(unreachable),
        "unreachable_share": share(len(unreachable), len(conflicted)),
        "resolved_correctly_of_reachable": share(
            sum(1 for o in right if not o.unreachable), reachable),
        "wrong_clean_unreachable": sum(1 for o in wrong if o.unreachable),
        "wrong_clean": [_entry(o) for o in wrong],
    }


def _precision(outcomes: Sequence[ScenarioOutcome], tool: str) -> float | None:
    clean = [getattr(o, tool) for o in outcomes if getattr(o, tool) in CLEAN_CLASSES]
    return share(sum(1 for c in clean if c in EQUAL_CLASSES), len(clean))


def _regression_figures(outcomes: Sequence[ScenarioOutcome]) -> dict[str, object]:
    git_right = [o for o in outcomes if o.git in EQUAL_CLASSES]
    regressions = [o for o in git_right if o.semmerge not in EQUAL_CLASSES]
    return {
        "git_right": len(git_right),
        "regression_count": len(regressions),
        "regression_rate": share(len(regressions), len(git_right)),
        "regressions": [_entry(o) for o in regressions],
    }


def _strategy_figures(outcomes: Sequence[ScenarioOutcome]) -> dict[str, object]:
    strategies = Counter(o.strategy or "(none)" for o in outcomes)
    reasons = Counter(reason_group(o.reason) for o in outcomes if o.strategy == "fallback")
    # The engine raised and the driver's safety net took the line merge: nothing is
    # lost, but it is a fault all the same, and is counted with crashes.
    internal = [o for o in outcomes if (o.reason or "").startswith(INTERNAL_ERROR)]
    return {
        "strategies": dict(sorted(strategies.items())),
        "fallback_reasons": [[r, n] for r, n in reasons.most_common(TOP_REASONS)],
        "internal_errors": len(internal),
        "failures": [
            {**_entry(o), "error": o.error} for o in outcomes
            if o.semmerge in (CRASH, TIMEOUT) or o.git in (CRASH, TIMEOUT)
        ] + [{**_entry(o), "error": o.reason} for o in internal],
    }


def _time_figures(outcomes: Sequence[ScenarioOutcome]) -> dict[str, object]:
    ours = [o.semmerge_seconds for o in outcomes]
    total = sum(ours)
    cpu = [o.semmerge_cpu_seconds for o in outcomes]
    # Wall-clock time stands in where the CPU time is unknown (a merge abandoned at its
    # time limit); none at all in a replay.json written before it was recorded.
    known = any(c is not None for c in cpu)
    cpu_total = sum(
        o.semmerge_seconds if c is None else c for o, c in zip(outcomes, cpu, strict=True)
    )
    return {
        "semmerge_in_process": time_stats(ours),
        "git_process": time_stats([o.git_seconds for o in outcomes]),
        "in_process_files_per_second": (len(ours) / total) if total > 0 else None,
        # The same merges by the CPU time of the thread that merged: what the engine
        # costs, whatever else the machine ran meanwhile.
        "in_process_cpu_files_per_second": (
            len(cpu) / cpu_total if known and cpu_total > 0 else None
        ),
    }


def summarize(
    outcomes: Sequence[ScenarioOutcome], *, stats: MiningStats | None = None,
    timing: ProcessTiming | None = None, wall_seconds: float | None = None,
) -> dict[str, object]:
    """Every summary figure of a replay, as a JSON-ready dict (see the module doc)."""
    summary: dict[str, object] = {
        "files": len(outcomes),
        "classes": {"semmerge": _class_counts(outcomes, "semmerge"),
                    "git": _class_counts(outcomes, "git")},
        "precision": _precision(outcomes, "semmerge"),
        "git_precision": _precision(outcomes, "git"),
    }
    summary.update(_conflict_figures(outcomes))
    summary.update(_regression_figures(outcomes))
    summary.update(_strategy_figures(outcomes))
    summary["semantic_findings"] = sum(o.findings for o in outcomes)
    summary["semantic_findings_confirmed"] = sum(o.findings_confirmed for o in outcomes)
    summary["files_with_findings"] = sum(1 for o in outcomes if o.findings)
    summary["time"] = _time_figures(outcomes)
    summary["process"] = (timing or ProcessTiming()).to_json()
    if stats is not None:
        summary["mining"] = stats.to_json()
    if wall_seconds is not None:
        summary["wall_seconds"] = wall_seconds
    return summary
