"""Inputs a merge driver must survive: bytes that are not UTF-8 text, syntax errors,
empty files, files that already hold conflict markers, huge and deeply nested files,
and an internal error on the CLI path. Whatever happens, no exception escapes and no
change of either side is lost."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

import semmerge.driver
from semmerge import merge_bytes, merge_texts
from semmerge.cli import main
from semmerge.merge.linemerge import merge_lines, split_lines

MARKERS = (b"<<<<<<< ", b"=======", b">>>>>>> ")


def _no_internal_error(result) -> None:
    assert "internal error" not in (result.reason or ""), result.reason


# -- bytes that are not UTF-8 text ----------------------------------------------------

LATIN1_BASE = (
    b"# -*- coding: latin-1 -*-\n"
    b"name = '\xe9t\xe9'\n\n\n"
    b"def f():\n    return 1\n\n\n"
    b"def g():\n    return 2\n"
)


def test_non_utf8_bytes_merged_by_lines() -> None:
    left = LATIN1_BASE.replace(b"return 1", b"return 10")
    right = LATIN1_BASE.replace(b"return 2", b"return 20 # \xfc")
    result = merge_bytes(LATIN1_BASE, left, right, "latin.py")
    assert result.clean
    assert result.data == LATIN1_BASE.replace(b"return 1", b"return 10").replace(
        b"return 2", b"return 20 # \xfc"
    )
    assert result.reason and "UTF-8" in result.reason


def test_non_utf8_bytes_conflict_keeps_bytes() -> None:
    left = LATIN1_BASE.replace(b"'\xe9t\xe9'", b"'\xe9t\xe9 chaud'")
    right = LATIN1_BASE.replace(b"'\xe9t\xe9'", b"'\xe9t\xe9 froid'")
    result = merge_bytes(LATIN1_BASE, left, right, "latin.py")
    assert not result.clean
    assert result.conflicts
    for marker in MARKERS:
        assert marker in result.data
    assert b"'\xe9t\xe9 chaud'" in result.data
    assert b"'\xe9t\xe9 froid'" in result.data


def test_binary_with_nul_bytes() -> None:
    base = b"\x00\x01header\n" + bytes(range(256)) + b"\nfooter\x00\n"
    left = base.replace(b"header", b"HEADER")
    right = base.replace(b"footer", b"FOOTER")
    result = merge_bytes(base, left, right, "blob.py")
    assert isinstance(result.data, bytes)
    assert result.clean
    assert result.data == base.replace(b"header", b"HEADER").replace(b"footer", b"FOOTER")


def test_binary_with_nul_bytes_conflict() -> None:
    base = b"\x00data\x00\n"
    result = merge_bytes(base, b"\x00left\x00\n", b"\x00right\x00\n", "blob.py")
    assert not result.clean
    assert b"\x00left\x00" in result.data
    assert b"\x00right\x00" in result.data


# -- syntax errors -------------------------------------------------------------------

GOOD = """\
def first():
    return 1


def second():
    return 2


def third():
    return 3
"""
BROKEN = GOOD.replace("def third():", "def third(:")


@pytest.mark.parametrize("broken", ["left", "right"])
def test_syntax_error_falls_back_to_line_merge(broken: str) -> None:
    # The side named `broken` brought the error, left edits first(), right edits
    # second()'s header two lines below: a clean line merge, close enough to be parsed
    # (see checks.may_break). A side's new error may be broken code, whose members'
    # bounds the parser only guesses: the line merge, reported as a fallback.
    base = GOOD
    left = (BROKEN if broken in ("base", "left") else GOOD).replace("return 1", "return 10")
    right = (BROKEN if broken in ("base", "right") else GOOD).replace(
        "def second():", "def second(x=0):"
    )
    result = merge_texts(base, left, right)
    line = merge_lines(split_lines(base), split_lines(left), split_lines(right))
    assert result.strategy == "fallback"
    assert result.text == line.text
    assert "return 10" in result.text and "def second(x=0)" in result.text
    assert result.reason and broken in result.reason, result.reason
    assert "parse" in result.reason or "syntax" in result.reason.lower(), result.reason


# A construct the grammar cannot read, in code every version has (here a bracket left
# open, which tree-sitter closes as "missing"): inside one function.
JS_BROKEN = """\
function first() {
  return 1;
}

function second() {
  return 2;
}

function third() {
  return [3;
}
"""
JS_ADDED = "\nfunction fourth() {\n  return 4;\n}\n"


def test_syntax_error_every_version_has_does_not_stop_a_structured_merge() -> None:
    # Both sides add a function at the end: a line conflict, merged as members, and
    # the result says where the inputs had errors.
    left = JS_BROKEN + JS_ADDED
    right = JS_BROKEN + JS_ADDED.replace("fourth", "fifth").replace("4", "5")
    result = merge_texts(JS_BROKEN, left, right, path="m.js")
    assert result.clean and result.strategy == "structured", result.reason
    assert result.text == left + right[len(JS_BROKEN):]
    assert result.reason and "syntax error" in result.reason and "base line 10" in result.reason


def test_syntax_error_every_version_has_is_merged_by_lines_where_the_spec_says() -> None:
    # Python's spec turns merging around errors off: its grammar's errors in committed
    # code are Python 2 code.
    left = BROKEN + "\n\ndef fourth():\n    return 4\n"
    right = BROKEN + "\n\ndef fifth():\n    return 5\n"
    result = merge_texts(BROKEN, left, right)
    assert not result.clean and result.strategy == "fallback"


def test_new_syntax_error_in_the_result_is_not_merged_around() -> None:
    # Each side edits the broken function's line differently: its line merge conflicts,
    # and nothing in the result may carry an error that no input has.
    left = JS_BROKEN.replace("return [3;", "return [3, 4;")
    right = JS_BROKEN.replace("return [3;", "return [3, 5;")
    result = merge_texts(JS_BROKEN, left, right, path="m.js")
    assert not result.clean


def test_a_new_error_in_a_side_is_not_merged_around() -> None:
    # A side's new error may be broken code whose extent the parser guesses: the line
    # merge, as for any syntax error.
    left = JS_BROKEN.replace("  return 1;", "  return (1;") + JS_ADDED
    right = JS_BROKEN + JS_ADDED.replace("fourth", "fifth").replace("4", "5")
    result = merge_texts(JS_BROKEN, left, right, path="m.js")
    assert result.strategy == "fallback" and "left" in (result.reason or "")


@pytest.mark.parametrize("broken", ["left", "right"])
def test_syntax_error_with_conflict_falls_back(broken: str) -> None:
    left = GOOD.replace("return 2", "return [2" if broken == "left" else "return 22")
    right = GOOD.replace("return 2", "return [2" if broken == "right" else "return 23")
    result = merge_texts(GOOD, left, right)
    assert result.strategy == "fallback"
    assert not result.clean
    assert result.conflicts
    assert result.reason and broken in result.reason, result.reason
    assert "<<<<<<< left" in result.text and ">>>>>>> right" in result.text


# -- empty files ---------------------------------------------------------------------


def test_all_three_empty() -> None:
    result = merge_bytes(b"", b"", b"", "empty.py")
    assert result.clean
    assert result.data == b""


def test_empty_base_both_add_same_content() -> None:
    text = "import os\n\n\ndef cwd():\n    return os.getcwd()\n"
    result = merge_texts("", text, text)
    assert result.clean
    assert result.text == text


def test_empty_base_both_add_different_content() -> None:
    left = "import os\n\n\ndef cwd():\n    return os.getcwd()\n"
    right = "import sys\n\n\ndef argv():\n    return sys.argv\n"
    result = merge_texts("", left, right)
    _no_internal_error(result)
    for line in (*left.splitlines(), *right.splitlines()):
        assert line in result.text.splitlines()
    if result.clean:
        assert "<<<<<<<" not in result.text
        compile(result.text, "merged.py", "exec")
    else:
        assert "<<<<<<< left" in result.text


def test_one_side_empties_file_other_untouched() -> None:
    base = "def f():\n    return 1\n"
    result = merge_texts(base, "", base)
    assert result.clean
    assert result.text == ""


def test_one_side_empties_file_other_edits() -> None:
    base = "def f():\n    return 1\n"
    result = merge_texts(base, "", base.replace("1", "2"))
    _no_internal_error(result)
    assert not result.clean
    assert "return 2" in result.text


# -- inputs that already contain conflict markers ------------------------------------

WITH_MARKERS = """\
def f():
<<<<<<< HEAD
    return 1
=======
    return 2
>>>>>>> feature


def g():
    return 3


def h():
    return 4
"""


def test_conflict_markers_in_all_inputs() -> None:
    left = WITH_MARKERS.replace("return 3", "return 30")
    right = WITH_MARKERS.replace("return 4", "return 40")
    result = merge_texts(WITH_MARKERS, left, right)
    _no_internal_error(result)
    assert result.text == WITH_MARKERS.replace("return 3", "return 30").replace(
        "return 4", "return 40"
    )
    assert result.strategy in ("line", "fallback")


def test_conflict_markers_added_by_one_side() -> None:
    base = WITH_MARKERS.replace(
        "<<<<<<< HEAD\n    return 1\n=======\n    return 2\n>>>>>>> feature\n", "    return 1\n"
    )
    right = base.replace("return 4", "return 40") + "\n\ndef k():\n    return 5\n"
    left = WITH_MARKERS + "\n\ndef j():\n    return 6\n"
    result = merge_texts(base, left, right)
    _no_internal_error(result)
    for needed in ("return 40", "return 5", "return 6", "<<<<<<< HEAD", ">>>>>>> feature"):
        assert needed in result.text
    assert not result.clean


# -- a huge file ---------------------------------------------------------------------

N_FUNCS = 125_000  # about 5 MB


def _huge() -> tuple[list[str], str]:
    funcs = [f"def f_{i:06d}(x):\n    return x + {i}\n" for i in range(N_FUNCS)]
    return funcs, "\n\n".join(funcs)


@pytest.fixture(scope="module")
def huge_versions() -> tuple[str, str, str]:
    funcs, base = _huge()
    lf, rf = list(funcs), list(funcs)
    lf[10] = "def f_000010(x):\n    return x - 10\n"
    rf[-10] = rf[-10].replace("return x +", "return x *")
    left = "\n\n".join(lf) + "\n\ndef left_end():\n    return 'left'\n"
    right = "\n\n".join(rf) + "\n\ndef right_end():\n    return 'right'\n"
    assert len(base) > 5_000_000
    return base, left, right


def test_huge_file_with_small_timeout(huge_versions: tuple[str, str, str]) -> None:
    base, left, right = huge_versions
    start = time.monotonic()
    result = merge_texts(base, left, right, timeout=0.05)
    elapsed = time.monotonic() - start
    _no_internal_error(result)
    assert elapsed < 30, f"took {elapsed:.1f} s"
    # Both add at the end: the line merge conflicts there; past the time limit the line
    # merge (with its conflict) is the answer.
    assert result.strategy == "fallback"
    assert result.reason and "time" in result.reason, result.reason
    assert not result.clean
    assert "    return x - 10\n" in result.text
    assert f"    return x * {N_FUNCS - 10}\n" in result.text
    assert "return 'left'" in result.text and "return 'right'" in result.text


def test_huge_file_time_limit_bounds_structured_work(
    huge_versions: tuple[str, str, str],
) -> None:
    """The structured stage must stop near its time limit, not after parsing everything:
    with timeout=0.05 s the whole merge may take little more than the line merge."""
    base, left, right = huge_versions
    start = time.monotonic()
    merge_lines(split_lines(base), split_lines(left), split_lines(right))
    line_time = time.monotonic() - start
    start = time.monotonic()
    merge_texts(base, left, right, timeout=0.05)
    total = time.monotonic() - start
    # Generous: the machine may be shared; parsing 3 x 5 MB alone takes several times more.
    assert total < 2 * line_time + 5, f"line merge {line_time:.1f} s, merge {total:.1f} s"


def test_huge_file_clean_line_merge(huge_versions: tuple[str, str, str]) -> None:
    base, left, right = huge_versions
    left = left.rsplit("\n\ndef left_end", 1)[0]
    start = time.monotonic()
    result = merge_texts(base, left, right, timeout=0.05)
    elapsed = time.monotonic() - start
    _no_internal_error(result)
    assert elapsed < 30, f"took {elapsed:.1f} s"
    assert result.clean
    assert "    return x - 10\n" in result.text
    assert "return 'right'" in result.text


# -- deep nesting --------------------------------------------------------------------

DEPTH = 5000
NESTED = {
    "parentheses": "x = " + "(" * DEPTH + "1" + ")" * DEPTH + "\n",
    "lists": "x = " + "[" * DEPTH + "]" * DEPTH + "\n",
    "if_blocks": "".join("    " * i + f"if x{i}:\n" for i in range(DEPTH))
    + "    " * DEPTH
    + "pass\n",
    "classes": "".join("    " * i + f"class C{i}:\n" for i in range(DEPTH))
    + "    " * DEPTH
    + "pass\n",
    "elif_chain": "def pick(x):\n    if x == 0:\n        return 0\n"
    + "".join(f"    elif x == {i}:\n        return {i}\n" for i in range(1, DEPTH))
    + "    return -1\n",
    "binary_operators": "x = " + " + ".join(["1"] * DEPTH) + "\n",
}


@pytest.mark.parametrize("kind", sorted(NESTED))
def test_deep_nesting(kind: str) -> None:
    nested = NESTED[kind]
    base = nested + "\n\ndef f():\n    return 1\n"
    left = nested + "\n\ndef f():\n    return 2\n\n\ndef g():\n    return 'l'\n"
    right = nested + "\n\ndef f():\n    return 1\n\n\ndef h():\n    return 'r'\n"
    result = merge_texts(base, left, right)  # must not raise RecursionError
    _no_internal_error(result)
    assert "RecursionError" not in (result.reason or "") or "Python rejects" in result.reason
    assert nested in result.text
    for needed in ("return 2", "return 'l'", "return 'r'"):
        assert needed in result.text
    if not result.clean:
        assert "<<<<<<< left" in result.text


@pytest.mark.parametrize("kind", ["classes", "if_blocks"])
def test_deep_nesting_edited_inside(kind: str) -> None:
    nested = NESTED[kind]
    left = nested.replace(f"{DEPTH - 1}:\n", f"{DEPTH - 1}:  # left\n", 1)
    right = nested + "\n\ndef h():\n    return 'r'\n"
    result = merge_texts(nested, left, right)
    _no_internal_error(result)
    assert result.clean
    assert "# left" in result.text and "return 'r'" in result.text


# -- the CLI when the merge itself fails ---------------------------------------------


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_bytes(text.encode())
    return str(path)


@pytest.mark.parametrize("git_mode", [False, True])
def test_cli_internal_error_still_writes_line_merge(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    git_mode: bool,
) -> None:
    base = GOOD
    left = GOOD.replace("return 1", "return 10")
    right = GOOD.replace("return 3", "return 30")
    paths = [
        _write(tmp_path, f"{n}.py", t)
        for n, t in (("base", base), ("left", left), ("right", right))
    ]

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("simulated failure in the merge path")

    monkeypatch.setattr(semmerge.driver, "merge_bytes", boom)
    out = tmp_path / "out.py"
    argv = ["merge", *paths, "--path", "mod.py"]
    argv += ["--git"] if git_mode else ["-o", str(out)]
    status = main(argv)
    assert status == 1
    written = Path(paths[1] if git_mode else out).read_text()
    expected = GOOD.replace("return 1", "return 10").replace("return 3", "return 30")
    assert written == expected  # the (clean) line merge, left for a human to check
    assert "simulated failure" in capsys.readouterr().err


def test_cli_internal_error_with_conflict(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    paths = [
        _write(tmp_path, "base.py", GOOD),
        _write(tmp_path, "left.py", GOOD.replace("return 2", "return 22")),
        _write(tmp_path, "right.py", GOOD.replace("return 2", "return 23")),
    ]

    def boom(*args: object, **kwargs: object) -> None:
        raise RecursionError("simulated")

    monkeypatch.setattr(semmerge.driver, "merge_bytes", boom)
    out = tmp_path / "out.py"
    assert (
        main(["merge", *paths, "-o", str(out), "--left-label", "ours", "--right-label", "theirs"])
        == 1
    )
    written = out.read_text()
    assert "<<<<<<< ours\n    return 22\n" in written
    assert "||||||| base\n    return 2\n=======\n    return 23\n>>>>>>> theirs\n" in written
