"""``semmerge resolve``: conflict markers in a file -> re-merged file."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from semmerge.cli import main
from semmerge.resolve import find_conflicts, marker_sizes, resolve_text

# --- helpers ---------------------------------------------------------------


def git_env(home: Path) -> dict[str, str]:
    """An environment in which git sees no user or system config and has an identity."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env.update(
        HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), GIT_CONFIG_NOSYSTEM="1",
        GIT_AUTHOR_NAME="Test", GIT_AUTHOR_EMAIL="test@example.invalid",
        GIT_COMMITTER_NAME="Test", GIT_COMMITTER_EMAIL="test@example.invalid",
        GIT_EDITOR="true", GIT_MERGE_AUTOEDIT="no",
    )
    return env


def git(
    repo: Path, env: dict[str, str], *args: str, ok: bool = True
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True)
    if ok:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.fixture
def isolated_git(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Isolate git both for the subprocesses we start and for those resolve starts."""
    env = git_env(tmp_path / "home")
    (tmp_path / "home").mkdir()
    for key in list(os.environ):
        if key.startswith("GIT_"):
            monkeypatch.delenv(key)
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    return env


def make_repo(root: Path, env: dict[str, str]) -> Path:
    root.mkdir()
    git(root, env, "init", "-q")
    git(root, env, "symbolic-ref", "HEAD", "refs/heads/main")
    git(root, env, "config", "user.name", "Test")
    git(root, env, "config", "user.email", "test@example.invalid")
    git(root, env, "config", "core.autocrlf", "false")
    git(root, env, "config", "merge.conflictStyle", "merge")
    return root


# --- inputs -----------------------------------------------------------------

# Two sides add different functions at the same place, in diff3 style.
ADDED_DIFF3 = """\
import os


def first():
    return 1


<<<<<<< ours
def from_left():
    return "left"
||||||| base
=======
def from_right():
    return "right"
>>>>>>> theirs


def last():
    return os.sep
"""

ADDED_MERGED = """\
import os


def first():
    return 1


def from_left():
    return "left"


def from_right():
    return "right"


def last():
    return os.sep
"""


def test_diff3_markers_resolved_with_backup(tmp_path: Path) -> None:
    target = tmp_path / "mod.py"
    target.write_text(ADDED_DIFF3)
    assert main(["resolve", str(target)]) == 0
    assert target.read_text() == ADDED_MERGED
    assert (tmp_path / "mod.py.orig").read_text() == ADDED_DIFF3


def test_output_option_leaves_the_file_alone(tmp_path: Path) -> None:
    target = tmp_path / "mod.py"
    target.write_text(ADDED_DIFF3)
    out = tmp_path / "out.py"
    assert main(["resolve", str(target), "-o", str(out)]) == 0
    assert out.read_text() == ADDED_MERGED
    assert target.read_text() == ADDED_DIFF3
    assert not (tmp_path / "mod.py.orig").exists()


def test_marker_size_10(tmp_path: Path) -> None:
    text = (
        ADDED_DIFF3.replace("<<<<<<< ", "<" * 10 + " ")
        .replace("||||||| ", "|" * 10 + " ")
        .replace("=======\n", "=" * 10 + "\n")
        .replace(">>>>>>> ", ">" * 10 + " ")
    )
    assert marker_sizes(text) == [10]
    target = tmp_path / "mod.py"
    target.write_text(text)
    assert main(["resolve", str(target)]) == 0
    assert target.read_text() == ADDED_MERGED


def test_seven_char_lines_inside_size_10_blocks_are_content() -> None:
    text = "".join([
        "x = 1\n", "<" * 10 + " a\n", "y = 1\n", "=" * 7 + "\n", "=" * 10 + "\n", "y = 2\n",
        ">" * 10 + "\n",
    ])
    size, segments = find_conflicts(text)
    assert size == 10
    block = segments[1]
    assert not isinstance(block, str)
    assert block.ours == "y = 1\n=======\n"
    assert block.base is None
    assert block.theirs == "y = 2\n"


# The first block resolves (two additions), the second is a real modify/modify conflict.
TWO_BLOCKS = """\
import os


def first():
    return 1


<<<<<<< ours
def from_left():
    return "left"
||||||| base
=======
def from_right():
    return "right"
>>>>>>> theirs


def middle():
    return 2


def last():
<<<<<<< ours
    return os.sep + "left"
||||||| base
    return os.sep
=======
    return os.sep + "right"
>>>>>>> theirs
"""

TWO_BLOCKS_AFTER = """\
import os


def first():
    return 1


def from_left():
    return "left"


def from_right():
    return "right"


def middle():
    return 2


def last():
<<<<<<< ours
    return os.sep + "left"
||||||| base
    return os.sep
=======
    return os.sep + "right"
>>>>>>> theirs
"""


def test_true_conflict_stays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "mod.py"
    target.write_text(TWO_BLOCKS)
    assert main(["resolve", str(target), "--json"]) == 1
    assert target.read_text() == TWO_BLOCKS_AFTER
    assert (tmp_path / "mod.py.orig").read_text() == TWO_BLOCKS
    report = json.loads(capsys.readouterr().out)
    assert report["clean"] is False
    assert report["conflicts_before"] == 2
    assert report["conflicts_after"] == 1
    assert [b["resolved"] for b in report["blocks"]] == [True, False]
    assert [b["line"] for b in report["blocks"]] == [8, 23]  # opening markers, in the input


def test_only_conflict_unchanged(tmp_path: Path) -> None:
    only = TWO_BLOCKS_AFTER
    target = tmp_path / "mod.py"
    target.write_text(only)
    assert main(["resolve", str(target)]) == 1
    assert target.read_text() == only
    assert not (tmp_path / "mod.py.orig").exists()  # nothing changed, nothing backed up


def test_no_markers(tmp_path: Path) -> None:
    target = tmp_path / "mod.py"
    target.write_text("x = 1\n")
    assert main(["resolve", str(target)]) == 0
    assert target.read_text() == "x = 1\n"


def test_missing_file(tmp_path: Path) -> None:
    assert main(["resolve", str(tmp_path / "nope.py")]) == 2


NO_BASE = """\
import os
<<<<<<< HEAD
import json
=======
import sys
>>>>>>> other
"""


def test_no_base_outside_git_stays(tmp_path: Path, isolated_git: dict[str, str]) -> None:
    target = tmp_path / "mod.py"
    target.write_text(NO_BASE)
    assert main(["resolve", str(target)]) == 1
    assert target.read_text() == NO_BASE


def test_no_base_with_stages_in_text_api() -> None:
    res = resolve_text(NO_BASE, "mod.py", ("import os\n", "import os\nimport json\n",
                                           "import os\nimport sys\n"))
    assert res.clean
    assert res.text == "import os\nimport json\nimport sys\n"
    assert [b.base for b in res.blocks] == ["index"]


# --- a real repository left conflicted by git merge (no driver) -------------------

REPO_BASE = """\
import os


def first():
    return 1


def middle():
    return 2


def last():
    return os.sep
"""

REPO_LEFT = """\
import os
import json


def first():
    return 1


def to_json(x):
    return json.dumps(x)


def middle():
    return 2


def last():
    return os.sep
"""

REPO_RIGHT = """\
import os
import sys


def first():
    return 1


def exit_code(ok):
    return 0 if ok else 1


def middle():
    return 2


def last():
    return os.sep
"""

REPO_MERGED = """\
import os
import json
import sys


def first():
    return 1


def to_json(x):
    return json.dumps(x)


def exit_code(ok):
    return 0 if ok else 1


def middle():
    return 2


def last():
    return os.sep
"""


def _conflicted_repo(tmp_path: Path, env: dict[str, str], base: str, left: str, right: str) -> Path:
    repo = make_repo(tmp_path / "repo", env)
    (repo / "mod.py").write_text(base)
    git(repo, env, "add", "mod.py")
    git(repo, env, "commit", "-q", "-m", "base")
    git(repo, env, "checkout", "-q", "-b", "right")
    (repo / "mod.py").write_text(right)
    git(repo, env, "commit", "-q", "-am", "right")
    git(repo, env, "checkout", "-q", "main")
    (repo / "mod.py").write_text(left)
    git(repo, env, "commit", "-q", "-am", "left")
    merge = git(repo, env, "merge", "right", ok=False)
    assert merge.returncode != 0 and "CONFLICT" in merge.stdout
    text = (repo / "mod.py").read_text()
    assert "<<<<<<< HEAD" in text and "|||||||" not in text
    return repo


def test_no_base_markers_resolved_from_index(tmp_path: Path, isolated_git: dict[str, str]) -> None:
    repo = _conflicted_repo(tmp_path, isolated_git, REPO_BASE, REPO_LEFT, REPO_RIGHT)
    conflicted = (repo / "mod.py").read_text()
    assert main(["resolve", str(repo / "mod.py")]) == 0
    assert (repo / "mod.py").read_text() == REPO_MERGED
    assert (repo / "mod.py.orig").read_text() == conflicted


def test_no_base_resolved_from_index_relative_path(
    tmp_path: Path, isolated_git: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = _conflicted_repo(tmp_path, isolated_git, REPO_BASE, REPO_LEFT, REPO_RIGHT)
    monkeypatch.chdir(repo)
    assert main(["resolve", "mod.py"]) == 0
    assert (repo / "mod.py").read_text() == REPO_MERGED


# Left and right also change last() differently: that block must stay, the others go.
REPO_LEFT_2 = REPO_LEFT.replace("return os.sep", 'return os.sep + "left"')
REPO_RIGHT_2 = REPO_RIGHT.replace("return os.sep", 'return os.sep + "right"')
REPO_PARTIAL = """\
import os
import json
import sys


def first():
    return 1


def to_json(x):
    return json.dumps(x)


def exit_code(ok):
    return 0 if ok else 1


def middle():
    return 2


def last():
<<<<<<< HEAD
    return os.sep + "left"
=======
    return os.sep + "right"
>>>>>>> right
"""


def test_index_blocks_resolved_one_by_one(
    tmp_path: Path, isolated_git: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    repo = _conflicted_repo(tmp_path, isolated_git, REPO_BASE, REPO_LEFT_2, REPO_RIGHT_2)
    assert (repo / "mod.py").read_text().count("<<<<<<<") == 3
    assert main(["resolve", str(repo / "mod.py"), "--json"]) == 1
    assert (repo / "mod.py").read_text() == REPO_PARTIAL
    report = json.loads(capsys.readouterr().out)
    assert report["method"] == "per-block"
    assert [(b["base"], b["resolved"]) for b in report["blocks"]] == [
        ("index", True), ("index", True), ("index", False)
    ]


def test_index_ignored_once_edited_by_hand(tmp_path: Path, isolated_git: dict[str, str]) -> None:
    repo = _conflicted_repo(tmp_path, isolated_git, REPO_BASE, REPO_LEFT, REPO_RIGHT)
    edited = (repo / "mod.py").read_text().replace("return 2", "return 22")
    (repo / "mod.py").write_text(edited)
    assert main(["resolve", str(repo / "mod.py")]) == 1
    assert (repo / "mod.py").read_text() == edited
