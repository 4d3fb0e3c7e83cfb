"""Where in-process merge time goes, by sampling the running merges.

A deterministic profiler (cProfile) charges every Python call its own overhead and
inflates the share of small Python functions against the C work they call (parsing,
symbol tables); this samples instead. A CPU-time timer interrupts the merges every
half millisecond (the kernel may deliver less often), and each interruption counts the
function running then (exclusive) and every function on the stack (inclusive). Time in
C code is counted in the Python function that called it.

    python benchmarks/sample_profile.py --replay bench-out/pallets+flask=path/to/flask.git \\
        ... --sample 200 --top 40

Scenarios are spread over the ``replay.json`` of earlier ``semmerge bench replay`` runs,
as in ``compare_installs.py``; each is merged once to warm up, then once sampled.
"""

from __future__ import annotations

import argparse
import signal
import sys
from collections import Counter
from pathlib import Path
from types import FrameType

# This folder is on sys.path when run.
from compare_installs import load_scenarios, scenario_arguments

from semmerge.driver import merge_bytes


class Sampler:
    """Counts, at each timer signal, the running function and those on its stack."""

    def __init__(self) -> None:
        self.samples = 0
        self.exclusive: Counter[str] = Counter()
        self.inclusive: Counter[str] = Counter()

    def __call__(self, _signum: int, frame: FrameType | None) -> None:
        self.samples += 1
        seen: set[str] = set()
        first = True
        while frame is not None:
            name = f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"
            if first:
                self.exclusive[name] += 1
                first = False
            if name not in seen:
                self.inclusive[name] += 1
                seen.add(name)
            frame = frame.f_back


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    scenario_arguments(ap, 200)
    ap.add_argument("--top", type=int, default=40, help="functions listed per table")
    args = ap.parse_args()
    scenarios = load_scenarios(args.replay, args.sample)
    for path, base, left, right in scenarios:
        merge_bytes(base, left, right, path)
    sampler = Sampler()
    signal.signal(signal.SIGPROF, sampler)
    signal.setitimer(signal.ITIMER_PROF, 0.0005, 0.0005)
    try:
        for path, base, left, right in scenarios:
            merge_bytes(base, left, right, path)
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
    total = max(sampler.samples, 1)
    print(f"{len(scenarios)} scenarios, {sampler.samples} samples\n")
    for title, counts in (("exclusive", sampler.exclusive), ("inclusive", sampler.inclusive)):
        print(f"| function | {title} share |\n|---|---:|")
        for name, n in counts.most_common(args.top):
            print(f"| `{name}` | {100 * n / total:.1f}% |")
        print()


if __name__ == "__main__":
    sys.exit(main())
