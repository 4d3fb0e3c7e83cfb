"""Mine merge scenarios from a repository's history.

In: a repository path and filters (file extensions, a maximum count). Out:
:class:`ScenarioRef` records (commit and blob ids only, no contents), most recent merge
first, and :class:`MiningStats` saying what was skipped and why.

A scenario is one file of a two-parent merge commit that both parents modified relative
to the (single) merge base, and that exists in the base, both parents and the merge.
Merges reachable only from GitHub's ``refs/pull/*`` refs are not mined: history is
walked from ``HEAD``, branches, remote-tracking branches and tags. Files whose two sides
are identical (nothing to merge) are left out, and so is a scenario seen before (the
same four blob ids reached through another merge commit).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field

from semmerge.bench.gitio import GitError, ObjectChecker, run_git, run_git_bytes

REGULAR_MODES = frozenset({"100644", "100755"})


@dataclass(frozen=True)
class ScenarioRef:
    """Where a scenario comes from: the merge, its parents and base, the path, blob ids."""

    merge: str
    base_commit: str
    left_commit: str
    right_commit: str
    path: str
    base: str
    left: str
    right: str
    merged: str

    @property
    def key(self) -> tuple[str, str, str, str]:
        """The four blob ids: scenarios with equal keys are the same merge problem."""
        return (self.base, self.left, self.right, self.merged)

    def to_json(self) -> dict[str, str]:
        return asdict(self)


@dataclass
class MiningStats:
    """Counts of merge commits and files seen and skipped while mining."""

    merges: int = 0
    octopus: int = 0
    multiple_bases: int = 0
    no_base: int = 0
    files_both_modified: int = 0
    identical_sides: int = 0
    missing_in_merge: int = 0
    duplicates: int = 0
    scenarios: int = 0
    truncated: bool = field(default=False)

    def to_json(self) -> dict[str, object]:
        return asdict(self)


def start_points(repo: str | os.PathLike[str]) -> list[str]:
    """rev-list arguments naming HEAD, branches, remote branches and tags (no refs/pull)."""
    points = ["--branches", "--tags", "--remotes"]
    if run_git(repo, ["rev-parse", "--verify", "-q", "HEAD"], check=False).strip():
        points.insert(0, "HEAD")
    return points


def iter_merges(repo: str | os.PathLike[str]) -> Iterator[list[str]]:
    """``[merge, parent1, parent2, ...]`` of every merge commit, most recent first."""
    args = ["rev-list", "--merges", "--parents", "--date-order", *start_points(repo), "--"]
    for line in run_git(repo, args).splitlines():
        ids = line.split()
        if len(ids) >= 3:
            yield ids


def merge_bases(repo: str | os.PathLike[str], left: str, right: str) -> list[str]:
    """All merge bases of two commits (empty when they share no history)."""
    return run_git(repo, ["merge-base", "--all", left, right], check=False).split()


def changed_blobs(repo: str | os.PathLike[str], old: str, new: str) -> dict[str, tuple[str, str]]:
    """Regular files modified between two commits: path -> (old blob id, new blob id).

    Renames are not followed; added, deleted and type-changed files are left out.
    """
    raw = run_git_bytes(repo, ["diff-tree", "-r", "-z", "--no-renames", old, new])
    fields = raw.split(b"\0")
    changed: dict[str, tuple[str, str]] = {}
    for meta, path in zip(fields[0::2], fields[1::2], strict=False):
        parts = meta.decode("ascii", "replace").lstrip(":").split(" ")
        if len(parts) != 5 or parts[4] != "M":
            continue
        if parts[0] in REGULAR_MODES and parts[1] in REGULAR_MODES:
            changed[path.decode("utf-8", "surrogateescape")] = (parts[2], parts[3])
    return changed


def _wanted(path: str, extensions: tuple[str, ...] | None) -> bool:
    # "/" + path: a filter "/makefile" takes a file of that name, at the top as below.
    return extensions is None or ("/" + path.lower()).endswith(extensions)


class _Miner:
    """State of one mining run: the batch-check process, seen keys and the stats."""

    def __init__(self, repo: str | os.PathLike[str], extensions: tuple[str, ...] | None):
        self.repo = repo
        self.extensions = extensions
        self.stats = MiningStats()
        self.seen: set[tuple[str, str, str, str]] = set()

    def scenarios(self, ids: list[str], checker: ObjectChecker) -> Iterator[ScenarioRef]:
        """The new scenarios of one merge commit ``[merge, parent1, parent2, ...]``."""
        self.stats.merges += 1
        if len(ids) != 3:
            self.stats.octopus += 1
            return
        merge, left, right = ids
        bases = merge_bases(self.repo, left, right)
        if len(bases) != 1:
            if bases:
                self.stats.multiple_bases += 1
            else:
                self.stats.no_base += 1
            return
        base = bases[0]
        ours = changed_blobs(self.repo, base, left)
        theirs = changed_blobs(self.repo, base, right)
        for path in sorted(set(ours) & set(theirs)):
            if not _wanted(path, self.extensions):
                continue
            ref = self._scenario(merge, base, left, right, path, ours[path], theirs[path], checker)
            if ref is not None:
                yield ref

    def _scenario(
        self, merge: str, base: str, left: str, right: str, path: str,
        ours: tuple[str, str], theirs: tuple[str, str], checker: ObjectChecker,
    ) -> ScenarioRef | None:
        self.stats.files_both_modified += 1
        if ours[1] == theirs[1]:
            self.stats.identical_sides += 1
            return None
        found = checker.check(f"{merge}:{path}")
        if found is None or found[1] != "blob":
            self.stats.missing_in_merge += 1
            return None
        ref = ScenarioRef(merge, base, left, right, path, ours[0], ours[1], theirs[1], found[0])
        if ref.key in self.seen:
            self.stats.duplicates += 1
            return None
        self.seen.add(ref.key)
        self.stats.scenarios += 1
        return ref


def mine(
    repo: str | os.PathLike[str], *, extensions: Iterable[str] | None = None,
    limit: int | None = None, merges: Iterable[list[str]] | None = None,
) -> tuple[list[ScenarioRef], MiningStats]:
    """Scenarios of ``repo``, most recent merge first, at most ``limit`` of them.

    ``extensions`` (``[".py"]``, or ``["/Makefile"]`` for files of that name) filters
    paths, case-insensitively; None keeps every file. ``merges`` replaces the walk of
    history (``[merge, parent, parent]`` lists).
    """
    exts = None if extensions is None else tuple(e.lower() for e in extensions)
    miner = _Miner(repo, exts)
    found: list[ScenarioRef] = []
    with ObjectChecker(repo) as checker:
        for ids in iter_merges(repo) if merges is None else merges:
            if limit is not None and len(found) >= limit:
                miner.stats.truncated = True
                break
            for ref in miner.scenarios(ids, checker):
                found.append(ref)
    if limit is not None and len(found) > limit:
        miner.stats.truncated = True
        found = found[:limit]
        miner.stats.scenarios = limit
    return found, miner.stats


def merge_parents(repo: str | os.PathLike[str], commit: str) -> list[str]:
    """``[merge, parent1, parent2, ...]`` of ``commit``; raises GitError if not a merge."""
    ids = run_git(repo, ["rev-list", "--parents", "-n", "1", commit, "--"]).split()
    if len(ids) < 3:
        raise GitError(f"{commit} is not a merge commit")
    return ids


def find_scenario(repo: str | os.PathLike[str], commit: str, path: str) -> ScenarioRef:
    """The scenario of ``path`` in the merge ``commit`` (any file both sides changed,
    including one with identical sides); raises GitError when there is none."""
    ids = merge_parents(repo, commit)
    if len(ids) != 3:
        raise GitError(f"{commit} has {len(ids) - 1} parents; only two-parent merges replay")
    merge, left, right = ids
    bases = merge_bases(repo, left, right)
    if len(bases) != 1:
        raise GitError(f"{commit} has {len(bases)} merge bases; need exactly one")
    with ObjectChecker(repo) as checker:
        names = [f"{c}:{path}" for c in (bases[0], left, right, merge)]
        found = [checker.check(n) for n in names]
    missing = [n for n, f in zip(names, found, strict=True) if f is None or f[1] != "blob"]
    if missing:
        raise GitError(f"not a file in every version: {', '.join(missing)}")
    blobs = [f[0] for f in found if f is not None]
    return ScenarioRef(merge, bases[0], left, right, path, *blobs)
