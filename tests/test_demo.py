"""``semmerge demo``: the narrated throw-away repository session."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from semmerge.cli import main
from semmerge.demo import AGENT_A, AGENT_B, BASE, conflict_excerpt


@pytest.fixture
def fake_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A HOME of our own, to see that the demo writes nothing there."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    return home


def test_demo_runs_clean(fake_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "CONFLICT (content): Merge conflict in shapes.py" in out
    assert "<<<<<<< HEAD" in out  # the excerpt of the plain merge
    assert "Merge made by" in out
    assert "Clean semantic merge" in out
    assert "*   " in out  # git log --graph shows the merge commit
    assert list(fake_home.iterdir()) == []  # no global git config written


def test_demo_keep(tmp_path: Path, fake_home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    keep = tmp_path / "kept"
    assert main(["demo", "--keep", str(keep)]) == 0
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    log = subprocess.run(
        ["git", "log", "--format=%s", "main"], cwd=keep, env=env,
        capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    assert log[0] == "Merge branch 'agent-b'"
    text = (keep / "shapes.py").read_text()
    assert "<<<<<<<" not in text
    compile(text, "shapes.py", "exec")
    for needed in ("import json", "import sys", "def to_json", "def main", "scale=1", "round("):
        assert needed in text
    capsys.readouterr()
    assert main(["demo", "--keep", str(keep)]) == 2  # not empty any more
    assert "not empty" in capsys.readouterr().err


def test_demo_as_a_subprocess(tmp_path: Path, fake_home: Path) -> None:
    env = dict(os.environ)
    proc = subprocess.run(
        [sys.executable, "-m", "semmerge", "demo"], env=env, capture_output=True, text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Clean semantic merge" in proc.stdout


def test_sample_branches_differ_as_described() -> None:
    assert "import json" in AGENT_A and "import json" not in BASE
    assert "import sys" in AGENT_B and "import sys" not in BASE
    assert AGENT_A.startswith(BASE.split("class")[0].rstrip("\n"))


def test_conflict_excerpt() -> None:
    text = "a\nb\nc\n<<<<<<< x\nd\n=======\ne\n>>>>>>> y\nf\ng\nh\ni\n"
    assert conflict_excerpt(text, context=1) == [
        "   3  c",
        "   4  <<<<<<< x",
        "   5  d",
        "   6  =======",
        "   7  e",
        "   8  >>>>>>> y",
        "   9  f",
    ]
