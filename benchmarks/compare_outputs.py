"""Two semmerge installs merging every scenario of earlier replays: which files change class.

An engine change is judged by what it does to real merges, file by file. This script
takes every scenario of the ``replay.json`` of earlier ``semmerge bench replay`` runs
(reading the contents from the repositories with ``git cat-file``), has each install (a
Python interpreter with semmerge installed, usually a virtual environment's) merge them
all in a process of its own, classifies each result against the committed merge as the
replay does (:func:`semmerge.bench.classify.classify`), and prints:

* every scenario whose class or strategy differs between the two installs, with git's
  class and the second install's reason;
* counts of (first class, second class, git conflicted), a clean result equal to the
  commit counted as ``good``;
* per replay and install: git conflicts, clean resolutions of them, those equal to the
  commit, and regressions (git's result equal to the commit, the install's not).

    python benchmarks/compare_outputs.py --python old=../old-venv/bin/python \\
        --python new=.venv/bin/python --replay bench-out/pallets+flask=path/to/flask.git ...

``--conflicts-only`` merges only the scenarios where git conflicted (faster; no
regressions are counted then). Nothing is timed: for speed, see ``compare_installs.py``.
"""

from __future__ import annotations

import argparse
import pickle
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

from semmerge.bench.classify import EQUAL_CLASSES, classify
from semmerge.bench.replay import load_items
from semmerge.bench.report import add_replay_argument, load_json, outcomes_from_json
from semmerge.parse.languages import detect_language

# Run by each install's interpreter: merge every scenario of the pickle, write the results.
_WORKER = """
import pickle, sys
from semmerge.driver import merge_bytes
out = []
for path, base, left, right in pickle.load(open(sys.argv[1], "rb")):
    try:
        m = merge_bytes(base, left, right, path)
        out.append((m.clean, m.data, m.strategy, m.reason))
    except Exception as exc:  # an internal error is a result of its own
        out.append((False, b"", "crash", repr(exc)))
pickle.dump(out, open(sys.argv[2], "wb"))
"""

Row = tuple[str, str, str, bytes, str]  # replay, merge, path, committed bytes, git's class
Inputs = tuple[str, bytes, bytes, bytes]  # path, base, left, right
Result = tuple[bool, bytes, str, "str | None"]  # clean, merged bytes, strategy, reason


def load(pairs: list[str], conflicts_only: bool) -> tuple[list[Row], list[Inputs]]:
    """The scenarios of every ``replay_dir=repository`` pair: rows to report on, and
    (path, base, left, right) for the installs to merge."""
    rows: list[Row] = []
    inputs: list[Inputs] = []
    for pair in pairs:
        replay_dir, _, repo = pair.partition("=")
        name = Path(replay_dir).name
        outcomes = outcomes_from_json(load_json(replay_dir))
        kept = [o for o in outcomes if o.git == "conflict" or not conflicts_only]
        for o, item in zip(kept, load_items(repo, [o.ref for o in kept], 30.0), strict=True):
            rows.append((name, o.ref.merge, o.ref.path, item.merged, o.git))
            inputs.append((o.ref.path, item.base, item.left, item.right))
    return rows, inputs


def merge_all(python: str, src: Path, dst: Path) -> list[Result]:
    """Each scenario of the pickle ``src`` merged by the install of ``python``."""
    # Run from the scratch folder: from a checkout, "python -c" would import the
    # checkout's package instead of the install's.
    subprocess.run([python, "-c", _WORKER, str(src), str(dst)], check=True, cwd=src.parent)
    with open(dst, "rb") as f:
        return pickle.load(f)


def classes(rows: list[Row], results: list[Result]) -> list[str]:
    return [
        "crash" if strategy == "crash"
        else classify(data, clean, merged, detect_language(path))
        for (_, _, path, merged, _), (clean, data, strategy, _) in zip(rows, results, strict=True)
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", action="append", required=True, metavar="NAME=PYTHON",
                    help="the two installs to compare, the reference first")
    add_replay_argument(ap)
    ap.add_argument("--conflicts-only", action="store_true",
                    help="merge only the scenarios where git conflicted")
    args = ap.parse_args()
    installs = dict(p.split("=", 1) for p in args.python)
    if len(installs) != 2:
        sys.exit("give exactly two installs with --python NAME=PYTHON")
    rows, inputs = load(args.replay, args.conflicts_only)
    with tempfile.TemporaryDirectory(prefix="semmerge-outputs-") as tmp:
        src = Path(tmp, "inputs.pkl")
        with open(src, "wb") as f:
            pickle.dump(inputs, f)
        results = {name: merge_all(python, src, Path(tmp, f"out-{i}.pkl"))
                   for i, (name, python) in enumerate(installs.items())}
    (a, ra), (b, rb) = results.items()
    ca, cb = classes(rows, ra), classes(rows, rb)
    moves: Counter[tuple[str, str, bool]] = Counter()
    for row, x, y, xr, yr in zip(rows, ca, cb, ra, rb, strict=True):
        if x != y or xr[2] != yr[2]:
            print(row[0], row[1][:12], row[2], f"git={row[4]}", x, "->", y,
                  xr[2], "->", yr[2], (yr[3] or "")[:90])
            moves[_good(x), _good(y), row[4] == "conflict"] += 1
    print(f"changed {sum(moves.values())} of {len(rows)} ({a} -> {b})")
    for key, n in sorted(moves.items()):
        print("  ", key, n)
    for name, cls in ((a, ca), (b, cb)):
        print(f"## {name}")
        for replay in sorted({r[0] for r in rows}):
            print("  ", replay, _summary([(r, c) for r, c in zip(rows, cls, strict=True)
                                          if r[0] == replay]))


def _good(cls: str) -> str:
    return "good" if cls in EQUAL_CLASSES else cls


def _summary(pairs: list[tuple[Row, str]]) -> str:
    conflicts = [c for r, c in pairs if r[4] == "conflict"]
    resolved = [c for c in conflicts if c not in ("conflict", "crash")]
    correct = [c for c in resolved if c in EQUAL_CLASSES]
    git_good = [c for r, c in pairs if r[4] in EQUAL_CLASSES]
    regressions = [c for c in git_good if c not in EQUAL_CLASSES]
    return (f"git conflicts {len(conflicts)}, resolved {len(resolved)}, correct "
            f"{len(correct)}, regressions {len(regressions)}/{len(git_good)}")


if __name__ == "__main__":
    main()
