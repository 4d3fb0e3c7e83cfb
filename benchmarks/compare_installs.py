"""Two semmerge installs side by side on the scenarios of earlier replays, in one run.

The machine is shared and its speed drifts by half from one minute to the next, so a
throughput or process time measured today cannot be compared with one measured
yesterday; a ratio measured in one interleaved run can. This script takes scenarios
spread over the ``replay.json`` of earlier ``semmerge bench replay`` runs (reading the
contents from the repositories with ``git cat-file``) and measures, for each install
(a Python interpreter with semmerge installed, usually a virtual environment's):

* in-process throughput: one long-lived process per install merges scenarios with
  ``semmerge.driver.merge_bytes`` when told to, and the installs take turns scenario by
  scenario (the order alternating), so that each scenario meets both installs on the
  same machine within milliseconds; a round is one pass over every scenario;
* process time: the install's ``semmerge merge`` console script (what git runs) on each
  scenario, interleaved with the other install's and with ``git merge-file``.

    python benchmarks/compare_installs.py --python old=../old-venv/bin/python \\
        --python new=.venv/bin/python --replay bench-out/pallets+flask=path/to/flask.git \\
        --sample 150 --rounds 5 --processes 60

Prints a Markdown table: medians, the best round, each install's ratio to the first (for
throughput the median of the per-round ratios, which the drift between rounds does not
move) and to git.
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from semmerge.bench.replay import load_items
from semmerge.bench.report import add_replay_argument, load_json, outcomes_from_json
from semmerge.bench.running import git_merge_file_command, write_inputs
from semmerge.bench.timing import sample_indices, timed_process

Scenario = tuple[str, bytes, bytes, bytes]  # path, base, left, right

# Run by each install's interpreter: warm up, then merge the scenario whose index each
# line of stdin gives, and answer with the seconds the merge took.
_WORKER = """
import pickle, sys, time
from semmerge.driver import merge_bytes
scenarios = pickle.load(open(sys.argv[1], "rb"))
for path, base, left, right in scenarios[:20]:
    merge_bytes(base, left, right, path)
print("ready", flush=True)
for line in sys.stdin:
    path, base, left, right = scenarios[int(line)]
    start = time.perf_counter()
    merge_bytes(base, left, right, path)
    print(time.perf_counter() - start, flush=True)
"""


def scenario_arguments(ap: argparse.ArgumentParser, sample: int) -> None:
    """The options every script here takes to pick scenarios: ``--replay DIR=REPO``
    (repeated) and ``--sample`` (per replay, ``sample`` by default); see
    :func:`load_scenarios`."""
    add_replay_argument(ap)
    ap.add_argument("--sample", type=int, default=sample, help="scenarios per replay")


def load_scenarios(pairs: list[str], per_replay: int) -> list[Scenario]:
    """``per_replay`` scenarios spread over each ``replay_dir=repository`` pair."""
    found: list[Scenario] = []
    for pair in pairs:
        replay_dir, _, repo = pair.partition("=")
        refs = [o.ref for o in outcomes_from_json(load_json(replay_dir))]
        chosen = [refs[i] for i in sample_indices(len(refs), per_replay)]
        found += [(i.ref.path, i.base, i.left, i.right) for i in load_items(repo, chosen, 30.0)]
    return found


def throughput(
    installs: dict[str, str], data: Path, n: int, rounds: int, hash_seed: int = 0
) -> dict[str, list[float]]:
    """Merges per second of each install in each round, the installs taking turns
    scenario by scenario (see the module's docstring). Every worker hashes strings
    with ``hash_seed``, so that the order of sets and dicts of strings is the same for
    all: with a random seed each, one engine measured 0.86x to 0.98x another that runs
    the same code but for one rarely taken branch, and 1.01x with the seed the same."""
    env = {**os.environ, "PYTHONHASHSEED": str(hash_seed)}
    workers = {
        # Run from the data's folder: from a checkout, "python -c" would import the
        # checkout's package instead of the install's.
        name: subprocess.Popen([python, "-c", _WORKER, str(data)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=data.parent, env=env)
        for name, python in installs.items()
    }
    try:
        for worker in workers.values():
            assert worker.stdout is not None and worker.stdout.readline().strip() == "ready"
        rates: dict[str, list[float]] = {name: [] for name in installs}
        names = list(workers)
        for r in range(rounds):
            seconds = dict.fromkeys(names, 0.0)
            for i in range(n):
                for name in names if (i + r) % 2 == 0 else reversed(names):
                    seconds[name] += _merge_in(workers[name], i)
            for name in names:
                rates[name].append(n / seconds[name])
        return rates
    finally:
        for worker in workers.values():
            worker.kill()
            worker.wait()


def _merge_in(worker: subprocess.Popen[str], index: int) -> float:
    """Seconds ``worker`` took to merge scenario ``index``."""
    assert worker.stdin is not None and worker.stdout is not None
    worker.stdin.write(f"{index}\n")
    worker.stdin.flush()
    return float(worker.stdout.readline())


def paired_ratio(rates: list[float], first: list[float]) -> float:
    """Median over rounds of an install's rate over the first install's in that round:
    the machine's drift hits both installs of a round alike, so it cancels out."""
    return statistics.median(a / b for a, b in zip(rates, first, strict=True))


def process_times(installs: dict[str, str], scenarios: list[Scenario]) -> dict[str, float]:
    """Median seconds of each install's ``semmerge merge`` process and of git's."""
    times: dict[str, list[float]] = {name: [] for name in [*installs, "git"]}
    scripts = {name: str(Path(python).with_name("semmerge")) for name, python in installs.items()}
    for i, (path, base, left, right) in enumerate(scenarios):
        with tempfile.TemporaryDirectory(prefix="semmerge-ab-") as tmp:
            p = write_inputs(tmp, base, left, right)
            out = os.path.join(tmp, "out")
            cmds = {name: [script, "merge", p["base"], p["left"], p["right"], "-p", path,
                           "-o", out] for name, script in scripts.items()}
            cmds["git"] = git_merge_file_command(p["left"], p["base"], p["right"])
            order = list(cmds) if i % 2 == 0 else list(reversed(cmds))
            for name in order:
                times[name].append(timed_process(cmds[name], tmp, 30.0))
    return {name: statistics.median(t) for name, t in times.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", action="append", required=True, metavar="NAME=PYTHON",
                    help="an install to measure (give two or more); the first is the reference")
    scenario_arguments(ap, 150)
    ap.add_argument("--rounds", type=int, default=5, help="in-process rounds per install")
    ap.add_argument("--processes", type=int, default=60, help="scenarios timed as processes")
    ap.add_argument("--hash-seed", type=int, default=0,
                    help="PYTHONHASHSEED of every in-process worker (the same for all)")
    args = ap.parse_args()
    installs = dict(item.split("=", 1) for item in args.python)
    scenarios = load_scenarios(args.replay, args.sample)
    with tempfile.TemporaryDirectory(prefix="semmerge-ab-") as tmp:
        data = Path(tmp) / "scenarios.pickle"
        data.write_bytes(pickle.dumps(scenarios))
        per_round = throughput(installs, data, len(scenarios), args.rounds, args.hash_seed)
    timed = [scenarios[i] for i in sample_indices(len(scenarios), args.processes)]
    procs = process_times(installs, timed)
    first = next(iter(installs))
    print(f"{len(scenarios)} scenarios in-process ({args.rounds} rounds each), "
          f"{len(timed)} as processes\n")
    print("| install | merges/s (in-process, median) | best round | vs first (median of "
          "per-round ratios) | process median ms | vs first | vs git merge-file |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in installs:
        rates = per_round[name]
        print(f"| {name} | {statistics.median(rates):.1f} | {max(rates):.1f} "
              f"| {paired_ratio(rates, per_round[first]):.2f}x "
              f"| {procs[name] * 1000:.1f} | {procs[name] / procs[first]:.2f}x "
              f"| {procs[name] / procs['git']:.1f}x |")
    print(f"| git merge-file | | | | {procs['git'] * 1000:.1f} | | 1.0x |")


if __name__ == "__main__":
    sys.exit(main())
