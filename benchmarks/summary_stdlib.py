"""Benchmark `semmerge summarize` on the Python standard library as one repository.

Runs the command as a user would (a fresh process each time) on the running
interpreter's library folder (``site-packages`` is left out by the walk):

* cold: an empty cache folder each run (extraction in worker processes);
* warm: the cache filled by the cold runs, whole repository ranked (no focus);
* warm with a focus folder (``json``), the usual agent-handoff case;
* every budget from 256 to 32,000 tokens, warm, checking the Markdown's token count (as
  the JSON reports it, and recounted here) never exceeds the budget.

Prints medians of wall time and of CPU time (user + system of the process and its
workers: on a shared machine the wall time depends on the load, printed too) and, with
``--json FILE``, writes every measurement.

    python benchmarks/summary_stdlib.py [--root DIR] [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time

BUDGETS = (256, 512, 1024, 2048, 4096, 8192, 16000, 32000)
TARGET_COLD, TARGET_WARM = 20.0, 2.0


CPU: dict[str, list[float]] = {}


def run(root: str, cache: str, budget: int, *extra: str, kind: str = "") -> tuple[float, dict]:
    """Wall seconds of one `semmerge summarize --json` process, and its JSON; its CPU
    seconds (user + system, worker processes included) go to CPU[kind]."""
    cmd = [sys.executable, "-m", "semmerge", "summarize", root, "--budget", str(budget),
           "--json", "--cache-dir", cache, "--no-progress", *extra]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    CPU.setdefault(kind, []).append(cpu)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stderr}")
    return seconds, json.loads(done.stdout)


def corpus(root: str) -> tuple[int, int]:
    """Python files and their lines, as the summary sees them."""
    from semmerge.summary.files import list_files

    files = [f for f in list_files(root) if f.language == "python"]
    lines = 0
    for f in files:
        with open(f.abspath, "rb") as fh:
            lines += fh.read().count(b"\n")
    return len(files), lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=sysconfig.get_paths()["stdlib"])
    parser.add_argument("--runs", type=int, default=3, help="cold runs (warm: twice as many)")
    parser.add_argument("--json", default=None, metavar="FILE", help="write all measurements")
    args = parser.parse_args()
    from semmerge.tokens import count_tokens

    files, lines = corpus(args.root)
    print(f"root {args.root}: {files} Python files, {lines} lines; "
          f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} at start")
    out: dict = {"root": args.root, "files": files, "lines": lines, "cold": [], "warm": [],
                 "warm_focus": [], "budgets": []}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            seconds, _ = run(args.root, os.path.join(tmp, f"cold{i}"), 4096, "--no-focus",
                             kind="cold")
            out["cold"].append(seconds)
        cache = os.path.join(tmp, f"cold{args.runs - 1}")
        for _ in range(2 * args.runs):
            out["warm"].append(run(args.root, cache, 4096, "--no-focus", kind="warm")[0])
            out["warm_focus"].append(
                run(args.root, cache, 4096, "--focus", "json", kind="warm_focus")[0])
        for budget in BUDGETS:
            seconds, data = run(args.root, cache, budget, "--focus", "json")
            markdown = subprocess.run(
                [sys.executable, "-m", "semmerge", "summarize", args.root, "--budget",
                 str(budget), "--cache-dir", cache, "--focus", "json"],
                capture_output=True, text=True, check=True).stdout
            recount = count_tokens(markdown)
            out["budgets"].append({"budget": budget, "tokens": data["tokens"],
                                   "recount": recount, "seconds": seconds,
                                   "ok": data["tokens"] == recount <= budget})
    out["load_end"] = os.getloadavg()[0]
    out["cpu"] = CPU
    cold, warm = statistics.median(out["cold"]), statistics.median(out["warm"])
    focus = statistics.median(out["warm_focus"])
    cpu = {kind: statistics.median(v) for kind, v in CPU.items()}
    print(f"cold  (empty cache, 4096 tokens): median {cold:.2f} s wall, {cpu['cold']:.2f} s CPU"
          f"  (runs {', '.join(f'{s:.1f}' for s in out['cold'])})"
          f"  target <= {TARGET_COLD} s: {'met' if cold <= TARGET_COLD else 'MISSED'}")
    print(f"warm  (no focus, 4096 tokens):    median {warm:.2f} s wall, {cpu['warm']:.2f} s CPU"
          f"  target <= {TARGET_WARM} s: {'met' if warm <= TARGET_WARM else 'MISSED'}")
    print(f"warm  (--focus json, 4096):       median {focus:.2f} s wall, "
          f"{cpu['warm_focus']:.2f} s CPU")
    print("| budget | tokens | within | seconds |")
    print("|---:|---:|:---:|---:|")
    for b in out["budgets"]:
        print(f"| {b['budget']} | {b['tokens']} | {'yes' if b['ok'] else 'NO'} | "
              f"{b['seconds']:.2f} |")
    print(f"load average at the end {out['load_end']:.2f}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(out, fh, indent=2)
    return 0 if all(b["ok"] for b in out["budgets"]) else 1


if __name__ == "__main__":
    raise SystemExit(main())
