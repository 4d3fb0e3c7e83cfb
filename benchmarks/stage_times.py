"""Where in-process merge time goes, stage by stage, for each path a merge takes.

Each scenario is merged once to warm up, then once with a wall-clock timer around each
stage below (the stage's own function, patched where the pipeline calls it; a stage
that calls itself is timed once). A merge's stage times are charged to the path it took:
``line`` (the clean line merge, after its checks), ``structured`` or ``fallback``.
Stages nest (a parse inside a check), so a path's shares add up to more than 100%.
The timers cost a little: compare stages with each other, not with other runs.

    python benchmarks/stage_times.py --replay bench-out/pallets+flask=path/to/flask.git \\
        ... --sample 300

Scenarios are spread over the ``replay.json`` of earlier ``semmerge bench replay`` runs,
as in ``compare_installs.py``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections import Counter
from collections.abc import Callable

# This folder is on sys.path when run.
from compare_installs import load_scenarios, scenario_arguments

from semmerge.driver import merge_bytes

#: (label, the modules where the pipeline looks the function up, comma-separated, and
#: its attribute there; "Class.method" for a method).
STAGES = [
    ("split into lines", "semmerge.driver", "split_lines"),
    ("whole-file line merge (diffs)", "semmerge.driver", "merge_lines"),
    ("may-break test of a clean line merge", "semmerge.merge.engine", "_may_break"),
    ("parse check of a clean line merge", "semmerge.merge.engine", "_line_problem"),
    ("semantic check of a clean line merge", "semmerge.merge.engine", "_semantic_findings"),
    ("input symbol trees", "semmerge.merge.engine", "_Context.tree"),
    ("tree merge and render", "semmerge.merge.engine", "_structured"),
    ("checks of a structured result", "semmerge.merge.engine", "_verify"),
    ("semantic check of a structured result", "semmerge.merge.engine",
     "_structured_findings"),
    ("tree-sitter parse (any stage)", "semmerge.merge.engine", "parse_text"),
    ("symbol table (any stage)", "semmerge.merge.semantic,semmerge.merge.checks",
     "python_symbol_table"),
    ("building symbol nodes (any stage)", "semmerge.parse.tree", "_Builder._fill_container"),
]


class Timers:
    """Seconds and calls per stage for the merge in progress."""

    def __init__(self) -> None:
        self.seconds: Counter[str] = Counter()
        self.calls: Counter[str] = Counter()
        self._active: Counter[str] = Counter()

    def wrap(self, label: str, func: Callable[..., object]) -> Callable[..., object]:
        def timed(*args: object, **kwargs: object) -> object:
            if self._active[label]:
                return func(*args, **kwargs)
            self._active[label] += 1
            start = time.perf_counter()
            try:
                return func(*args, **kwargs)
            finally:
                self.seconds[label] += time.perf_counter() - start
                self.calls[label] += 1
                self._active[label] -= 1

        return timed

    def install(self) -> None:
        for label, module_names, attr in STAGES:
            *classes, name = attr.split(".")
            timed = None
            for module_name in module_names.split(","):
                owner: object = importlib.import_module(module_name)
                for cls in classes:
                    owner = getattr(owner, cls)
                timed = timed or self.wrap(label, getattr(owner, name))
                setattr(owner, name, timed)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    scenario_arguments(ap, 200)
    args = ap.parse_args()
    scenarios = load_scenarios(args.replay, args.sample)
    for path, base, left, right in scenarios:
        merge_bytes(base, left, right, path)
    timers = Timers()
    timers.install()
    total: Counter[str] = Counter()
    files: Counter[str] = Counter()
    stage_s: dict[str, Counter[str]] = {}
    stage_n: dict[str, Counter[str]] = {}
    for path, base, left, right in scenarios:
        timers.seconds.clear()
        timers.calls.clear()
        start = time.perf_counter()
        way = merge_bytes(base, left, right, path).strategy
        total[way] += time.perf_counter() - start
        files[way] += 1
        stage_s.setdefault(way, Counter()).update(timers.seconds)
        stage_n.setdefault(way, Counter()).update(timers.calls)
    print(_report(total, files, stage_s, stage_n))


def _report(
    total: Counter[str], files: Counter[str], stage_s: dict[str, Counter[str]],
    stage_n: dict[str, Counter[str]],
) -> str:
    everything = sum(total.values()) or 1.0
    out = [f"{sum(files.values())} scenarios, {everything:.1f} s\n",
           "| path | files | share of the time | mean per file |", "|---|---:|---:|---:|"]
    for way, seconds in total.most_common():
        out.append(f"| {way} | {files[way]} | {100 * seconds / everything:.0f}% | "
                   f"{1000 * seconds / files[way]:.1f} ms |")
    for way, seconds in total.most_common():
        out += ["", f"| {way}: stage | calls | share of the path |", "|---|---:|---:|"]
        out += [f"| {label} | {stage_n[way][label]} | {100 * s / seconds:.0f}% |"
                for label, s in stage_s[way].most_common()]
    return "\n".join(out)


if __name__ == "__main__":
    sys.exit(main())
