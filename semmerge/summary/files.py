"""Repository files: a root folder -> the files to summarise and the files changed in it.

In: a folder. Out: :class:`RepoFile` records (path relative to the root with ``/``
separators, language or ``None``, size), sorted by path, and the working-tree changes
that are the default focus.

Inside a git work tree the files are those git knows or would add (``git ls-files
--cached --others --exclude-standard``: ignored files stay out). Elsewhere (or when git
ignores the root itself) the folder is walked, leaving out hidden folders and
:data:`EXCLUDED_DIRS`. Symbolic links are never followed, and files larger than the
limits below are left out (generated or data files that would swamp a summary).
"""

from __future__ import annotations

import os
import stat
import subprocess

from semmerge.parse.languages import detect_language

#: Folders left out of a walk (besides every folder whose name starts with a dot).
EXCLUDED_DIRS = frozenset({"__pycache__", "node_modules", "site-packages", "dist-packages"})
#: Larger source files of a known language are left out (generated code).
MAX_SOURCE_BYTES = 4 * 1024 * 1024
#: Larger files of other kinds are not scanned for TODOs.
MAX_OTHER_BYTES = 1024 * 1024
GIT_TIMEOUT = 60


class RepoFile:
    """One file to summarise."""

    __slots__ = ("path", "abspath", "language", "size", "signature", "mtime_ns")

    def __init__(self, path: str, abspath: str, language: str | None, size: int,
                 signature: str = "", mtime_ns: int = 0) -> None:
        self.path = path
        self.abspath = abspath
        self.language = language
        self.size = size
        self.signature = signature  # size, mtime, ctime and inode: changes with the content
        self.mtime_ns = mtime_ns

    def __repr__(self) -> str:
        return f"RepoFile({self.path!r}, {self.language!r}, {self.size})"


def _git(root: str, *args: str, ok: tuple[int, ...] = (0,)) -> str | None:
    """stdout of ``git -C root args``, or None when git is missing or exits outside ``ok``."""
    try:
        done = subprocess.run(
            ["git", "-C", root, *args], capture_output=True, timeout=GIT_TIMEOUT, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode not in ok:
        return None
    return f"{done.returncode}\n" + done.stdout.decode("utf-8", "surrogateescape")


def _git_out(root: str, *args: str) -> str | None:
    out = _git(root, *args)
    return None if out is None else out.partition("\n")[2]


def in_git_work_tree(root: str) -> bool:
    """Whether ``root`` is inside a git work tree and not ignored there (an interpreter's
    library inside a version manager's clone is ignored: it is walked instead)."""
    ignored = _git(root, "check-ignore", "-q", ".", ok=(0, 1))
    return ignored is not None and ignored.startswith("1\n")


def _git_paths(root: str) -> list[str] | None:
    if not in_git_work_tree(root):
        return None
    out = _git_out(root, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    return None if out is None else sorted({p for p in out.split("\0") if p})


def _walk_paths(root: str) -> list[str]:
    found: list[str] = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in EXCLUDED_DIRS)
        rel = os.path.relpath(folder, root)
        prefix = "" if rel == "." else rel.replace(os.sep, "/") + "/"
        found.extend(prefix + name for name in names)
    return sorted(found)


def list_files(root: str) -> list[RepoFile]:
    """The files under ``root`` to summarise, sorted by path."""
    paths = _git_paths(root)
    if paths is None:
        paths = _walk_paths(root)
    files: list[RepoFile] = []
    for rel in paths:
        full = os.path.join(root, *rel.split("/"))
        try:
            st = os.lstat(full)  # a symbolic link is not followed, nor summarised
        except OSError:
            continue  # deleted in the work tree, or unreadable
        if not stat.S_ISREG(st.st_mode):
            continue
        language = detect_language(rel)
        if st.st_size <= (MAX_SOURCE_BYTES if language else MAX_OTHER_BYTES):
            signature = f"{st.st_size}:{st.st_mtime_ns}:{st.st_ctime_ns}:{st.st_ino}"
            files.append(RepoFile(rel, full, language, st.st_size, signature, st.st_mtime_ns))
    return files


def changed_files(root: str) -> list[str] | None:
    """Paths (relative to ``root``) that differ from HEAD or are untracked; None outside git."""
    if not in_git_work_tree(root):
        return None
    prefix = _git_out(root, "rev-parse", "--show-prefix")
    status = _git_out(root, "status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ".")
    if prefix is None or status is None:
        return None
    prefix = prefix.strip()
    entries = status.split("\0")
    changed: set[str] = set()
    i = 0
    while i < len(entries):
        entry = entries[i]
        i += 1
        if len(entry) < 4:
            continue
        code, path = entry[:2], entry[3:]
        if "R" in code or "C" in code:
            i += 1  # the entry after a rename or copy is its old path
        if path.startswith(prefix):  # porcelain paths are relative to the repository's top
            changed.add(path[len(prefix):])
    return sorted(changed)
