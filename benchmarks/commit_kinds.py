"""What the developers committed where git conflicts, and how semmerge fared on each kind.

For each replay directory written by ``semmerge bench replay`` (and the repository it
replayed), every git-conflicted file's commit is put in one of three kinds:

* ``unreachable``: it has a line that none of base, left and right has (the developer
  wrote code while resolving; no merge tool can be exact);
* ``one side whole``: it is left's or right's whole file, whitespace ignored (the other
  side's changes were dropped, or were already there);
* ``combines``: anything else, every line from an input: what a merge tool can aim at.

Each is crossed with semmerge's recorded class (correct: exact, same AST or same text
but whitespace; wrong: any other clean result; conflict). Nothing is re-merged: the
classes are the replay's own.

    python benchmarks/commit_kinds.py bench-out/pallets+flask=path/to/flask.git ...
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from semmerge.bench.classify import CLEAN_CLASSES, EQUAL_CLASSES, strip_whitespace
from semmerge.bench.gitio import ObjectReader
from semmerge.bench.report import load_json

KINDS = ("unreachable", "one side whole", "combines")
OUTCOMES = ("correct", "wrong", "conflict")


def commit_kind(scenario: Mapping[str, Any], reader: ObjectReader) -> str:
    if scenario["unreachable"]:
        return "unreachable"
    merged, left, right = (
        strip_whitespace(reader.blob(scenario[k]) or b"") for k in ("merged", "left", "right")
    )
    return "one side whole" if merged in (left, right) else "combines"


def outcome(semmerge_class: str) -> str:
    if semmerge_class in EQUAL_CLASSES:
        return "correct"
    return "wrong" if semmerge_class in CLEAN_CLASSES else "conflict"


def count(replay_dir: str, repo: str) -> Counter[tuple[str, str]]:
    """(commit kind, semmerge outcome) -> files, over the replay's git conflicts."""
    counts: Counter[tuple[str, str]] = Counter()
    with ObjectReader(repo) as reader:
        for s in load_json(Path(replay_dir, "replay.json"))["scenarios"]:
            if s["git"] == "conflict":
                counts[commit_kind(s, reader), outcome(s["semmerge"])] += 1
    return counts


def _row(label: str, counts: Counter[tuple[str, str]], kind: str) -> str:
    cells = [counts[kind, o] for o in OUTCOMES]
    return f"| {label} | {sum(cells)} | " + " | ".join(map(str, cells)) + " |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", metavar="REPLAY_DIR=REPO")
    args = ap.parse_args()
    total: Counter[tuple[str, str]] = Counter()
    per_replay = []
    for pair in args.pairs:
        replay_dir, _, repo = pair.partition("=")
        counts = count(replay_dir, repo)
        total += counts
        per_replay.append((Path(replay_dir).name, counts))
    print("| commit | git conflicts | semmerge correct | semmerge wrong | semmerge conflict |")
    print("|---|---:|---:|---:|---:|")
    for kind in KINDS:
        print(_row(kind, total, kind))
    print()
    print("| replay (commits that combine both sides) | files | correct | wrong | conflict |")
    print("|---|---:|---:|---:|---:|")
    for name, counts in per_replay:
        print(_row(name, counts, "combines"))


if __name__ == "__main__":
    main()
