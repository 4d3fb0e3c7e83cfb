"""``bench replay-one``: replay one file of one merge commit and show what happened.

In: a repository, a merge commit and a path. Out: a :class:`CaseStudy` (the four
versions, both tools' runs and classes, the lines the developer wrote while resolving)
and its rendering as diffs against the commit, as full listings, or side by side.
"""

from __future__ import annotations

import difflib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from semmerge.bench.classify import CONFLICT, unreachable_lines
from semmerge.bench.gitio import ObjectReader
from semmerge.bench.mining import ScenarioRef, find_scenario
from semmerge.bench.running import (
    DEFAULT_TIMEOUT,
    ToolRun,
    language_of,
    run_git_merge_file,
    run_semmerge,
)

VERSIONS = ("base", "left", "right", "merged")


@dataclass
class CaseStudy:
    """One scenario replayed, with every text kept for display."""

    ref: ScenarioRef
    texts: dict[str, bytes]
    semmerge: ToolRun
    git: ToolRun
    semmerge_class: str
    git_class: str
    unreachable: list[bytes]


def study(repo: str, commit: str, path: str, timeout: float = DEFAULT_TIMEOUT) -> CaseStudy:
    """Replay ``path`` of the merge ``commit`` in ``repo``; raises GitError if impossible."""
    ref = find_scenario(repo, commit, path)
    with ObjectReader(repo) as reader:
        blobs = [reader.blob(b) or b"" for b in (ref.base, ref.left, ref.right, ref.merged)]
    texts = dict(zip(VERSIONS, blobs, strict=True))
    base, left, right, merged = blobs
    ours = run_semmerge(base, left, right, path, timeout)
    git = run_git_merge_file(base, left, right, timeout)
    language = language_of(path)
    git_class = git.classify(merged, language)
    extra = unreachable_lines(base, left, right, merged) if git_class == CONFLICT else []
    return CaseStudy(ref, texts, ours, git, ours.classify(merged, language), git_class, extra)


def _text(data: bytes | None) -> str:
    return "" if data is None else data.decode("utf-8", "replace")


def header(case: CaseStudy) -> str:
    """What was merged and how each tool did."""
    r = case.ref
    lines = [
        f"merge {r.merge}  path {r.path}",
        f"base {r.base_commit[:12]} ({r.base[:12]})  left {r.left_commit[:12]} ({r.left[:12]})"
        f"  right {r.right_commit[:12]} ({r.right[:12]})  merged ({r.merged[:12]})",
        f"semmerge: {case.semmerge_class}  strategy {case.semmerge.strategy}"
        f"  {1000 * case.semmerge.seconds:.1f} ms"
        + (f"  reason: {case.semmerge.reason}" if case.semmerge.reason else "")
        + (f"  error: {case.semmerge.error}" if case.semmerge.error else ""),
        f"git merge-file: {case.git_class}  {1000 * case.git.seconds:.1f} ms",
    ]
    if case.unreachable:
        lines.append(f"the commit has {len(case.unreachable)} line(s) no input has, e.g. "
                     f"{case.unreachable[0].decode('utf-8', 'replace')!r}")
    return "\n".join(lines)


def render_diff(case: CaseStudy) -> str:
    """Unified diffs: committed file -> semmerge's output, and -> git's output."""
    merged = _text(case.texts["merged"]).splitlines(keepends=True)
    parts = []
    for name, run in (("semmerge", case.semmerge), ("git", case.git)):
        out = _text(run.output).splitlines(keepends=True)
        diff = difflib.unified_diff(merged, out, "committed", name)
        body = "".join(diff) or f"(no difference: {name} equals the commit)\n"
        parts.append(f"==== committed -> {name} ====\n{body}")
    return "\n".join(parts)


def render_show(case: CaseStudy) -> str:
    """Every version in full: base, left, right, committed, semmerge, git."""
    items = [*case.texts.items(), ("semmerge", case.semmerge.output), ("git", case.git.output)]
    return "\n".join(f"==== {name} ====\n{_text(data)}" for name, data in items)


def render_side_by_side(case: CaseStudy, width: int | None = None) -> str:
    """The committed file and semmerge's output in two columns, differing rows marked."""
    total = width or shutil.get_terminal_size((160, 40)).columns
    col = max(20, (total - 3) // 2)
    left = _text(case.texts["merged"]).splitlines()
    right = _text(case.semmerge.output).splitlines()
    rows = [f"{'committed':<{col}} | semmerge", "-" * (2 * col + 3)]
    matcher = difflib.SequenceMatcher(None, left, right, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        for k in range(max(i2 - i1, j2 - j1)):
            a = left[i1 + k] if i1 + k < i2 else ""
            b = right[j1 + k] if j1 + k < j2 else ""
            mark = "|" if tag == "equal" else "*"
            rows.append(f"{a[:col]:<{col}} {mark} {b[:col]}")
    return "\n".join(rows)


def write_case(case: CaseStudy, directory: str) -> list[str]:
    """Write every version into ``directory`` (to rerun ``semmerge merge`` on them)."""
    Path(directory).mkdir(parents=True, exist_ok=True)
    ext = os.path.splitext(case.ref.path)[1]
    items = [*case.texts.items(), ("semmerge", case.semmerge.output), ("git", case.git.output)]
    written = []
    for name, data in items:
        target = os.path.join(directory, name + ext)
        with open(target, "wb") as fh:
            fh.write(data or b"")
        written.append(target)
    return written
