"""A fixed workload to count the instructions of in-process merges, for comparing installs.

Times on a shared machine drift by half from one hour to the next; instruction counts
(``valgrind --tool=callgrind``) do not, so two engines measured a day apart compare. This
merges the same scenarios once each, spread over the ``replay.json`` of earlier
``semmerge bench replay`` runs as in ``compare_installs.py``; run it under callgrind
once with ``--load-only`` (the scenarios read, nothing merged) and subtract:

    python -m compileall -q <install's site-packages>/semmerge
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=cg.now \\
        .venv/bin/python benchmarks/instructions.py \\
        --replay bench-out/pallets+flask=path/to/flask.git ... --sample 40
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=cg.load \\
        .venv/bin/python benchmarks/instructions.py --replay ... --sample 40 --load-only

(callgrind prints "Collected : N" at the end.) Compiled modules and a fixed hash seed
make the count repeat to within about 0.3%.
"""

from __future__ import annotations

import argparse
import sys

# This folder is on sys.path when run.
from compare_installs import load_scenarios, scenario_arguments


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    scenario_arguments(ap, 40)
    ap.add_argument("--load-only", action="store_true",
                    help="read the scenarios, merge nothing (the count to subtract)")
    args = ap.parse_args()
    scenarios = load_scenarios(args.replay, args.sample)
    if not args.load_only:
        from semmerge.driver import merge_bytes

        for path, base, left, right in scenarios:
            merge_bytes(base, left, right, path)
    print(f"{len(scenarios)} scenarios {'read' if args.load_only else 'merged'}")


if __name__ == "__main__":
    sys.exit(main())
