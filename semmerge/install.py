"""``semmerge install`` / ``semmerge uninstall``: register semmerge as git's merge driver.

In: the parsed command line (``--global``, ``--ext``), the current directory (the
repository, unless ``--global``) and the installed ``git``. Out: git configuration
``merge.semmerge.name`` / ``merge.semmerge.driver``, a marked block of attribute lines
(``*.py merge=semmerge``) in ``.git/info/attributes`` (local: not committed) or in the
file named by ``core.attributesFile`` (``--global``), a summary on stdout, and the exit
status: 0 done, 2 usage errors (outside a repository without ``--global``, no git).

Both commands are idempotent; uninstall removes exactly the config section and the
marked block, and leaves every other line alone. The driver command names ``semmerge``
when it is on PATH, else the running interpreter (``<python> -m semmerge``), so that git
finds the driver even when a virtual environment is not activated.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from semmerge.languages import DRIVER_NAME, attribute_lines, default_extensions

DRIVER_LABEL = "semmerge semantic merge"
#: Attribute block markers; uninstall removes the lines from BEGIN through END.
BEGIN_PREFIX = "# >>> semmerge merge driver"
BEGIN_MARK = f"{BEGIN_PREFIX} (added by `semmerge install`; `semmerge uninstall` removes it)"
END_MARK = "# <<< semmerge merge driver"
#: git >= 2.44 expands %S, %X and %Y (conflict labels) in a merge driver's command.
LABELS_SINCE = (2, 44)
DEFAULT_GLOBAL_ATTRIBUTES = "~/.config/git/attributes"

Env = Mapping[str, str] | None
Out = Callable[[str], None]


class InstallError(Exception):
    """A usage error: reported as ``semmerge: error: ...`` with exit status 2."""


# ---------------------------------------------------------------------------
# git
# ---------------------------------------------------------------------------


def _git(
    args: list[str], cwd: str | os.PathLike[str] | None = None, env: Env = None
) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            ["git", *args], cwd=cwd, env=None if env is None else dict(env),
            capture_output=True, text=True, check=False,
        )
    except FileNotFoundError as exc:
        raise InstallError("git is not installed (or not on PATH)") from exc


def parse_git_version(text: str) -> tuple[int, int, int]:
    """``"git version 2.39.5"`` (or ``2.44.0.windows.1``, ``2.37.1 (Apple Git-137.1)``)
    -> ``(2, 39, 5)``; ``(0, 0, 0)`` when there is no version number."""
    m = re.search(r"(\d+)\.(\d+)(?:\.(\d+))?", text)
    if not m:
        return (0, 0, 0)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3) or 0))


def git_version(env: Env = None) -> tuple[int, int, int]:
    """The version of the ``git`` on PATH, from ``git --version``."""
    proc = _git(["--version"], env=env)
    if proc.returncode != 0:
        raise InstallError(f"`git --version` failed: {proc.stderr.strip()}")
    return parse_git_version(proc.stdout)


# ---------------------------------------------------------------------------
# What gets written
# ---------------------------------------------------------------------------


def semmerge_program(env: Env = None) -> str:
    """How the driver command starts semmerge: ``semmerge`` when it is on PATH, else the
    absolute path of the running interpreter with ``-m semmerge`` (shell-quoted)."""
    path = (os.environ if env is None else env).get("PATH")
    if shutil.which("semmerge", path=path):
        return "semmerge"
    return f"{shlex.quote(sys.executable)} -m semmerge"


def driver_command(version: tuple[int, ...], program: str = "semmerge") -> str:
    """The ``merge.semmerge.driver`` value for a git of ``version``.

    Older gits pass ``%S``/``%X``/``%Y`` through literally, so the label options are
    added only from git 2.44 on. git shell-quotes what it substitutes for ``%P`` etc.
    """
    cmd = f"{program} merge --git %O %A %B -p %P -l %L"
    if tuple(version[:2]) >= LABELS_SINCE:
        cmd += " --base-label %S --left-label %X --right-label %Y"
    return cmd


def attribute_block(extensions: Iterable[str] | None = None) -> list[str]:
    """The marked block of attribute lines (no newlines)."""
    return [BEGIN_MARK, *attribute_lines(extensions), END_MARK]


def _find_block(lines: list[str]) -> tuple[int, int] | None:
    """``(start, end)`` of the first marked block in ``lines`` (end exclusive)."""
    for start, line in enumerate(lines):
        if line.startswith(BEGIN_PREFIX):
            for end in range(start + 1, len(lines)):
                text = lines[end].rstrip("\r\n")
                if text.startswith(END_MARK):
                    return start, end + 1
                if not text.endswith(f" merge={DRIVER_NAME}"):
                    break  # end marker lost: take the begin line and our lines only
            else:
                end = len(lines)
            return start, end
    return None


def update_attributes(path: Path, block: list[str] | None) -> str:
    """Put ``block`` into the file at ``path`` (replacing an earlier one in place), or
    remove the block when ``block`` is None. Returns ``added``, ``updated``,
    ``unchanged``, ``removed`` or ``absent``."""
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    lines = text.splitlines(keepends=True)
    found = _find_block(lines)
    if block is None:
        if found is None:
            return "absent"
        del lines[found[0]:found[1]]
        new = "".join(lines)
        if new.strip():
            path.write_text(new, encoding="utf-8")
        else:
            path.unlink()
        return "removed"
    new_lines = [line + "\n" for line in block]
    if found is not None:
        if [line.rstrip("\r\n") for line in lines[found[0]:found[1]]] == block:
            return "unchanged"
        lines[found[0]:found[1]] = new_lines
        status = "updated"
    else:
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        lines.extend(new_lines)
        status = "added"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(lines), encoding="utf-8")
    return status


# ---------------------------------------------------------------------------
# Where it gets written
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """One git configuration scope and its attributes file."""

    scope: str  # "--local" or "--global"
    cwd: str | None
    env: Env
    description: str

    def config(self, *args: str) -> subprocess.CompletedProcess[str]:
        return _git(["config", self.scope, *args], cwd=self.cwd, env=self.env)

    def get(self, key: str, *, path: bool = False) -> str | None:
        proc = self.config(*(["--path"] if path else []), "--get", key)
        return proc.stdout.rstrip("\n") if proc.returncode == 0 else None

    def set(self, key: str, value: str) -> None:
        proc = self.config("--replace-all", key, value)
        if proc.returncode != 0:
            raise InstallError(f"git config {self.scope} {key} failed: {proc.stderr.strip()}")


def _target(global_: bool, cwd: str | None, env: Env) -> Target:
    if global_:
        return Target("--global", cwd, env, "global git config")
    proc = _git(["rev-parse", "--absolute-git-dir"], cwd=cwd, env=env)
    if proc.returncode != 0:
        raise InstallError(
            "not inside a git repository: run this in a repository, "
            "or use --global to install for all your repositories"
        )
    return Target("--local", cwd, env, f"repository {proc.stdout.strip()}")


def _local_attributes(target: Target) -> Path:
    proc = _git(["rev-parse", "--git-path", "info/attributes"], cwd=target.cwd, env=target.env)
    if proc.returncode != 0:
        raise InstallError(f"git rev-parse failed: {proc.stderr.strip()}")
    return Path(target.cwd or os.getcwd()) / proc.stdout.strip()


def _default_global_attributes(env: Env) -> Path:
    environ = os.environ if env is None else env
    xdg = environ.get("XDG_CONFIG_HOME")
    if xdg:
        return Path(xdg) / "git" / "attributes"
    home = environ.get("HOME")
    return (Path(home) if home else Path.home()) / ".config" / "git" / "attributes"


def _global_attributes(target: Target, out: Out, create: bool) -> Path:
    value = target.get("core.attributesFile", path=True)
    if value:
        return Path(value)
    if not create:  # git's own default when core.attributesFile is unset
        return _default_global_attributes(target.env)
    target.set("core.attributesFile", DEFAULT_GLOBAL_ATTRIBUTES)
    out(f"  set       core.attributesFile = {DEFAULT_GLOBAL_ATTRIBUTES}")
    value = target.get("core.attributesFile", path=True)
    return Path(value) if value else _default_global_attributes(target.env)


# ---------------------------------------------------------------------------
# The commands
# ---------------------------------------------------------------------------


def install(
    global_: bool = False,
    extensions: Iterable[str] | None = None,
    *,
    cwd: str | None = None,
    env: Env = None,
    program: str | None = None,
    out: Out = print,
) -> int:
    """Register the driver; returns the exit status (InstallError for usage errors).

    ``program`` overrides how the driver command starts semmerge (see
    :func:`semmerge_program`); ``env`` is the environment git runs in.
    """
    exts = list(extensions) if extensions else default_extensions()
    for ext in exts:
        if not ext.strip() or any(c.isspace() for c in ext.strip()):
            raise InstallError(f"bad extension {ext!r}")
    version = git_version(env=env)
    target = _target(global_, cwd, env)
    command = driver_command(version, program or semmerge_program(env))
    out(f"semmerge install ({target.description}):")
    for key, value in (
        (f"merge.{DRIVER_NAME}.name", DRIVER_LABEL),
        (f"merge.{DRIVER_NAME}.driver", command),
    ):
        if target.get(key) == value:
            out(f"  unchanged {key} = {value}")
        else:
            target.set(key, value)
            out(f"  set       {key} = {value}")
    if global_:
        attributes = _global_attributes(target, out, create=True)
    else:
        attributes = _local_attributes(target)
    block = attribute_block(list(extensions) if extensions else None)
    status = update_attributes(attributes, block)
    patterns = " ".join(line.split()[0] for line in block[1:-1])
    verb = {"added": "wrote", "updated": "updated", "unchanged": "unchanged"}[status]
    out(f"  {verb:<9} {attributes}: {patterns} merge={DRIVER_NAME}")
    if tuple(version[:2]) < LABELS_SINCE:
        shown = ".".join(map(str, version))
        since = ".".join(map(str, LABELS_SINCE))
        out(f"  note: git {shown} cannot pass conflict labels to a merge driver (that needs")
        out(f"        git {since}); conflicts are labelled ours/base/theirs")
    return 0


def uninstall(
    global_: bool = False, *, cwd: str | None = None, env: Env = None, out: Out = print
) -> int:
    """Remove the driver's config section and attribute block; returns the exit status."""
    target = _target(global_, cwd, env)
    out(f"semmerge uninstall ({target.description}):")
    section = f"merge.{DRIVER_NAME}"
    proc = target.config("--get-regexp", rf"^{re.escape(section)}\.")
    if proc.returncode == 0 and proc.stdout.strip():
        removed = target.config("--remove-section", section)
        if removed.returncode != 0:
            raise InstallError(f"git config --remove-section failed: {removed.stderr.strip()}")
        out(f"  removed   [{section}] from the {target.scope[2:]} git config")
    else:
        out(f"  absent    [{section}] in the {target.scope[2:]} git config")
    if global_:
        attributes = _global_attributes(target, out, create=False)
    else:
        attributes = _local_attributes(target)
    status = update_attributes(attributes, None)
    out(f"  {status:<9} semmerge attribute lines in {attributes}")
    return 0


def run_install(args: argparse.Namespace) -> int:
    try:
        return install(args.global_, args.ext)
    except InstallError as exc:
        print(f"semmerge: error: {exc}", file=sys.stderr)
        return 2


def run_uninstall(args: argparse.Namespace) -> int:
    try:
        return uninstall(args.global_)
    except InstallError as exc:
        print(f"semmerge: error: {exc}", file=sys.stderr)
        return 2


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("install", help="register semmerge as git's merge driver")
    p.add_argument(
        "--global", dest="global_", action="store_true",
        help="for all your repositories (~/.gitconfig and core.attributesFile)",
    )
    p.add_argument(
        "--ext", action="extend", nargs="+", metavar="EXT",
        help="file extensions to merge with semmerge (default: every supported language's)",
    )
    p.set_defaults(func=run_install)
    u = sub.add_parser("uninstall", help="remove what `semmerge install` added")
    u.add_argument("--global", dest="global_", action="store_true", help="from the global config")
    u.set_defaults(func=run_uninstall)
