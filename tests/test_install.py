"""``semmerge install`` / ``uninstall`` (and ``languages``): git config and attributes."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import semmerge.install as inst
from semmerge.cli import main
from semmerge.parse.spec import available_languages, load_spec

OLD_GIT = (2, 39, 5)
NEW_GIT = (2, 44, 0)
BASIC = "semmerge merge --git %O %A %B -p %P -l %L"
LABELS = " --base-label %S --left-label %X --right-label %Y"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """HOME in tmp, no system config, no repository above tmp_path."""
    home = tmp_path / "home"
    home.mkdir()
    for key in list(os.environ):
        if key.startswith("GIT_"):
            monkeypatch.delenv(key)
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    monkeypatch.setattr(inst, "git_version", lambda env=None: OLD_GIT)
    # PATH: git, and a `semmerge` (never run here) so that the driver command names it.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "git").symlink_to(shutil.which("git") or "/usr/bin/git")
    (bin_dir / "semmerge").write_text("#!/bin/sh\nexit 3\n")
    (bin_dir / "semmerge").chmod(0o755)
    monkeypatch.setenv("PATH", str(bin_dir))
    return home


@pytest.fixture
def repo(tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    subprocess.run(["git", "config", "user.name", "Test"], cwd=repo, check=True)
    subprocess.run(["git", "config", "user.email", "test@example.invalid"], cwd=repo, check=True)
    monkeypatch.chdir(repo)
    return repo


def config(*args: str, cwd: Path | None = None) -> str | None:
    proc = subprocess.run(["git", "config", *args], cwd=cwd, capture_output=True, text=True)
    return proc.stdout.rstrip("\n") if proc.returncode == 0 else None


def default_lines() -> list[str]:
    exts = [f"*{e}" for name in available_languages() for e in load_spec(name).extensions]
    names = [p if "/" not in p else f"**/{p}"
             for name in available_languages() for p in load_spec(name).filenames]
    return [f"{p} merge=semmerge" for p in dict.fromkeys([*exts, *names])]


def block(lines: list[str]) -> str:
    return "".join(f"{line}\n" for line in [inst.BEGIN_MARK, *lines, inst.END_MARK])


def test_install_writes_config_and_attributes(repo: Path) -> None:
    assert main(["install"]) == 0
    assert config("--local", "merge.semmerge.driver") == BASIC
    assert config("--local", "merge.semmerge.name") == inst.DRIVER_LABEL
    attributes = (repo / ".git" / "info" / "attributes").read_text()
    assert attributes == block(default_lines())
    assert "*.py merge=semmerge\n" in attributes
    # git itself now picks the driver for Python files, and only for them
    check = subprocess.run(
        ["git", "check-attr", "merge", "--", "a/b.py", "c.txt"],
        capture_output=True, text=True, check=True,
    )
    assert check.stdout == "a/b.py: merge: semmerge\nc.txt: merge: unspecified\n"


def test_install_twice_changes_nothing(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["install", "--ext", ".py", "pyi"]) == 0
    cfg = (repo / ".git" / "config").read_bytes()
    attributes = (repo / ".git" / "info" / "attributes").read_bytes()
    assert attributes.decode() == block(["*.py merge=semmerge", "*.pyi merge=semmerge"])
    capsys.readouterr()
    assert main(["install", "--ext", ".py", "--ext", ".pyi"]) == 0
    assert (repo / ".git" / "config").read_bytes() == cfg
    assert (repo / ".git" / "info" / "attributes").read_bytes() == attributes
    out = capsys.readouterr().out
    assert "unchanged merge.semmerge.driver" in out
    assert "unchanged merge.semmerge.name" in out
    assert "set " not in out and "wrote" not in out


def test_install_updates_its_block_in_place(repo: Path) -> None:
    path = repo / ".git" / "info" / "attributes"
    path.write_text("*.txt text\n")
    assert main(["install", "--ext", ".py"]) == 0
    path.write_text(path.read_text() + "*.md diff=markdown\n")
    assert main(["install", "--ext", ".py", ".pyi"]) == 0
    assert path.read_text() == (
        "*.txt text\n"
        + block(["*.py merge=semmerge", "*.pyi merge=semmerge"])
        + "*.md diff=markdown\n"
    )


def test_uninstall_removes_exactly_what_install_added(repo: Path) -> None:
    attributes = repo / ".git" / "info" / "attributes"
    attributes.write_text("*.txt text\n# my own comment\n*.py diff=python")  # no final newline
    subprocess.run(["git", "config", "merge.other.driver", "other %A"], check=True)
    cfg_before = (repo / ".git" / "config").read_text()
    assert main(["install"]) == 0
    assert attributes.read_text().startswith("*.txt text\n# my own comment\n*.py diff=python\n")
    assert main(["uninstall"]) == 0
    assert attributes.read_text() == "*.txt text\n# my own comment\n*.py diff=python\n"
    assert (repo / ".git" / "config").read_text() == cfg_before
    assert config("--local", "merge.semmerge.driver") is None
    assert config("--local", "merge.other.driver") == "other %A"
    # and again: nothing left to remove, nothing else touched
    assert main(["uninstall"]) == 0
    assert attributes.read_text() == "*.txt text\n# my own comment\n*.py diff=python\n"


def test_uninstall_deletes_attributes_file_it_alone_filled(repo: Path) -> None:
    assert main(["install"]) == 0
    assert main(["uninstall"]) == 0
    assert not (repo / ".git" / "info" / "attributes").exists()
    assert config("--local", "--get-regexp", "^merge\\.") is None


def test_driver_labels_need_git_2_44(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(inst, "git_version", lambda env=None: NEW_GIT)
    assert main(["install"]) == 0
    assert config("--local", "merge.semmerge.driver") == BASIC + LABELS
    monkeypatch.setattr(inst, "git_version", lambda env=None: (2, 43, 2))
    assert main(["install"]) == 0  # a downgrade updates the command
    assert config("--local", "merge.semmerge.driver") == BASIC


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ((2, 39, 5), BASIC),
        ((2, 43, 9), BASIC),
        ((2, 44, 0), BASIC + LABELS),
        ((2, 50, 1), BASIC + LABELS),
        ((3, 0, 0), BASIC + LABELS),
    ],
)
def test_driver_command(version: tuple[int, int, int], expected: str) -> None:
    assert inst.driver_command(version) == expected


@pytest.mark.parametrize(
    ("text", "version"),
    [
        ("git version 2.39.5\n", (2, 39, 5)),
        ("git version 2.44.0.windows.1\n", (2, 44, 0)),
        ("git version 2.37.1 (Apple Git-137.1)\n", (2, 37, 1)),
        ("git version 2.45\n", (2, 45, 0)),
        ("nonsense", (0, 0, 0)),
    ],
)
def test_parse_git_version(text: str, version: tuple[int, int, int]) -> None:
    assert inst.parse_git_version(text) == version


def test_real_git_version_probe() -> None:
    assert inst.git_version() >= (2, 0, 0)


def test_program_falls_back_to_the_running_interpreter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(inst.shutil, "which", lambda name, path=None: None)
    assert inst.semmerge_program() == f"{shlex.quote(sys.executable)} -m semmerge"
    monkeypatch.setattr(inst.shutil, "which", lambda name, path=None: "/somewhere/semmerge")
    assert inst.semmerge_program() == "semmerge"


def test_install_writes_interpreter_when_not_on_path(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    only_git = tmp_path / "only-git"
    only_git.mkdir()
    (only_git / "git").symlink_to(shutil.which("git") or "/usr/bin/git")
    monkeypatch.setenv("PATH", str(only_git))
    assert main(["install"]) == 0
    expected = f"{shlex.quote(sys.executable)} -m semmerge merge --git %O %A %B -p %P -l %L"
    assert config("--local", "merge.semmerge.driver") == expected


def test_outside_a_repository_needs_global(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    monkeypatch.chdir(outside)
    assert main(["install"]) == 2
    assert "not inside a git repository" in capsys.readouterr().err
    assert main(["uninstall"]) == 2
    assert not (home / ".gitconfig").exists()


def test_global_install_and_uninstall(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    monkeypatch.chdir(outside)
    assert main(["install", "--global"]) == 0
    assert config("--global", "merge.semmerge.driver") == BASIC
    assert config("--global", "core.attributesFile") == "~/.config/git/attributes"
    attributes = home / ".config" / "git" / "attributes"
    assert attributes.read_text() == block(default_lines())
    gitconfig = (home / ".gitconfig").read_text()
    assert main(["install", "--global"]) == 0
    assert (home / ".gitconfig").read_text() == gitconfig
    assert attributes.read_text() == block(default_lines())
    assert main(["uninstall", "--global"]) == 0
    assert config("--global", "merge.semmerge.driver") is None
    assert not attributes.exists()


def test_global_uses_existing_attributes_file(
    tmp_path: Path, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = home / "my-attributes"
    mine.write_text("*.bin binary\n")
    subprocess.run(["git", "config", "--global", "core.attributesFile", str(mine)], check=True)
    monkeypatch.chdir(tmp_path)
    assert main(["install", "--global", "--ext", ".py"]) == 0
    assert mine.read_text() == "*.bin binary\n" + block(["*.py merge=semmerge"])
    assert not (home / ".config" / "git" / "attributes").exists()
    assert main(["uninstall", "--global"]) == 0
    assert mine.read_text() == "*.bin binary\n"
    assert config("--global", "core.attributesFile") == str(mine)


def test_languages_lists_what_install_writes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["languages", "--gitattributes"]) == 0
    assert capsys.readouterr().out.splitlines() == default_lines()
    assert main(["languages"]) == 0
    out = capsys.readouterr().out
    for name in available_languages():
        assert name in out
        assert " ".join(load_spec(name).extensions) in out
