"""End to end: git runs semmerge as its merge driver for merge, rebase and cherry-pick.

Two branches change one Python module in ways plain git cannot merge: both add an import
right after the same line, both append a function, and one edits ``Inventory.add``
while the other edits ``Inventory.remove`` on the line right after it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BASE = '''\
"""Inventory of named items."""
import os


class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + count
    def remove(self, name):
        del self.items[name]


def data_dir():
    return os.path.join(os.getcwd(), "data")
'''

LEFT = '''\
"""Inventory of named items."""
import os
import json


class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + max(count, 0)
    def remove(self, name):
        del self.items[name]


def data_dir():
    return os.path.join(os.getcwd(), "data")


def save(inv, path):
    with open(path, "w") as fh:
        json.dump(inv.items, fh)
'''

RIGHT = '''\
"""Inventory of named items."""
import os
import logging


class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + count
    def remove(self, name, missing_ok=False):
        if missing_ok:
            self.items.pop(name, None)
        else:
            del self.items[name]


def data_dir():
    return os.path.join(os.getcwd(), "data")


def log_size(inv):
    logging.info("%d items", len(inv.items))
'''

# LEFT merged with RIGHT, LEFT being "ours" (merge into left, cherry-pick onto left).
LEFT_THEN_RIGHT = '''\
"""Inventory of named items."""
import os
import json
import logging


class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + max(count, 0)
    def remove(self, name, missing_ok=False):
        if missing_ok:
            self.items.pop(name, None)
        else:
            del self.items[name]


def data_dir():
    return os.path.join(os.getcwd(), "data")


def save(inv, path):
    with open(path, "w") as fh:
        json.dump(inv.items, fh)


def log_size(inv):
    logging.info("%d items", len(inv.items))
'''

# The same with RIGHT as "ours" (left rebased onto right).
RIGHT_THEN_LEFT = '''\
"""Inventory of named items."""
import os
import logging
import json


class Inventory:
    def __init__(self):
        self.items = {}
    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + max(count, 0)
    def remove(self, name, missing_ok=False):
        if missing_ok:
            self.items.pop(name, None)
        else:
            del self.items[name]


def data_dir():
    return os.path.join(os.getcwd(), "data")


def log_size(inv):
    logging.info("%d items", len(inv.items))


def save(inv, path):
    with open(path, "w") as fh:
        json.dump(inv.items, fh)
'''

MODULE = "pkg/inventory.py"
VENV_BIN = Path(sys.executable).parent


def _base_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(
        HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), GIT_CONFIG_NOSYSTEM="1",
        GIT_CEILING_DIRECTORIES=str(home.parent),
        GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.invalid",
        GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.invalid",
        GIT_EDITOR="true", GIT_MERGE_AUTOEDIT="no", GIT_TERMINAL_PROMPT="0",
    )
    return env


def _path_with_semmerge() -> str:
    if not (VENV_BIN / "semmerge").exists():
        pytest.skip(f"no semmerge script next to {sys.executable}")
    return os.pathsep.join([str(VENV_BIN), os.environ.get("PATH", "")])


def _path_without_semmerge(tmp_path: Path) -> str:
    dirs = [
        d for d in os.environ.get("PATH", "").split(os.pathsep)
        if d and not os.access(os.path.join(d, "semmerge"), os.X_OK)
    ]
    if shutil.which("git", path=os.pathsep.join(dirs)) is None:
        git_dir = tmp_path / "git-only"
        git_dir.mkdir()
        (git_dir / "git").symlink_to(shutil.which("git") or "/usr/bin/git")
        dirs.insert(0, str(git_dir))
    return os.pathsep.join(dirs)


class Repo:
    def __init__(self, root: Path, env: dict[str, str]) -> None:
        self.root = root
        self.env = env

    def git(self, *args: str, ok: bool = True) -> subprocess.CompletedProcess[str]:
        proc = subprocess.run(
            ["git", *args], cwd=self.root, env=self.env, capture_output=True, text=True
        )
        if ok:
            assert proc.returncode == 0, f"git {args}:\n{proc.stdout}{proc.stderr}"
        return proc

    def semmerge(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "semmerge", *args], cwd=self.root, env=self.env,
            capture_output=True, text=True,
        )

    def write(self, text: str) -> None:
        path = self.root / MODULE
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)

    def read(self) -> str:
        return (self.root / MODULE).read_text()

    def commit(self, text: str, message: str) -> None:
        self.write(text)
        self.git("add", MODULE)
        self.git("commit", "-q", "-m", message)

    def head(self, rev: str = "HEAD") -> str:
        return self.git("rev-parse", rev).stdout.strip()


def _make_repo(tmp_path: Path, path_env: str) -> Repo:
    home = tmp_path / "home"
    home.mkdir()
    env = _base_env(home)
    env["PATH"] = path_env
    root = tmp_path / "repo"
    root.mkdir()
    repo = Repo(root, env)
    repo.git("init", "-q")
    repo.git("symbolic-ref", "HEAD", "refs/heads/main")
    repo.git("config", "user.name", "Test")
    repo.git("config", "user.email", "test@example.invalid")
    repo.git("config", "core.autocrlf", "false")
    repo.commit(BASE, "base")
    repo.git("checkout", "-q", "-b", "left")
    repo.commit(LEFT, "left: json, save(), non-negative add")
    repo.git("checkout", "-q", "-b", "right", "main")
    repo.commit(RIGHT, "right: logging, log_size(), remove(missing_ok)")
    return repo


def _assert_plain_git_conflicts(repo: Repo) -> None:
    repo.git("checkout", "-q", "left")
    merge = repo.git("merge", "--no-edit", "right", ok=False)
    assert merge.returncode != 0
    assert f"CONFLICT (content): Merge conflict in {MODULE}" in merge.stdout
    text = repo.read()
    assert text.count("<<<<<<< HEAD") == 3  # imports, add/remove, appended functions
    repo.git("merge", "--abort")
    assert repo.read() == LEFT


@pytest.fixture(params=["semmerge-on-path", "interpreter"])
def repo(request: pytest.FixtureRequest, tmp_path: Path) -> Repo:
    """A repository with branches left and right, semmerge installed as its driver.

    ``semmerge-on-path``: the driver command is ``semmerge ...`` and git finds the
    venv's script on PATH; ``interpreter``: semmerge is not on PATH, so install writes
    ``<this python> -m semmerge ...``.
    """
    on_path = request.param == "semmerge-on-path"
    path_env = _path_with_semmerge() if on_path else _path_without_semmerge(tmp_path)
    repo = _make_repo(tmp_path, path_env)
    _assert_plain_git_conflicts(repo)
    proc = repo.semmerge("install")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    driver = repo.git("config", "--local", "merge.semmerge.driver").stdout.strip()
    program = driver.split(" merge --git ")[0]
    if on_path:
        assert program == "semmerge"
    else:
        assert program.endswith(" -m semmerge") and "python" in program
    return repo


def _assert_clean_tree(repo: Repo) -> None:
    assert repo.git("status", "--porcelain").stdout == ""


def test_merge(repo: Repo) -> None:
    repo.git("checkout", "-q", "-b", "merged", "left")
    proc = repo.git("merge", "--no-edit", "right", ok=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert repo.read() == LEFT_THEN_RIGHT
    _assert_clean_tree(repo)
    parents = repo.git("rev-list", "--parents", "-n", "1", "HEAD").stdout.split()[1:]
    assert parents == [repo.head("left"), repo.head("right")]


def test_merge_the_other_way(repo: Repo) -> None:
    repo.git("checkout", "-q", "-b", "merged", "right")
    proc = repo.git("merge", "--no-edit", "left", ok=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert repo.read() == RIGHT_THEN_LEFT
    _assert_clean_tree(repo)


def test_rebase(repo: Repo) -> None:
    repo.git("checkout", "-q", "-b", "rebased", "left")
    proc = repo.git("rebase", "right", ok=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert repo.read() == RIGHT_THEN_LEFT
    _assert_clean_tree(repo)
    assert repo.head("HEAD~1") == repo.head("right")
    assert repo.git("log", "-1", "--format=%s").stdout.strip().startswith("left:")


def test_cherry_pick(repo: Repo) -> None:
    repo.git("checkout", "-q", "-b", "picked", "left")
    proc = repo.git("cherry-pick", "right", ok=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert repo.read() == LEFT_THEN_RIGHT
    _assert_clean_tree(repo)
    assert repo.head("HEAD~1") == repo.head("left")


def test_uninstall_brings_back_plain_git(repo: Repo) -> None:
    proc = repo.semmerge("uninstall")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    _assert_plain_git_conflicts(repo)
