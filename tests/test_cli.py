"""The merge command line: the quick reader agrees with argparse; usage errors exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from semmerge.cli import build_parser, main, quick_merge_args


@pytest.mark.parametrize(
    "argv",
    [
        ["merge", "b", "l", "r"],
        ["merge", "--git", "b", "l", "r", "-p", "src/m.py", "-l", "9"],
        ["merge", "b", "l", "r", "--conflict-style", "merge", "--left-label", "HEAD"],
        ["merge", "b", "l", "r", "--report=out.json", "--timeout", "0.5", "--strict"],
        ["merge", "-o", "out.py", "b", "l", "r", "--language", "python", "--base-label", ""],
    ],
)
def test_quick_reader_matches_argparse(argv: list[str]) -> None:
    quick = quick_merge_args(argv)
    assert quick is not None
    full = build_parser(()).parse_args(argv)
    assert {k: v for k, v in vars(quick).items() if k != "func"} == {
        k: v for k, v in vars(full).items() if k != "func"
    }


@pytest.mark.parametrize(
    "argv",
    [
        ["merge", "b", "l"],
        ["merge", "b", "l", "r", "--conflict-style", "zdiff3"],
        ["merge", "b", "l", "r", "-l", "seven"],
        ["merge", "b", "l", "r", "--bogus"],
        ["merge", "b", "l", "r", "-p"],
    ],
)
def test_usage_errors_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert quick_merge_args(argv) is None
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "semmerge: error" in capsys.readouterr().err


def test_merge_writes_output_and_report(tmp_path: Path) -> None:
    base = "import os\n\n\ndef f():\n    return 1\n"
    left = "import json\nimport os\n\n\ndef f():\n    return 1\n\n\ndef g():\n    return 2\n"
    right = "import os\nimport re\n\n\ndef f():\n    return 1\n\n\ndef h():\n    return 3\n"
    for name, text in (("base.py", base), ("left.py", left), ("right.py", right)):
        (tmp_path / name).write_text(text)
    out, report = tmp_path / "out.py", tmp_path / "report.json"
    code = main(["merge", str(tmp_path / "base.py"), str(tmp_path / "left.py"),
                 str(tmp_path / "right.py"), "-o", str(out), "--report", str(report)])
    assert code == 0
    merged = out.read_text()
    assert "import json\nimport os\nimport re\n" in merged
    assert merged.index("def g") < merged.index("def h")
    data = json.loads(report.read_text())
    assert data["clean"] is True and data["strategy"] == "structured" and data["conflicts"] == []


def test_conflict_exit_1_and_report_names_symbol(tmp_path: Path) -> None:
    base = "def f():\n    return 1\n"
    (tmp_path / "b.py").write_text(base)
    (tmp_path / "l.py").write_text(base.replace("1", "2"))
    (tmp_path / "r.py").write_text(base.replace("1", "3"))
    report = tmp_path / "r.json"
    code = main(["merge", str(tmp_path / "b.py"), str(tmp_path / "l.py"), str(tmp_path / "r.py"),
                 "-o", str(tmp_path / "o.py"), "--report", str(report)])
    assert code == 1
    conflicts = json.loads(report.read_text())["conflicts"]
    assert len(conflicts) == 1 and conflicts[0]["start_line"] == 2


def test_git_mode_writes_into_left(tmp_path: Path) -> None:
    (tmp_path / "b.py").write_text("x = 1\n")
    (tmp_path / "l.py").write_text("x = 1\ny = 2\n")
    (tmp_path / "r.py").write_text("w = 0\nx = 1\n")
    code = main(["merge", "--git", str(tmp_path / "b.py"), str(tmp_path / "l.py"),
                 str(tmp_path / "r.py"), "-p", "pkg/mod.py", "-l", "7"])
    assert code == 0
    assert (tmp_path / "l.py").read_text() == "w = 0\nx = 1\ny = 2\n"


def test_merge_process_delivers_everything_before_it_ends(tmp_path: Path) -> None:
    """Run as a program, ``semmerge merge`` ends the process without tearing the
    interpreter down: what it printed (the merged text on a pipe, the warnings) and its
    exit status must all arrive. Here the text is long enough to fill a pipe's buffer
    many times over, and the report file is complete."""
    import subprocess
    import sys

    body = "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(3000))
    base = "def helper():\n    return -1\n\n\n" + body
    left = body  # deletes helper
    right = base + "def caller():\n    return helper()\n"  # calls it: a semantic warning
    for name, text in (("b.py", base), ("l.py", left), ("r.py", right)):
        (tmp_path / name).write_text(text)
    run = subprocess.run(
        [sys.executable, "-m", "semmerge", "merge", "b.py", "l.py", "r.py", "--report", "r.json"],
        cwd=tmp_path, capture_output=True, text=True,
    )
    assert run.returncode == 0
    assert run.stdout == body + "def caller():\n    return helper()\n"
    assert "'helper' is used at line" in run.stderr
    assert json.loads((tmp_path / "r.json").read_text())["clean"] is True

    (tmp_path / "l.py").write_text(base.replace("return -1", "return -2"))
    (tmp_path / "r.py").write_text(base.replace("return -1", "return -3"))
    run = subprocess.run(
        [sys.executable, "-m", "semmerge", "merge", "b.py", "l.py", "r.py", "-o", "out.py"],
        cwd=tmp_path, capture_output=True, text=True,
    )
    assert run.returncode == 1
    assert (tmp_path / "out.py").read_text().count("<<<<<<<") == 1


_RENAMED = (
    "def load(path):\n    return path\n\n\ndef main():\n    return load('a')\n",
    "def read(path):\n    return path\n\n\ndef main():\n    return read('a')\n",
    "def load(path):\n    return path\n\n\ndef again():\n    return load('b')\n\n\n"
    "def main():\n    return load('a')\n",
)


@pytest.mark.parametrize(
    ("strict", "code", "label"), [(False, 0, "warning"), (True, 1, "conflict")]
)
def test_name_the_merge_left_undefined_is_a_warning_or_under_strict_a_conflict(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], strict: bool, code: int, label: str,
) -> None:
    # Left renamed load to read everywhere; right added a new call to load.
    paths = []
    for name, text in zip(("base.py", "left.py", "right.py"), _RENAMED, strict=True):
        (tmp_path / name).write_text(text)
        paths.append(str(tmp_path / name))
    out = tmp_path / "out.py"
    argv = ["merge", *paths, "-o", str(out)] + (["--strict"] if strict else [])
    assert main(argv) == code
    err = capsys.readouterr().err
    assert f"{label}: 'load' is used at line" in err
    # Under --strict the file has no markers, so the message says where to look.
    assert ("no conflict markers" in err) is strict
    assert "<<<<<<<" not in out.read_text() and "return load('b')" in out.read_text()
