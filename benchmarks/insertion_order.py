"""How often the order of two sides' insertions decides whether a clean merge is right.

Where both sides insert at one place, semmerge puts left's lines first. This script
takes every git conflict of earlier ``semmerge bench replay`` runs (each distinct
base/left/right/commit once) that semmerge merges cleanly, merges it again with left
and right swapped, and counts, among those whose two results differ, which one equals
the commit (exact, same syntax tree or same text but white space): left's insertions
first, right's first, both or neither. It also scores one predictor that needs only
the merge driver's inputs, "the side with the larger diff first", against "left first":

    python benchmarks/insertion_order.py --replay bench-out/pallets+flask=path/to/flask.git ...

Output: one row per replay and a total, in Markdown.
"""

from __future__ import annotations

import argparse
import difflib
from collections import Counter
from pathlib import Path

from semmerge import merge_bytes
from semmerge.bench.classify import EQUAL_CLASSES, classify
from semmerge.bench.report import add_replay_argument, distinct_git_conflicts
from semmerge.parse.languages import detect_language


def _changed_lines(a: bytes, b: bytes) -> int:
    """Lines changed from ``a`` to ``b`` (the larger side of each replaced block)."""
    matcher = difflib.SequenceMatcher(None, a.splitlines(), b.splitlines(), autojunk=False)
    return sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in matcher.get_opcodes()
               if tag != "equal")


def _order(blobs: list[bytes], path: str) -> tuple[str, bool] | None:
    """Which order of insertions the commit has ("left-first", "right-first", "both",
    "neither") and whether left's diff is the larger; None when the order changes
    nothing or either merge conflicts."""
    base, left, right, commit = blobs
    ours = merge_bytes(base, left, right, path)
    if not ours.clean:
        return None
    swapped = merge_bytes(base, right, left, path)
    if not swapped.clean or swapped.data == ours.data:
        return None
    language = detect_language(path)
    left_first = classify(ours.data, True, commit, language) in EQUAL_CLASSES
    right_first = classify(swapped.data, True, commit, language) in EQUAL_CLASSES
    kind = {(True, False): "left-first", (False, True): "right-first",
            (True, True): "both", (False, False): "neither"}[left_first, right_first]
    return kind, _changed_lines(base, left) > _changed_lines(base, right)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_replay_argument(parser)
    args = parser.parse_args()
    seen: set[tuple[bytes, ...]] = set()
    total: Counter[str] = Counter()
    print("| replay | left first | right first | both | neither | larger diff first right |")
    print("|---|---:|---:|---:|---:|---:|")
    for spec in args.replay:
        out, _, repo = spec.partition("=")
        counts: Counter[str] = Counter()
        for row, blobs in distinct_git_conflicts(out, repo, seen):
            _count(counts, _order(blobs, row["path"]))
        total.update(counts)
        _row(Path(out).name, counts)
    _row("all", total)


def _count(counts: Counter[str], found: tuple[str, bool] | None) -> None:
    if found is None:
        return
    kind, left_larger = found
    counts[kind] += 1
    # The predictor is right where it picks the order the commit has.
    if kind in ("left-first", "right-first"):
        counts["predicted"] += (kind == "left-first") == left_larger


def _row(name: str, counts: Counter[str]) -> None:
    print(f"| {name} | {counts['left-first']} | {counts['right-first']} | {counts['both']} "
          f"| {counts['neither']} | {counts['predicted']} |")


if __name__ == "__main__":
    main()
