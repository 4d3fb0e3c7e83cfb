"""Merge randomly edited versions of real files, looking for faults no example shows.

Each round takes a scenario of an earlier replay and edits some lines of its left and
right versions at random (a line repeated, deleted, swapped with the next, its quotes
swapped, its numbers or names changed, indented); with ``--from-base`` both sides are
edited from base instead. Reported, with the inputs written to ``--keep`` for each:

* internal errors: the engine raised, and the driver fell back to the line merge;
* slow merges: over ``--slow`` seconds;
* warnings: anything the merge sent to Python's warnings (a merge driver's warnings
  reach the terminal of the user running git);
* broken merges, for Python files: base, left and right compile, and the merge is
  clean but does not (a wrong clean merge that no commit is needed to show).

    python benchmarks/fuzz_edits.py --replay bench-out/pallets+flask=path/to/flask.git \\
        ... --sample 300 --seconds 300 --seed 1

Scenarios are spread over the ``replay.json`` of earlier ``semmerge bench replay`` runs,
as in ``compare_installs.py``. The same seed and scenarios give the same edits.
"""

from __future__ import annotations

import argparse
import pickle
import random
import re
import sys
import time
import warnings
from pathlib import Path

# This folder is on sys.path when run.
from compare_installs import load_scenarios, scenario_arguments

from semmerge.driver import merge_bytes
from semmerge.result import INTERNAL_ERROR

_NUMBER = re.compile(r"\b(\d+)\b")
_NAME = re.compile(r"\b([a-z_]\w*)\b")


def edit(lines: list[str], rate: float, rnd: random.Random) -> list[str]:
    """``lines`` with about ``rate`` of them edited at random."""
    out: list[str] = []
    i = 0
    while i < len(lines):
        if rnd.random() >= rate:
            out.append(lines[i])
            i += 1
            continue
        new, used = _edited(lines, i, rnd)
        out += new
        i += used
    return out


def _edited(lines: list[str], i: int, rnd: random.Random) -> tuple[list[str], int]:
    """An edit of ``lines[i]``: the lines that replace it, and how many it used up."""
    line, k = lines[i], rnd.random()
    if k < 0.15:
        return [line, line], 1
    if k < 0.3:
        return [], 1
    if k < 0.45 and i + 1 < len(lines):
        return [lines[i + 1], line], 2
    if k < 0.6:
        return [line.replace("'", '"') if "'" in line else line.replace('"', "'")], 1
    if k < 0.75:
        return [_NUMBER.sub(lambda m: str(int(m[1]) + 7), line)], 1
    if k < 0.85:
        return ["    " + line if line.strip() else line], 1
    return [_NAME.sub(lambda m: m[1] + "2" if rnd.random() < 0.3 else m[1], line)], 1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    scenario_arguments(ap, 200)
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to go on")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slow", type=float, default=1.0, help="seconds a merge may take")
    ap.add_argument("--from-base", action="store_true",
                    help="edit base into both sides (mostly clean line merges)")
    ap.add_argument("--keep", type=Path, default=Path("fuzz-found"),
                    help="folder for the inputs of each finding")
    args = ap.parse_args()
    scenarios = load_scenarios(args.replay, args.sample)
    rnd = random.Random(args.seed)
    found: dict[str, int] = {"internal error": 0, "slow": 0, "warning": 0, "broken": 0}
    runs = 0
    end = time.monotonic() + args.seconds
    while time.monotonic() < end:
        path, base, left, right = rnd.choice(scenarios)
        rate = rnd.choice((0.01, 0.03, 0.08))
        sides = (base, base) if args.from_base else (left, right)
        texts = [b"".join(s.encode() for s in edit(
            v.decode("utf-8", "replace").splitlines(True), rate, rnd)) for v in sides]
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            start = time.perf_counter()
            result = merge_bytes(base, texts[0], texts[1], path)
            seconds = time.perf_counter() - start
        runs += 1
        for kind, hit, detail in (
            ("internal error", (result.reason or "").startswith(INTERNAL_ERROR), result.reason),
            ("slow", seconds > args.slow, f"{seconds:.2f} s, {result.strategy}"),
            ("warning", bool(caught), "; ".join(str(w.message) for w in caught)),
            ("broken", result.clean and path.endswith(".py") and _compiles(base)
             and _compiles(texts[0]) and _compiles(texts[1]) and not _compiles(result.data),
             "clean, and does not compile"),
        ):
            if hit:
                found[kind] += 1
                _keep(args.keep, kind, found[kind], (base, texts[0], texts[1], path))
                print(f"{kind}: {path}: {(detail or '')[:160]}")
    print(f"{runs} merges; internal errors: {found['internal error']}, merges over "
          f"{args.slow:g} s: {found['slow']}, with warnings: {found['warning']}, "
          f"clean but broken: {found['broken']}")


def _compiles(source: bytes) -> bool:
    """Does CPython compile ``source`` (its warnings aside)?"""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            compile(source, "<fuzz>", "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return False
    return True


def _keep(folder: Path, kind: str, n: int, inputs: tuple[bytes, bytes, bytes, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / f"{kind.replace(' ', '-')}-{n}.pkl").open("wb") as fh:
        pickle.dump(inputs, fh)


if __name__ == "__main__":
    sys.exit(main())
