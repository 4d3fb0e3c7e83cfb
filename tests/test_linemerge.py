"""Tests of semmerge.merge.linemerge: unit cases, and property tests against git merge-file.

In: small hand-written and generated base/left/right line lists. Out: pass/fail. The
git comparisons run ``git merge-file`` in a temp dir with an isolated config and are
skipped when git is not installed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
import typing
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semmerge.merge.linemerge import (
    LineConflict,
    LineMerge,
    diff_blocks,
    merge_lines,
    merge_texts_by_line,
    merge_touching,
    same_change,
    split_lines,
)

GIT = shutil.which("git")
needs_git = pytest.mark.skipif(GIT is None, reason="git is not installed")
STYLES = ("diff3", "merge")
LABELS = {"left_label": "L", "base_label": "B", "right_label": "R"}
USES_TMP_PATH = [HealthCheck.function_scoped_fixture]  # tmp_path is reused across examples


def merge(base: str, left: str, right: str, style: str = "diff3", **kw: object) -> LineMerge:
    """merge_texts_by_line with the labels L, B, R unless given."""
    return merge_texts_by_line(base, left, right, style=style, **{**LABELS, **kw})  # type: ignore[arg-type]


def _git_env(home: Path) -> dict[str, str]:
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(home),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_CEILING_DIRECTORIES": str(home.parent),
    }


def git_merge_file(
    tmp: Path, base: list[str], left: list[str], right: list[str], style: str
) -> tuple[str, int]:
    """Output and exit code (the number of conflicts) of ``git merge-file -p``."""
    for name, lines in (("base", base), ("left", left), ("right", right)):
        (tmp / name).write_bytes("".join(lines).encode())
    cmd = [GIT or "git", "merge-file", "-p", "-L", "L", "-L", "B", "-L", "R"]
    if style == "diff3":
        cmd.append("--diff3")
    proc = subprocess.run(
        [*cmd, "left", "base", "right"], cwd=tmp, env=_git_env(tmp), capture_output=True
    )
    assert 0 <= proc.returncode < 128, proc.stderr
    return proc.stdout.decode(), proc.returncode


# ---------------------------------------------------------------------------
# split_lines
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("", []),
        ("a", ["a"]),
        ("a\n", ["a\n"]),
        ("\n\n", ["\n", "\n"]),
        ("a\nb", ["a\n", "b"]),
        ("a\r\nb\r\n", ["a\r\n", "b\r\n"]),
        ("a\rb\n", ["a\rb\n"]),
        (
            "a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\n",
            ["a\x0bb\x0cc\x1cd\x1de\x1ef\x85g\u2028h\u2029i\n"],
        ),
        ("x\ry", ["x\ry"]),
        ("a\r", ["a\r"]),
    ],
)
def test_split_lines(text: str, lines: list[str]) -> None:
    assert split_lines(text) == lines


@given(st.text(alphabet="ab\n\r\x0c\u2028\x85"))
def test_split_lines_roundtrip(text: str) -> None:
    lines = split_lines(text)
    assert "".join(lines) == text
    assert all(line.endswith("\n") for line in lines[:-1])
    assert all("\n" not in line[:-1] for line in lines)


# ---------------------------------------------------------------------------
# Clean merges and conflicts
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("style", STYLES)
def test_clean_merge_of_separate_edits(style: str) -> None:
    m = merge("a\nb\nc\nd\ne\n", "a\nB\nc\nd\ne\n", "a\nb\nc\nD\ne\n", style)
    assert m.clean and m.conflicts == []
    assert m.text == "a\nB\nc\nD\ne\n"


@pytest.mark.parametrize("style", STYLES)
def test_identical_changes_merge_cleanly(style: str) -> None:
    m = merge("a\nb\nc\n", "a\nX\nc\n", "a\nX\nc\nd\n", style)
    assert m.clean and m.text == "a\nX\nc\nd\n"
    m = merge("a\nb\n", "a\nX\nb\n", "a\nX\nb\n", style)
    assert m.clean and m.text == "a\nX\nb\n"


def test_conflict_diff3() -> None:
    m = merge("a\nb\nc\n", "a\nX\nc\n", "a\nY\nc\n")
    assert not m.clean
    assert m.text == "a\n<<<<<<< L\nX\n||||||| B\nb\n=======\nY\n>>>>>>> R\nc\n"
    assert m.conflicts == [LineConflict(1, 8)]
    assert m.lines[1].startswith("<<<<<<<") and m.lines[7].startswith(">>>>>>>")


def test_conflict_merge_style() -> None:
    m = merge("a\nb\nc\n", "a\nX\nc\n", "a\nY\nc\n", "merge")
    assert m.text == "a\n<<<<<<< L\nX\n=======\nY\n>>>>>>> R\nc\n"
    assert m.conflicts == [LineConflict(1, 6)]


def test_conflict_indices_with_several_conflicts() -> None:
    base = "1\na\n2\n3\n4\n5\n6\nb\n7\n"
    left = base.replace("a", "X").replace("b", "Z")
    m = merge(base, left, base.replace("a", "Y").replace("b", "W"))
    assert len(m.conflicts) == 2
    for c in m.conflicts:
        assert m.lines[c.start].startswith("<<<<<<< L")
        assert m.lines[c.end - 1] == ">>>>>>> R\n"


@pytest.mark.parametrize(
    ("base", "left", "right"),
    [
        ("a\nb\nc\nd\n", "a\nB\nc\nd\n", "a\nb\nC\nd\n"),  # adjacent changed lines
        ("a\nb\n", "a\nX\nb\n", "a\nY\nb\n"),  # two insertions at one place
        ("a\nb\nc\n", "a\nX\nb\nc\n", "a\nB\nc\n"),  # insertion right before a change
        ("a\nb\nc\n", "a\nb\nX\nc\n", "a\nB\nc\n"),  # insertion right after a change
        ("a\nb\nc\nd\n", "a\nc\nd\n", "a\nb\nC\nd\n"),  # deletion next to a change
        ("a\n", "X\na\n", "Y\na\n"),  # insertions at the start
        ("a\n", "a\nX\n", "a\nY\n"),  # insertions at the end
    ],
)
@pytest.mark.parametrize("style", STYLES)
def test_touching_changes_conflict(base: str, left: str, right: str, style: str) -> None:
    assert len(merge(base, left, right, style).conflicts) == 1


@pytest.mark.parametrize(
    ("base", "left", "right", "expected"),
    [
        ("a\nb\nc\nd\n", "a\nB\nc\nd\n", "a\nb\nC\nd\n", "a\nB\nC\nd\n"),
        ("a\nb\n", "a\nX\nb\n", "a\nY\nb\n", None),  # order unknown
        ("a\nb\nc\n", "a\nX\nb\nc\n", "a\nB\nc\n", "a\nX\nB\nc\n"),
        ("a\nb\nc\n", "a\nb\nX\nc\n", "a\nB\nc\n", "a\nB\nX\nc\n"),
        ("a\nb\nc\nd\n", "a\nc\nd\n", "a\nb\nC\nd\n", "a\nC\nd\n"),  # a deletion
        ("a\n", "X\na\n", "Y\na\n", None),
        ("a\nb\n", "a\nB\n", "a\nB\nb\n", None),  # one change made two ways
        ("a\nb\nc\n", "a\nB\nc\n", "a\nC\nc\n", None),  # one line, two changes
    ],
)
def test_merge_touching_applies_changes_that_only_touch(
    base: str, left: str, right: str, expected: str | None
) -> None:
    """The changes git reports as one conflict only because they touch (the cases of
    test_touching_changes_conflict) are both applied when they share no base line."""
    found = merge_touching(split_lines(base), split_lines(left), split_lines(right))
    assert (None if found is None else "".join(found)) == expected


@pytest.mark.parametrize(
    ("base", "left", "right", "expected"),
    [
        # Both sides put a comma after the old last item; left also appends an item.
        ("[\n  a,\n  b\n]\n", "[\n  a,\n  b,\n  c,\n]\n", "[\n  a,\n  b,\n]\n",
         "[\n  a,\n  b,\n  c,\n]\n"),
        ("x\ny\n", "x\nY\n", "x\nZ\nY\n", "x\nZ\nY\n"),  # right's lines hold left's
        # Both change the second line alike; left also rewrites the first into two lines.
        ("call(a)\nexcept E:\n", "call(\n  a)\nexcept (T, E):\n", "call(a)\nexcept (T, E):\n",
         "call(\n  a)\nexcept (T, E):\n"),
        ("x\ny\n", "x\n", "x\nY\n", None),  # a deletion against a modification
        ("x\ny\nz\n", "x\nY\nz\n", "x\nY\nx\nz\n", None),  # the extra line is a base line
        ("x\ny\n", "x\nY\nA\n", "x\nY\nB\n", None),  # each side adds its own
        # Both put each item on a line of its own; left also drops b, which right keeps.
        ("f(a, b, c)\n", "f(\n  a,\n  c,\n)\n", "f(\n  a,\n  b,\n  c,\n)\n", None),
        # ... or which right changes.
        ("f(a, b=1)\n", "f(\n  a,\n)\n", "f(\n  a,\n  b=2,\n)\n", None),
        # Both made one change and right added lines after it: right's lines hold both.
        ("x = f(a)\n", "x = f(b)\n", "x = f(b)\ny = 2\n", "x = f(b)\ny = 2\n"),
    ],
)
def test_merge_touching_takes_a_change_that_holds_the_other_sides(
    base: str, left: str, right: str, expected: str | None
) -> None:
    """Where both sides changed the same lines and one side's new lines are the other's
    with lines of its own added, that side's lines hold both changes."""
    found = merge_touching(split_lines(base), split_lines(left), split_lines(right))
    assert (None if found is None else "".join(found)) == expected


@pytest.mark.parametrize(
    ("one", "other", "expected"),
    [
        (["x = compute()\n"], ["  x = compute()\n"], True),  # the same line
        (['log("not allowed in this state")\n'], ["fail('not allowed in this state')\n"], True),
        (['log("state")\n'], ['fail("state")\n'], False),  # a short string
        (["cfg.timeout = 60\n"], ["cfg.timeout = env_timeout()\n"], True),  # one target
        (["cfg.timeout: int = 60\n"], ['cfg.timeout = 30\n'], True),  # annotated
        (['d["k"] = 1\n'], ['d["k"] = 2\n'], True),  # a subscript
        (["cfg.timeout = 60\n"], ["cfg.timeout = env_timeout(cfg.timeout)\n"], False),
        (["x = 1\n"], ["y = 1\n"], False),  # two targets
        (["    timeout=60,\n"], ["    timeout=env(),\n"], False),  # keyword arguments
        (["ok = x == 1\n"], ["x == 2\n"], False),  # a comparison assigns nothing
        (["x += 1\n"], ["x += 2\n"], False),  # updates compose
    ],
)
def test_same_change_tells_one_thing_done_twice(
    one: list[str], other: list[str], expected: bool
) -> None:
    assert same_change(one, other) is expected
    assert same_change(other, one) is expected


@pytest.mark.parametrize(
    ("left", "right", "expected"),
    [
        # Each side logs the same message its own way: applied together, twice.
        ('check()\nmsg = "not allowed in this state"\nfail(msg)\nlog(msg)\nend()\n',
         'check()\nfail("not allowed in this state")\nlog("not allowed in this state")\nend()\n',
         None),
        # The same string in the other quotes.
        ("check()\nmsg = 'not allowed in this state'\nfail(msg)\nend()\n",
         'check()\nfail("not allowed in this state")\nlog("not allowed in this state")\nend()\n',
         None),
        # Different messages: both changes are applied.
        ('check()\nmsg = "not allowed in this state"\nfail(msg)\nend()\n',
         'check()\nfail("not allowed in this state")\nlog("the check failed")\nend()\n',
         'check()\nmsg = "not allowed in this state"\nfail(msg)\nlog("the check failed")\nend()\n'),
        # A short string ("state") recurs in unrelated code: both changes are applied.
        ('check()\nfail(key("state"))\nend()\n',
         'check()\nfail("not allowed in this state")\nlog("state")\nend()\n',
         'check()\nfail(key("state"))\nlog("state")\nend()\n'),
    ],
)
def test_merge_touching_declines_changes_that_write_the_same_string(
    left: str, right: str, expected: str | None
) -> None:
    """Touching changes whose new lines both write one distinctive string (a message)
    are one change made two ways, like touching changes that add the same line."""
    base = 'check()\nfail("not allowed in this state")\nend()\n'
    found = merge_touching(split_lines(base), split_lines(left), split_lines(right))
    assert (None if found is None else "".join(found)) == expected


_CENTS = "amount = order.total\ncharge(amount)\n"
_CENTS_LEFT = "amount = int(order.total * 100)\ncharge(amount)\n"


@pytest.mark.parametrize(
    ("base", "right", "expected"),
    [
        # Each side converts to cents: applied together, the amount is scaled twice.
        (_CENTS, "amount = order.total\namount = round(amount * 100)\ncharge(amount)\n", None),
        # Another target: both changes are applied.
        (_CENTS, "amount = order.total\nfee = round(amount * 100)\ncharge(amount)\n",
         "amount = int(order.total * 100)\nfee = round(amount * 100)\ncharge(amount)\n"),
        # Another number: both changes are applied.
        (_CENTS, "amount = order.total\namount = min(amount, 5000)\ncharge(amount)\n",
         "amount = int(order.total * 100)\namount = min(amount, 5000)\ncharge(amount)\n"),
        # The number was base's, on the line left rewrote: no sign of one fix twice.
        ("amount = order.total  # 100 a unit\ncharge(amount)\n",
         "amount = order.total  # 100 a unit\namount = round(amount * 100)\ncharge(amount)\n",
         "amount = int(order.total * 100)\namount = round(amount * 100)\ncharge(amount)\n"),
    ],
)
def test_merge_touching_declines_one_number_written_into_one_target_by_both(
    base: str, right: str, expected: str | None
) -> None:
    found = merge_touching(split_lines(base), split_lines(_CENTS_LEFT), split_lines(right))
    assert (None if found is None else "".join(found)) == expected


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from("abcd"), max_size=8), st.lists(st.sampled_from("abcdXY"),
       max_size=8), st.lists(st.sampled_from("abcdZ"), max_size=8))
def test_merge_touching_agrees_with_a_clean_line_merge(
    base: list[str], left: list[str], right: list[str]
) -> None:
    b, l, r = ([x + "\n" for x in v] for v in (base, left, right))
    line = merge_lines(b, l, r)
    if line.clean:
        assert merge_touching(b, l, r) == line.lines


def test_labels_none_and_empty_give_bare_markers() -> None:
    for label in (None, ""):
        m = merge_texts_by_line(
            "a\nb\nc\n", "a\nX\nc\n", "a\nY\nc\n", left_label=label, right_label=label
        )
        assert m.text == "a\n<<<<<<<\nX\n|||||||\nb\n=======\nY\n>>>>>>>\nc\n"


def test_labels_with_spaces() -> None:
    m = merge("b\n", "X\n", "Y\n", left_label="ours (HEAD)", base_label="base", right_label="a b")
    assert m.lines[0] == "<<<<<<< ours (HEAD)\n"
    assert m.lines[2] == "||||||| base\n"
    assert m.lines[-1] == ">>>>>>> a b\n"


@pytest.mark.parametrize("style", STYLES)
def test_marker_size(style: str) -> None:
    m = merge("b\n", "X\n", "Y\n", style, marker_size=10)
    assert m.lines[0] == "<" * 10 + " L\n"
    assert "=" * 10 + "\n" in m.lines
    assert m.lines[-1] == ">" * 10 + " R\n"
    assert merge("b\n", "X\n", "Y\n", style, marker_size=0).lines[0] == "<<<<<<< L\n"


def test_bad_style_is_rejected() -> None:
    with pytest.raises(ValueError):
        merge_lines([], ["a\n"], ["b\n"], style="zdiff4")


# ---------------------------------------------------------------------------
# merge style: zealous refinement
# ---------------------------------------------------------------------------


def test_merge_style_moves_common_lines_out_of_the_conflict() -> None:
    base, left, right = "a\nb\nc\n", "a\n1\n2\n3\nc\n", "a\n1\n9\n3\nc\n"
    merged = merge(base, left, right, "merge").text
    assert merged == "a\n1\n<<<<<<< L\n2\n=======\n9\n>>>>>>> R\n3\nc\n"
    diff3 = merge(base, left, right, "diff3").text
    assert diff3 == "a\n<<<<<<< L\n1\n2\n3\n||||||| B\nb\n=======\n1\n9\n3\n>>>>>>> R\nc\n"


def test_merge_style_clean_when_both_sides_end_up_equal() -> None:
    # The sides' edits overlap differently, but the conflict's two sides are both "c".
    base, left, right = "a\nc\nc\na\nb\n", "c\nb\n", "c\nb\na\n"
    assert merge(base, left, right, "merge").text == "c\nb\na\n"
    diff3 = merge(base, left, right, "diff3")
    assert diff3.text == "<<<<<<< L\nc\n||||||| B\na\nc\nc\na\n=======\nc\n>>>>>>> R\nb\na\n"


def test_merge_style_joins_conflicts_separated_by_punctuation_only() -> None:
    base = "x\nA\n}\n}\n}\n}\nB\ny\n"
    left = base.replace("A", "A1").replace("B", "B1")
    right = base.replace("A", "A2").replace("B", "B2")
    joined = merge(base, left, right, "merge")
    assert len(joined.conflicts) == 1
    assert joined.text == (
        "x\n<<<<<<< L\nA1\n}\n}\n}\n}\nB1\n=======\nA2\n}\n}\n}\n}\nB2\n>>>>>>> R\ny\n"
    )
    apart = merge(*(text.replace("}\n}", "}\nk") for text in (base, left, right)), "merge")
    assert len(apart.conflicts) == 2
    assert len(merge(base, left, right, "diff3").conflicts) == 2


def test_merge_style_joins_conflicts_at_most_three_lines_apart() -> None:
    base = "x\nA\nk1\nk2\nk3\nB\ny\n"
    left = base.replace("A", "A1").replace("B", "B1")
    right = base.replace("A", "A2").replace("B", "B2")
    assert len(merge(base, left, right, "merge").conflicts) == 1
    four_apart = (text.replace("k3", "k3\nk4") for text in (base, left, right))
    assert len(merge(*four_apart, "merge").conflicts) == 2


# ---------------------------------------------------------------------------
# Missing final newline, CRLF
# ---------------------------------------------------------------------------


def test_missing_final_newline_inside_conflict_gets_one() -> None:
    m = merge("a\nb", "a\nX", "a\nY")
    assert m.text == "a\n<<<<<<< L\nX\n||||||| B\nb\n=======\nY\n>>>>>>> R\n"
    m = merge("a\nb", "a\nX", "a\nY", "merge")
    assert m.text == "a\n<<<<<<< L\nX\n=======\nY\n>>>>>>> R\n"


def test_missing_final_newline_kept_outside_conflicts() -> None:
    assert merge("a\nb\nc", "A\nb\nc", "a\nb\nC").text == "A\nb\nC"
    assert merge("a\nb\nc", "A\nb\nc", "a\nb\nc").text == "A\nb\nc"


def test_adding_only_a_final_newline_is_a_change() -> None:
    assert merge("a\nm\nb", "a\nm\nb\n", "A\nm\nb").text == "A\nm\nb\n"
    assert not merge("a\nb", "a\nb\n", "a\nB").clean


def test_crlf_markers() -> None:
    m = merge("a\r\nb\r\nc\r\n", "a\r\nX\r\nc\r\n", "a\r\nY")
    assert m.text == (
        "a\r\n<<<<<<< L\r\nX\r\nc\r\n||||||| B\r\nb\r\nc\r\n=======\r\nY\r\n>>>>>>> R\r\n"
    )
    m = merge("a\r\nb\r\nc\r\n", "a\r\nX\r\nc\r\n", "a\r\nY\r\nc\r\n", "merge")
    assert m.text == "a\r\n<<<<<<< L\r\nX\r\n=======\r\nY\r\n>>>>>>> R\r\nc\r\n"


def test_lf_markers_when_a_side_uses_lf() -> None:
    m = merge("a\r\nb\r\nc\r\n", "a\r\nX\r\nc\r\n", "a\nY\nc\n", "merge")
    assert "<<<<<<< L\n" in m.lines


# ---------------------------------------------------------------------------
# diff_blocks
# ---------------------------------------------------------------------------


def _check_blocks(a: list[object], b: list[object], blocks: list[tuple[int, int, int]]) -> None:
    ei = ej = 0
    for i, j, n in blocks:
        assert n > 0 and i >= ei and j >= ej
        assert a[i : i + n] == b[j : j + n]
        ei, ej = i + n, j + n


def test_diff_blocks_basic() -> None:
    assert diff_blocks([], []) == []
    assert diff_blocks([1, 2, 3], [1, 2, 3]) == [(0, 0, 3)]
    assert diff_blocks([1, 2, 3], []) == []
    assert diff_blocks("abcd", "abXcd") == [(0, 0, 2), (2, 3, 2)]
    # An inserted copy of a repeated item is reported as late as possible, like git.
    assert diff_blocks(["x", "a", "a", "y"], ["x", "a", "a", "a", "y"]) == [(0, 0, 3), (3, 4, 1)]


@given(st.lists(st.integers(0, 4), max_size=30), st.lists(st.integers(0, 4), max_size=30))
def test_diff_blocks_are_valid(a: list[int], b: list[int]) -> None:
    _check_blocks(a, b, diff_blocks(a, b))


def test_diff_blocks_large_completely_different_input_is_fast() -> None:
    import random

    rng = random.Random(7)
    a = [f"{i:08d} " + "x" * 40 + "\n" for i in range(100_000)]  # 5 MB
    b = list(a)
    rng.shuffle(b)
    start = time.perf_counter()
    blocks = diff_blocks(a, b)
    # About 1 s on a laptop, several on a loaded shared machine; the search without
    # its budget runs for many minutes, which is what this guards against.
    assert time.perf_counter() - start < 30
    _check_blocks(a, b, blocks)  # type: ignore[arg-type]
    start = time.perf_counter()
    assert diff_blocks(a, [line.upper() for line in a]) == []
    assert time.perf_counter() - start < 30


def test_merge_of_a_large_file_is_fast() -> None:
    with open(typing.__file__, encoding="utf-8") as f:
        lines = split_lines(f.read())
    left, right = list(lines), list(lines)
    left[5:5] = ["# left\n"]
    right[-3] = "# right\n"
    merge_lines(lines, left, right)
    start = time.perf_counter()
    for _ in range(10):
        m = merge_lines(lines, left, right)
    assert (time.perf_counter() - start) / 10 < 0.05  # a few ms in practice
    assert m.clean and m.lines[5] == "# left\n" and m.lines[-3] == "# right\n"


# ---------------------------------------------------------------------------
# Properties
# ---------------------------------------------------------------------------

ALPHABET = ["a\n", "b\n", "c\n", "\n", "}\n", "x1\n", "é\n", "a\r\n", "\r\n"]


@st.composite
def line_lists(draw: st.DrawFn, alphabet: list[str] = ALPHABET, max_size: int = 10) -> list[str]:
    """A few lines from a small alphabet; the last one may lack its newline."""
    lines = draw(st.lists(st.sampled_from(alphabet), max_size=max_size))
    if lines and lines[-1].strip() and draw(st.booleans()):
        lines[-1] = lines[-1][:-1]
    return lines


@st.composite
def edited(draw: st.DrawFn, base: list[str]) -> list[str]:
    """``base`` with a few random insertions, deletions and replacements."""
    out = [line if line.endswith("\n") else line + "\n" for line in base]
    for _ in range(draw(st.integers(0, 3))):
        pos = draw(st.integers(0, len(out)))
        new = draw(st.lists(st.sampled_from(ALPHABET), max_size=3))
        cut = draw(st.integers(0, 2))
        out[pos : pos + cut] = new
    if out and out[-1].strip() and draw(st.booleans()):
        out[-1] = out[-1][:-1]
    return out


@st.composite
def three_versions(draw: st.DrawFn) -> tuple[list[str], list[str], list[str]]:
    """base, left, right: sides are edits of base, or (sometimes) unrelated lists."""
    base = draw(line_lists())
    sides = []
    for _ in range(2):
        unrelated = draw(st.integers(0, 5)) == 0
        sides.append(draw(line_lists()) if unrelated else draw(edited(base)))
    return base, sides[0], sides[1]


@needs_git
@settings(max_examples=200, deadline=None, suppress_health_check=USES_TMP_PATH)
@given(three_versions())
def test_same_as_git_merge_file(tmp_path: Path, versions: tuple[list[str], ...]) -> None:
    base, left, right = versions
    for style in STYLES:
        expected, code = git_merge_file(tmp_path, base, left, right, style)
        got = merge_lines(base, left, right, style=style, **LABELS)
        assert got.clean == (code == 0)
        assert len(got.conflicts) == code
        assert got.text == expected
        assert all(got.lines[c.start].startswith("<<<<<<<") for c in got.conflicts)
        assert all(got.lines[c.end - 1].startswith(">>>>>>>") for c in got.conflicts)


GIT_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@", re.M)


@needs_git
@settings(max_examples=60, deadline=None, suppress_health_check=USES_TMP_PATH)
@given(line_lists(max_size=30), line_lists(max_size=30))
def test_diff_blocks_same_as_git_diff(tmp_path: Path, a: list[str], b: list[str]) -> None:
    matched_a = {i + k for i, _, n in diff_blocks(a, b) for k in range(n)}
    assert matched_a == _git_unchanged(tmp_path, a, b)


@st.composite
def long_file_pair(draw: st.DrawFn) -> tuple[list[str], list[str]]:
    """A long file and an edit of it: blank lines frequent enough to count as frequent
    lines, lines only one file has around them, and long unchanged runs between edits
    (the cases where the search sets lines aside and follows long snakes)."""
    pool = ["\n"] * 6 + [f"s{k}\n" for k in range(12)]
    a = draw(st.lists(st.sampled_from(pool), min_size=40, max_size=300))
    b = list(a)
    for n in range(draw(st.integers(1, 6))):
        pos = draw(st.integers(0, len(b)))
        cut = draw(st.integers(0, 12))
        fresh = [f"new{n}.{k}\n" for k in range(6)]  # in b only
        new = draw(st.lists(st.sampled_from(["\n", *fresh, *fresh, pool[6]]), max_size=20))
        b[pos : pos + cut] = new
    return a, b


def _git_unchanged(tmp_path: Path, a: list[str], b: list[str]) -> set[int]:
    """Indices of the lines of ``a`` that git's diff (no indent heuristic) keeps."""
    (tmp_path / "a").write_bytes("".join(a).encode())
    (tmp_path / "b").write_bytes("".join(b).encode())
    cmd = [GIT or "git", "diff", "--no-index", "--no-indent-heuristic", "-U0", "a", "b"]
    proc = subprocess.run(cmd, cwd=tmp_path, env=_git_env(tmp_path), capture_output=True)
    unchanged_a = set(range(len(a)))
    for m in GIT_HUNK.finditer(proc.stdout.decode()):
        start, count = int(m[1]), int(m[2] or 1)
        unchanged_a -= set(range(start - 1, start - 1 + count))
    return unchanged_a


@needs_git
@settings(max_examples=60, deadline=None, suppress_health_check=USES_TMP_PATH)
@given(long_file_pair())
def test_diff_blocks_same_as_git_diff_on_long_files(
    tmp_path: Path, pair: tuple[list[str], list[str]]
) -> None:
    a, b = pair
    matched_a = {i + k for i, _, n in diff_blocks(a, b) for k in range(n)}
    assert matched_a == _git_unchanged(tmp_path, a, b)


@settings(max_examples=200, deadline=None)
@given(line_lists(), line_lists(), st.sampled_from(STYLES))
def test_one_sided_and_identical_changes_clean(base: list[str], x: list[str], style: str) -> None:
    for left, right in ((base, x), (x, base), (x, x)):
        m = merge_lines(base, left, right, style=style)
        assert m.clean
        assert m.lines == x


def test_a_whole_file_diff_outlives_the_small_diffs_made_after_it() -> None:
    # A structured merge diffs dozens of members between the line merge's diff of the
    # whole files and the checks that diff them again: that one must still be memoized.
    from semmerge.merge import linemerge

    base = [f"line {i}\n" for i in range(800)]
    side = base[:400] + ["new\n"] + base[400:]
    edits = linemerge.diff_edits(base, side)
    for i in range(50):
        linemerge.diff_edits([f"a{i}\n", "b\n"], [f"a{i}\n", "c\n"])
    entry = linemerge._recall(linemerge._MEMO_LARGE, base, side, linemerge.WORK_BUDGET)
    assert entry is not None and entry[3] == edits


def test_a_line_list_changed_in_place_is_diffed_anew() -> None:
    base = [f"line {i}\n" for i in range(30)]
    side = [*base[:3], "new\n", *base[3:20], "other\n", *base[20:]]
    before = diff_blocks(base, side)
    side[10] = "changed in place\n"  # the same list, the same length
    after = diff_blocks(base, side)
    assert after != before
    assert after == diff_blocks(list(base), [*side])
    assert (10, 11, 1) not in after and all(
        base[i : i + n] == side[j : j + n] for i, j, n in after
    )


def test_a_large_file_changed_in_many_places_gets_a_search_budget_by_its_size() -> None:
    # A 20,000-line file of repeating lines, every 7th changed (a generated header a
    # side regenerated): the fixed floor of search work would give up and declare a
    # large part changed wholesale, and the merge would then conflict where git's
    # does not. A budget that grows with the lines aligns it as an unbounded search does.
    from semmerge.merge import linemerge

    base = [f"line {i % 500}\n" for i in range(20000)]
    side = [line if i % 7 else f"line {i * 7 % 500}\n" for i, line in enumerate(base)]
    unbounded = linemerge._diff(base, side, 10**10)
    assert linemerge._diff(base, side, linemerge.WORK_BUDGET) != unbounded
    assert linemerge.work_budget(len(base), len(side)) > linemerge.WORK_BUDGET
    assert linemerge.diff_edits(base, side) == unbounded
