"""What the developers committed where git conflicts, and how semmerge fared on each kind.

For each replay directory written by ``semmerge bench replay`` (and the repository it
replayed), every git-conflicted file's commit is put in one of three kinds:

* ``unreachable``: it has a line that none of base, left and right has (the developer
  wrote code while resolving; no merge tool can be exact);
* ``one side whole``: it is left's or right's whole file, whitespace ignored (the other
  side's changes were dropped, or were already there);
* ``combines``: anything else, every line from an input: what a merge tool can aim at.

A ``one side whole`` commit where a base line both sides changed names a version
(``__version__ = "2.1"``, ``version="2.0.1"``) is counted apart, as ``one side whole,
a version``: a release branch merged back, where the commit keeps one side's number
(which a merge tool cannot choose without dropping the other side's change).

Each is crossed with semmerge's recorded class (correct: exact, same AST or same text
but whitespace; wrong: any other clean result; conflict); with ``--remerge``, with the
class of the running semmerge's merge instead (the replay may be older than the
engine), each distinct scenario once.

    python benchmarks/commit_kinds.py bench-out/pallets+flask=path/to/flask.git ...
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from semmerge import merge_bytes
from semmerge.bench.classify import CLEAN_CLASSES, EQUAL_CLASSES, classify, strip_whitespace
from semmerge.bench.gitio import ObjectReader
from semmerge.bench.report import load_json
from semmerge.merge.linemerge import diff_blocks, split_lines
from semmerge.parse.languages import detect_language

KINDS = ("unreachable", "one side whole", "one side whole, a version", "combines")
OUTCOMES = ("correct", "wrong", "conflict")
VERSIONS = ("base", "left", "right", "merged")
# A line that sets a version number: __version__ = "2.1", version="2.0.1", VERSION = (2, 1).
_VERSION_LINE = re.compile(r"version\w*\s*[=:(]\s*[(\[]?['\"]?v?\d", re.IGNORECASE)


def commit_kind(blobs: Mapping[str, bytes], unreachable: bool) -> str:
    if unreachable:
        return "unreachable"
    merged, left, right = (strip_whitespace(blobs[k]) for k in ("merged", "left", "right"))
    if merged not in (left, right):
        return "combines"
    return "one side whole, a version" if _version_both_changed(blobs) else "one side whole"


def _version_both_changed(blobs: Mapping[str, bytes]) -> bool:
    """Does a base line that both sides changed or deleted set a version number?"""
    base, left, right = (split_lines(blobs[k].decode("utf-8", "replace"))
                         for k in ("base", "left", "right"))
    both = _changed(base, left) & _changed(base, right)
    return any(_VERSION_LINE.search(base[i]) for i in both)


def _changed(base: list[str], side: list[str]) -> set[int]:
    """The base lines ``side`` changed or deleted: those no matching block keeps."""
    kept = {i + k for i, _, n in diff_blocks(base, side) for k in range(n)}
    return set(range(len(base))) - kept


def outcome(semmerge_class: str) -> str:
    if semmerge_class in EQUAL_CLASSES:
        return "correct"
    return "wrong" if semmerge_class in CLEAN_CLASSES else "conflict"


def count(
    replay_dir: str, repo: str, remerge: bool = False,
    seen: set[tuple[bytes, ...]] | None = None,
) -> Counter[tuple[str, str]]:
    """(commit kind, semmerge outcome) -> files, over the replay's git conflicts; with
    ``remerge``, the outcome of the running semmerge, each distinct scenario once
    (``seen`` holds those already counted, across replays)."""
    counts: Counter[tuple[str, str]] = Counter()
    seen = set() if seen is None else seen
    with ObjectReader(repo) as reader:
        for s in load_json(Path(replay_dir, "replay.json"))["scenarios"]:
            if s["git"] != "conflict":
                continue
            blobs = {k: (reader.blob(s[k]) if s[k] else None) or b"" for k in VERSIONS}
            found = outcome(s["semmerge"])
            if remerge:
                key = tuple(blobs[k] for k in VERSIONS)
                if key in seen:
                    continue
                seen.add(key)
                found = _remerged(blobs, s["path"])
            counts[commit_kind(blobs, s["unreachable"]), found] += 1
    return counts


def _remerged(blobs: Mapping[str, bytes], path: str) -> str:
    result = merge_bytes(blobs["base"], blobs["left"], blobs["right"], path)
    return outcome(classify(result.data, result.clean, blobs["merged"], detect_language(path)))


def _row(label: str, counts: Counter[tuple[str, str]], kind: str) -> str:
    cells = [counts[kind, o] for o in OUTCOMES]
    return f"| {label} | {sum(cells)} | " + " | ".join(map(str, cells)) + " |"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", metavar="REPLAY_DIR=REPO")
    ap.add_argument("--remerge", action="store_true",
                    help="merge every scenario again with this semmerge (distinct ones once)")
    args = ap.parse_args()
    total: Counter[tuple[str, str]] = Counter()
    per_replay = []
    seen: set[tuple[bytes, ...]] = set()
    for pair in args.pairs:
        replay_dir, _, repo = pair.partition("=")
        counts = count(replay_dir, repo, args.remerge, seen)
        total += counts
        per_replay.append((Path(replay_dir).name, counts))
    print("| commit | git conflicts | semmerge correct | semmerge wrong | semmerge conflict |")
    print("|---|---:|---:|---:|---:|")
    for kind in KINDS:
        print(_row(kind, total, kind))
    print()
    print("| replay | git conflicts | " + " | ".join(
        f"{kind} (correct / wrong / conflict)" for kind in KINDS) + " |")
    print("|---|---:|" + "---|" * len(KINDS))
    for name, counts in per_replay:
        cells = [" / ".join(str(counts[kind, o]) for o in OUTCOMES) for kind in KINDS]
        print(f"| {name} | {sum(counts.values())} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
