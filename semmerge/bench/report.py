"""Write what a replay found: ``replay.json``, ``replay.md`` and ``replay.png``.

In: the repository, the outcomes (mining order), the summary from
:mod:`semmerge.bench.summary`. Out: files in the output directory; markdown text for
one or several repositories (:func:`markdown`, :func:`comparison_table`). The chart
needs matplotlib (the ``plot`` extra); without it the chart is skipped, not an error.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from semmerge.bench.classify import CLASSES, CONFLICT
from semmerge.bench.mining import ScenarioRef
from semmerge.bench.running import ScenarioOutcome
from semmerge.bench.timing import UNCACHED_NOTE, ProcessTiming

TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse

JSON_NAME, MD_NAME, PNG_NAME = "replay.json", "replay.md", "replay.png"


def pct(value: object) -> str:
    """A share as ``12.3%``; ``-`` when undefined."""
    return "-" if not isinstance(value, (int, float)) else f"{100 * value:.1f}%"


def secs(value: object) -> str:
    """Seconds as milliseconds, ``-`` when undefined."""
    return "-" if not isinstance(value, (int, float)) else f"{1000 * value:.1f} ms"


def num(value: object, digits: int = 1) -> str:
    return "-" if not isinstance(value, (int, float)) else f"{value:.{digits}f}"


def write_json(
    path: Path, repo: str, config: Mapping[str, object], summary: Mapping[str, object],
    outcomes: Sequence[ScenarioOutcome], timing: ProcessTiming | None = None,
) -> None:
    """``replay.json``: configuration, summary, every scenario and every process time."""
    data = {"repo": repo, "config": dict(config), "summary": dict(summary),
            "scenarios": [o.to_json() for o in outcomes],
            "process_times": asdict(timing or ProcessTiming())}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def load_json(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A ``replay.json`` (or the directory holding one) as a dict."""
    p = Path(path)
    if p.is_dir():
        p = p / JSON_NAME
    return json.loads(p.read_text(encoding="utf-8"))


def add_replay_argument(parser: argparse.ArgumentParser) -> None:
    """The ``--replay DIR=REPO`` option (repeated) of the scripts in ``benchmarks/``
    that read earlier replays: a replay's output directory and the repository it
    replayed."""
    parser.add_argument("--replay", action="append", required=True, metavar="DIR=REPO",
                        help="a replay output directory and the repository it replayed")


def distinct_git_conflicts(
    replay_dir: str | os.PathLike[str], repo: str, seen: set[tuple[bytes, ...]]
) -> Iterator[tuple[dict[str, Any], list[bytes]]]:
    """Each scenario of a replay where git's line merge conflicted, with its base, left,
    right and committed contents (empty where a version has no file), unless ``seen``
    (shared across replays, filled here) already holds the four: the studies of
    ``benchmarks/`` count each distinct merge once."""
    from semmerge.bench.gitio import ObjectReader

    with ObjectReader(repo) as reader:
        for row in load_json(replay_dir)["scenarios"]:
            if row["git"] != CONFLICT:
                continue
            blobs = [(reader.blob(row[v]) if row[v] else None) or b""
                     for v in ("base", "left", "right", "merged")]
            if tuple(blobs) not in seen:
                seen.add(tuple(blobs))
                yield row, blobs


def outcomes_from_json(data: Mapping[str, Any]) -> list[ScenarioOutcome]:
    """The outcomes stored in a loaded ``replay.json``."""
    ref_fields = set(ScenarioRef.__dataclass_fields__)
    outcomes = []
    for row in data["scenarios"]:
        ref = ScenarioRef(**{k: v for k, v in row.items() if k in ref_fields})
        rest = {k: v for k, v in row.items() if k not in ref_fields}
        outcomes.append(ScenarioOutcome(ref=ref, **rest))
    return outcomes


def timing_from_json(data: Mapping[str, Any]) -> ProcessTiming:
    """The process times stored in a loaded ``replay.json``."""
    times = data.get("process_times") or {}
    return ProcessTiming(list(times.get("semmerge", [])), list(times.get("git", [])),
                         times.get("bytecode_cached"))


def _headline_rows(s: Mapping[str, Any]) -> list[tuple[str, str]]:
    t, p = s["time"], s["process"]
    ours, git = s["semmerge_resolved"], s["git_conflicts"]
    return [
        ("files (scenarios)", str(s["files"])),
        ("git conflicts", str(git)),
        ("resolved (clean where git conflicts)", f"{pct(s['resolved'])} ({ours}/{git})"),
        ("correct (of resolved)", pct(s["correct"])),
        ("resolved correctly (of git conflicts)",
         f"{pct(s['resolved_correctly'])} ({s['semmerge_resolved_correctly']}/{git})"),
        ("resolved correctly (of reachable conflicts)", pct(s["resolved_correctly_of_reachable"])),
        ("precision (equal / all clean merges)",
         f"{pct(s['precision'])} (git: {pct(s['git_precision'])})"),
        ("regressions (of files git got right)",
         f"{s['regression_count']}/{s['git_right']} ({pct(s['regression_rate'])})"),
        ("unreachable conflicts (commit has new lines)",
         f"{s['unreachable_conflicts']}/{git} ({pct(s['unreachable_share'])})"),
        ("strategies", ", ".join(f"{k} {v}" for k, v in s["strategies"].items())),
        ("semantic findings (undefined names; confirmed by the commit)",
         f"{s.get('semantic_findings', 0)} in {s.get('files_with_findings', 0)} files; "
         f"{s.get('semantic_findings_confirmed', 0)} confirmed"),
        ("in-process time median / p95 / max", " / ".join(
            secs(t["semmerge_in_process"][k]) for k in ("median", "p95", "max"))),
        ("in-process throughput, wall clock / CPU time",
         f"{num(t['in_process_files_per_second'])} / "
         f"{num(t.get('in_process_cpu_files_per_second'))} files/s"),
        ("process median semmerge / git merge-file",
         f"{secs(p['semmerge_median'])} / {secs(p['git_median'])} "
         f"(ratio {num(p['ratio'])}x, {p['samples']} samples"
         + ("; bytecode not cached: every process compiled semmerge)"
            if _uncached(p) else ")")),
    ]


def _class_table(s: Mapping[str, Any]) -> list[str]:
    lines = ["| class | semmerge | git merge-file |", "|---|---:|---:|"]
    for c in CLASSES:
        lines.append(f"| {c} | {s['classes']['semmerge'][c]} | {s['classes']['git'][c]} |")
    return lines


def _case_list(title: str, entries: Sequence[Mapping[str, Any]], repo: str) -> list[str]:
    lines = [f"## {title} ({len(entries)})", ""]
    if not entries:
        return [*lines, "None.", ""]
    lines += ["| merge | path | semmerge | git | strategy | unreachable |",
              "|---|---|---|---|---|---|"]
    for e in entries:
        lines.append(f"| `{e['merge'][:12]}` | `{e['path']}` | {e['semmerge']} | {e['git']} "
                     f"| {e['strategy']} | {'yes' if e['unreachable'] else ''} |")
    example = entries[0]
    lines += ["", "Study one: `semmerge bench replay-one "
              f"{repo} {example['merge'][:12]} {example['path']}`", ""]
    return lines


def markdown(repo: str, summary: Mapping[str, Any],
             config: Mapping[str, object] | None = None) -> str:
    """``replay.md``: the summary table, classes, fallback reasons and case lists.

    ``config["repo"]`` (the path) goes into the commands that reproduce a case;
    ``config["semmerge"]`` (the version replayed) into the heading.
    """
    config = config or {}
    where = str(config.get("repo") or repo)
    lines = [f"# Replay of {repo}", ""]
    if config.get("semmerge"):
        lines += [f"semmerge {config['semmerge']}", ""]
    lines += ["| figure | value |", "|---|---|"]
    lines += [f"| {k} | {v} |" for k, v in _headline_rows(summary)]
    lines += ["", "## Classes", "", *_class_table(summary), ""]
    lines += ["## Top fallback reasons", ""]
    reasons = summary["fallback_reasons"]
    lines += [f"- {n} x {r}" for r, n in reasons] if reasons else ["None."]
    lines.append("")
    lines += _case_list("Wrong clean resolutions of git conflicts", summary["wrong_clean"], where)
    lines += _case_list("Regressions (git right, semmerge not)", summary["regressions"], where)
    if summary["failures"]:
        lines += ["## Crashes, time-outs and internal errors", ""]
        lines += [f"- `{f['merge'][:12]}` `{f['path']}`: semmerge {f['semmerge']}, "
                  f"git {f['git']} {f['error'] or ''}" for f in summary["failures"]]
        lines.append("")
    return "\n".join(lines)


COMPARISON_COLUMNS = (
    "repository", "files", "git conflicts", "resolved", "correct", "resolved correctly",
    "precision", "regressions", "unreachable", "fallback", "crash+timeout",
    "median (in-proc)", "p95", "files/s", "files/s (CPU)", "process ratio",
)


def comparison_row(name: str, s: Mapping[str, Any]) -> list[str]:
    """One row of :func:`comparison_table` for the summary ``s``."""
    classes = s["classes"]["semmerge"]
    t = s["time"]
    return [
        name, str(s["files"]), str(s["git_conflicts"]),
        f"{pct(s['resolved'])} ({s['semmerge_resolved']})", pct(s["correct"]),
        f"{pct(s['resolved_correctly'])} ({s['semmerge_resolved_correctly']})",
        pct(s["precision"]),
        f"{s['regression_count']}/{s['git_right']} ({pct(s['regression_rate'])})",
        f"{s['unreachable_conflicts']} ({pct(s['unreachable_share'])})",
        str(s["strategies"].get("fallback", 0)),
        # Older summaries have no count of internal errors.
        str(classes["crash"] + classes["timeout"] + s.get("internal_errors", 0)),
        secs(t["semmerge_in_process"]["median"]), secs(t["semmerge_in_process"]["p95"]),
        num(t["in_process_files_per_second"], 0),
        num(t.get("in_process_cpu_files_per_second"), 0),
        _ratio(s["process"]["ratio"])
        + (" (uncached)" if _uncached(s["process"]) else ""),
    ]


def _uncached(process: Mapping[str, Any]) -> bool:
    """Did the timed processes compile semmerge at every start (no cached bytecode)?"""
    return process.get("bytecode_cached") is False


def _ratio(value: object) -> str:
    # Per-language rows have no ratio: processes are sampled per replay, not per language.
    text = num(value)
    return text if text == "-" else text + "x"


def comparison_table(rows: Sequence[tuple[str, Mapping[str, Any]]], first: str = "") -> str:
    """A markdown table with one row per ``(name, summary)``; ``first`` names the first
    column (default: repository)."""
    columns = (first or COMPARISON_COLUMNS[0], *COMPARISON_COLUMNS[1:])
    lines = ["| " + " | ".join(columns) + " |",
             "|" + "---|" * len(COMPARISON_COLUMNS)]
    lines += ["| " + " | ".join(comparison_row(n, s)) + " |" for n, s in rows]
    return "\n".join(lines)


def write_plot(path: Path, summary: Mapping[str, Any],
               outcomes: Sequence[ScenarioOutcome]) -> bool:
    """``replay.png``: classes per tool and a histogram of times; False without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    fig, (bars, hist) = plt.subplots(1, 2, figsize=(12, 4.5))
    xs = range(len(CLASSES))
    for offset, tool in ((-0.2, "semmerge"), (0.2, "git")):
        counts = [summary["classes"][tool][c] for c in CLASSES]
        bars.bar([x + offset for x in xs], counts, width=0.4, label=tool)
    bars.set_xticks(list(xs), CLASSES, rotation=30, ha="right")
    bars.set_ylabel("files")
    bars.set_title("classes per tool")
    bars.legend()
    times = [1000 * o.semmerge_seconds for o in outcomes]
    if times:
        hist.hist(times, bins=40, color="tab:blue")
    hist.set_xlabel("semmerge in-process time per file (ms)")
    hist.set_ylabel("files")
    hist.set_title("time per file")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return True


def write_all(
    out: Path, repo: str, config: Mapping[str, object], summary: Mapping[str, object],
    outcomes: Sequence[ScenarioOutcome], timing: ProcessTiming | None = None,
) -> list[str]:
    """Write the three files into ``out``; returns notes (e.g. the chart was skipped)."""
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / JSON_NAME, repo, config, summary, outcomes, timing)
    (out / MD_NAME).write_text(markdown(repo, summary, config) + "\n", encoding="utf-8")
    notes = [UNCACHED_NOTE] if timing is not None and timing.bytecode_cached is False else []
    if not write_plot(out / PNG_NAME, summary, outcomes):
        notes.append(
            f"matplotlib is not installed: skipped {PNG_NAME} (pip install 'semmerge[plot]')"
        )
    return notes


def combined_rows(outputs: Sequence[str | os.PathLike[str]]) -> list[tuple[str, dict[str, Any]]]:
    """``(repository, summary)`` for each replay output, then ``("all", summary)`` of every
    scenario together (process times pooled), when there are several."""
    from semmerge.bench.summary import summarize

    rows: list[tuple[str, dict[str, Any]]] = []
    pooled: list[ScenarioOutcome] = []
    timing = ProcessTiming()
    for output in outputs:
        data = load_json(output)
        rows.append((str(data["repo"]), data["summary"]))
        pooled += outcomes_from_json(data)
        more = timing_from_json(data)
        timing.semmerge += more.semmerge
        timing.git += more.git
        if more.bytecode_cached is not None and timing.bytecode_cached is not False:
            timing.bytecode_cached = more.bytecode_cached  # one uncached replay marks all
    if len(rows) > 1:
        rows.append(("all", summarize(pooled, timing=timing)))
    return rows


def language_rows(outputs: Sequence[str | os.PathLike[str]]) -> list[tuple[str, dict[str, Any]]]:
    """``(language, summary)`` of every scenario of these replays, pooled by the language
    its path is merged as (process times are per replay, not per language: left out)."""
    from semmerge.bench.summary import summarize
    from semmerge.parse.languages import detect_language

    by_language: dict[str, list[ScenarioOutcome]] = {}
    for output in outputs:
        for outcome in outcomes_from_json(load_json(output)):
            language = detect_language(outcome.ref.path) or "text"
            by_language.setdefault(language, []).append(outcome)
    return [(name, summarize(found)) for name, found in sorted(by_language.items())]
