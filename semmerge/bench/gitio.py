"""Git plumbing for the benchmarks.

In: a repository path (a work tree or a git directory, bare or not). Out: command
output as text or bytes, and object contents read through one long-running
``git cat-file --batch`` process (no process per blob).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from typing_extensions import Self

GIT = os.environ.get("SEMMERGE_GIT", "git")


class GitError(RuntimeError):
    """A git command failed; the message holds git's stderr."""


def git_dir(repo: str | os.PathLike[str]) -> str:
    """The git directory of ``repo`` (a work tree or a git dir); raises GitError if none."""
    out = run_git(repo, ["rev-parse", "--absolute-git-dir"])
    return out.strip()


def run_git(
    repo: str | os.PathLike[str], args: Sequence[str], *, check: bool = True,
) -> str:
    """Run ``git -C repo args`` and return its stdout as text (UTF-8, lossless)."""
    return run_git_bytes(repo, args, check=check).decode("utf-8", "surrogateescape")


def run_git_bytes(
    repo: str | os.PathLike[str], args: Sequence[str], *, check: bool = True,
) -> bytes:
    """Run ``git -C repo args`` and return its stdout; raises GitError on failure if check."""
    proc = subprocess.run(
        [GIT, "-C", os.fspath(repo), *args], capture_output=True, env=_git_env(), check=False,
    )
    if check and proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace").strip()
        raise GitError(f"git {' '.join(args[:3])}: {err or f'exit {proc.returncode}'}")
    return proc.stdout


def _git_env() -> dict[str, str]:
    env = dict(os.environ)
    env.setdefault("GIT_CONFIG_NOSYSTEM", "1")
    env["LC_ALL"] = "C"
    return env


class _Batch:
    """A long-running ``git cat-file --batch*`` process; a context manager."""

    MODE = "--batch-check"

    def __init__(self, repo: str | os.PathLike[str]) -> None:
        self._proc = subprocess.Popen(
            [GIT, "-C", os.fspath(repo), "cat-file", self.MODE],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=_git_env(),
        )

    def _ask(self, name: str) -> tuple[str, str, int] | None:
        """Send one object name; ``(id, type, size)`` from git's answer, None if missing."""
        if "\n" in name:
            return None
        stdin, stdout = self._proc.stdin, self._proc.stdout
        assert stdin is not None and stdout is not None
        stdin.write(name.encode("utf-8", "surrogateescape") + b"\n")
        stdin.flush()
        parts = stdout.readline().decode("utf-8", "surrogateescape").rstrip("\n").split(" ")
        if len(parts) != 3:  # "<name> missing" / "<name> ambiguous"
            return None
        return parts[0], parts[1], int(parts[2])

    def close(self) -> None:
        for stream in (self._proc.stdin, self._proc.stdout):
            if stream:
                stream.close()
        self._proc.wait()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class ObjectChecker(_Batch):
    """Resolves object names (ids, ``commit:path``) to ``(id, type)`` with --batch-check."""

    def check(self, name: str) -> tuple[str, str] | None:
        """``(object id, type)`` of ``name``, or None when it does not exist."""
        found = self._ask(name)
        return None if found is None else (found[0], found[1])


class ObjectReader(_Batch):
    """Reads object contents through ``git cat-file --batch``."""

    MODE = "--batch"

    def read(self, name: str) -> tuple[str, str, bytes] | None:
        """``(object id, type, contents)`` of ``name``; None if it does not exist."""
        found = self._ask(name)
        if found is None:
            return None
        stdout = self._proc.stdout
        assert stdout is not None
        data = _read_exactly(stdout, found[2])
        stdout.read(1)  # the newline after the contents
        return found[0], found[1], data

    def blob(self, name: str) -> bytes | None:
        """Contents of the blob ``name``; None if it is missing or not a blob."""
        found = self.read(name)
        if found is None or found[1] != "blob":
            return None
        return found[2]


def _read_exactly(stream: IO[bytes], size: int) -> bytes:
    chunks: list[bytes] = []
    remaining = size
    while remaining > 0:
        chunk = stream.read(remaining)
        if not chunk:
            raise GitError("git cat-file ended early")
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def repo_name(repo: str | os.PathLike[str]) -> str:
    """A short name for ``repo``: its directory name, without ``.git``; for a directory
    called ``repo`` or ``.git`` (as fetched mirrors are), the parent's name."""
    path = Path(os.fspath(repo)).resolve()
    name = path.name
    if name in {"repo", ".git"} and path.parent.name:
        name = path.parent.name
    return name.removesuffix(".git") or "repo"
