"""What a replay's git conflicts are, and what semmerge makes of each kind.

For every git conflict of earlier ``semmerge bench replay`` runs (each distinct
base/left/right/commit once), the kind of its commit: ``unreachable`` (lines no input
has), ``one side`` (one side's file whole, white space aside: the developer dropped the
other side's change) or ``combines`` (both sides' lines, none of its own: what a merge
tool can reach); and semmerge's outcome on it: correct (exact, same syntax tree or same
text but white space), wrong (clean, different) or conflict. A ``one side`` conflict is
counted apart when a line both sides changed names a version (``__version__ = "2.1"``,
``version="2.0.1"``): a release branch merged back, where the commit keeps one side's
number.

    python benchmarks/conflicts_by_kind.py --replay bench-out/pallets+flask=path/to/flask.git ...

Output: one Markdown row per replay, the outcome counts per kind.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from collections import Counter
from pathlib import Path

from semmerge import merge_bytes
from semmerge.bench.classify import CLEAN_CLASSES, EQUAL_CLASSES, classify, strip_whitespace
from semmerge.merge.linemerge import diff_blocks, split_lines
from semmerge.parse.languages import detect_language

_VERSIONS = ("base", "left", "right", "merged")
_VERSION_LINE = re.compile(r"version\w*\s*[=:(]\s*['\"]?v?\d", re.IGNORECASE)
_KINDS = ("unreachable", "one side", "one side: version", "combines")
_OUTCOMES = ("correct", "wrong", "conflict")


def _blob(repo: str, sha: str | None) -> bytes:
    if not sha:
        return b""
    return subprocess.run(["git", "--git-dir", repo, "cat-file", "blob", sha],
                          capture_output=True, check=True).stdout


def _changed(base: list[str], side: list[str]) -> set[int]:
    """The base lines ``side`` changed or deleted (those no matching block keeps)."""
    kept = {i + k for i, _, n in diff_blocks(base, side) for k in range(n)}
    return set(range(len(base))) - kept


def _kind(blobs: list[bytes], unreachable: bool) -> str:
    base, left, right, commit = blobs
    if unreachable:
        return "unreachable"
    if strip_whitespace(commit) not in (strip_whitespace(left), strip_whitespace(right)):
        return "combines"
    lines = split_lines(base.decode("utf-8", "replace"))
    sides = [split_lines(b.decode("utf-8", "replace")) for b in (left, right)]
    both = _changed(lines, sides[0]) & _changed(lines, sides[1])
    return "one side: version" if any(_VERSION_LINE.search(lines[i]) for i in both) else "one side"


def _outcome(blobs: list[bytes], path: str) -> str:
    result = merge_bytes(*blobs[:3], path)
    found = classify(result.data, result.clean, blobs[3], detect_language(path))
    if found in EQUAL_CLASSES:
        return "correct"
    return "wrong" if found in CLEAN_CLASSES else "conflict"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replay", action="append", required=True, metavar="DIR=REPO",
                        help="a replay output directory and the repository it replayed")
    args = parser.parse_args()
    seen: set[tuple[bytes, ...]] = set()
    heads = [f"{k}: {o}" for k in _KINDS for o in _OUTCOMES]
    print("| replay | git conflicts | " + " | ".join(heads) + " |")
    print("|---|" + "---:|" * (len(heads) + 1))
    for spec in args.replay:
        out, _, repo = spec.partition("=")
        counts: Counter[str] = Counter()
        scenarios = json.loads((Path(out) / "replay.json").read_text())["scenarios"]
        for s in scenarios:
            if s["git"] != "conflict":
                continue
            blobs = [_blob(repo, s[v]) for v in _VERSIONS]
            if tuple(blobs) in seen:
                continue
            seen.add(tuple(blobs))
            counts[f"{_kind(blobs, s['unreachable'])}: {_outcome(blobs, s['path'])}"] += 1
        cells = " | ".join(str(counts[h]) for h in heads)
        print(f"| {Path(out).name} | {sum(counts.values())} | {cells} |")


if __name__ == "__main__":
    main()
