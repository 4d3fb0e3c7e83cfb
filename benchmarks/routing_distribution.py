"""Routing distribution and estimated cost saving under the default config.

For each repository (a bare git mirror), the ``.py`` files of HEAD are exported into a
temporary directory (``git archive``; nothing is kept), and every function and method
becomes one task ``path::qualified.name``, routed exactly as ``semmerge route task``
routes it (:func:`semmerge.routing.route_task`, default config: cheap up to score 50,
top above; output tokens estimated equal to input tokens). The decisions go to a
temporary JSONL log and :func:`log_stats` reports the share of tasks and of estimated
cost per tier and the saving against sending every task to the top tier.

    python benchmarks/routing_distribution.py <snapshot-of>/pallets/flask \\
        <snapshot-of>/psf/requests
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import tarfile
import tempfile

from semmerge.metrics import measure_file
from semmerge.routing import RoutingConfig, Task, route_task
from semmerge.routing.calibrate import log_stats


def export_python(git_dir: str, dest: str) -> tuple[str, list[str]]:
    """Write HEAD's .py files of ``git_dir`` under ``dest``; (commit, paths)."""
    commit = subprocess.run(["git", "--git-dir", git_dir, "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True, check=True).stdout.strip()
    data = subprocess.run(["git", "--git-dir", git_dir, "archive", "HEAD"],
                          capture_output=True, check=True).stdout
    paths = []
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = [m for m in tar.getmembers() if m.isfile() and m.name.endswith(".py")]
        tar.extractall(dest, members=members, filter="data")
        paths = sorted(m.name for m in members)
    return commit, paths


def route_repo(git_dir: str, config: RoutingConfig) -> None:
    with tempfile.TemporaryDirectory() as root:
        commit, paths = export_python(git_dir, root)
        log = os.path.join(root, "decisions.jsonl")
        scores, broken = [], 0
        for path in paths:
            metrics = measure_file(os.path.join(root, path), display=path)
            if metrics.error:
                broken += 1
                continue
            for unit in metrics.units:
                if unit.kind in ("function", "method"):
                    decision = route_task(Task(symbols=[unit.symbol], root=root), config,
                                          log=log)
                    scores.append(decision.score)
        stats = log_stats(log, config)
    name = os.path.basename(os.path.dirname(git_dir.rstrip("/"))) or git_dir
    print(f"\n### {name} @ {commit}: {len(paths)} .py files ({broken} do not parse), "
          f"{stats.tasks} functions and methods")
    q = statistics.quantiles(scores, n=10)
    print(f"\nscore: median {statistics.median(scores):.1f}, p10 {q[0]:.1f}, p90 {q[-1]:.1f}, "
          f"max {max(scores):.1f}\n")
    print("| tier | model | tasks | share | est. cost $ | cost share |")
    print("|---|---|---:|---:|---:|---:|")
    for t in stats.tiers:
        model = config.tier(t.tier).model
        print(f"| {t.tier} | {model} | {t.tasks} | {t.share:.1%} | {t.cost:.4f} | "
              f"{t.cost_share:.1%} |")
    print(f"| all | | {stats.tasks} | 100% | {stats.cost:.4f} | |")
    print(f"\nall to the top tier: ${stats.top_cost:.4f}; routed: ${stats.cost:.4f}; "
          f"saving ${stats.saving:.4f} ({stats.saving_share:.1%})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repos", nargs="+", help="bare git directories")
    args = parser.parse_args()
    config = RoutingConfig()
    print("default config: " + ", ".join(
        f"{t.name} ({t.model}, max score {t.max_score}, ${t.input_price:g}/"
        f"${t.output_price:g} per M tokens)" for t in config.tiers))
    for repo in args.repos:
        route_repo(repo, config)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
