"""Markers around the part of a clean line merge that a check rejected."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from semmerge import merge_texts
from semmerge.merge.linemerge import merge_lines, split_lines
from semmerge.merge.marking import marked_merge
from semmerge.result import INTERNAL_ERROR

BASE = """def build():
    parser = Parser()
    parser.add("--host")
    parser.add("--port")
    return parser


def run():
    return build()
"""
LEFT = BASE.replace('    parser.add("--port")\n',
                    '    parser.add("--port")\n    parser.add("--timeout", 30)\n')
RIGHT = BASE.replace('    parser.add("--host")\n',
                     '    parser.add("--timeout", 600)\n    parser.add("--host")\n'
                     ).replace("return build()", "return build().parse()")
MESSAGE = "the line merge defines 'parser.add('--timeout'' 2 times"


def _merged(base: str, left: str, right: str, message: str) -> str:
    return marked_merge(*(split_lines(t) for t in (base, left, right)), message,
                        left_label="left", base_label="base", right_label="right").text


def test_both_additions_of_the_named_key_are_inside_one_conflict() -> None:
    out = _merged(BASE, LEFT, RIGHT, MESSAGE)
    head, rest = out.split("<<<<<<< left\n")
    ours, rest = rest.split("||||||| base\n")
    _, rest = rest.split("=======\n")
    theirs, tail = rest.split(">>>>>>> right\n")
    assert head == "def build():\n    parser = Parser()\n"
    host, port = '    parser.add("--host")\n', '    parser.add("--port")\n'
    assert ours == host + port + '    parser.add("--timeout", 30)\n'
    assert theirs == '    parser.add("--timeout", 600)\n' + host + port
    # The change far from the key is merged as the line merge merges it.
    assert tail.endswith("    return build().parse()\n")


def test_a_side_without_the_name_brings_all_its_changes() -> None:
    base = "async def f():\n    x = 1\n    y = 2\n    z = 3\n    return x\n"
    left = base.replace("async def", "def")
    right = base.replace("    z = 3\n", "    z = 3\n    await g()\n")
    out = _merged(base, left, right, "Python rejects the result: 'await' outside async function")
    assert out.startswith("<<<<<<< left\ndef f():\n")
    theirs = "async def f():\n    x = 1\n    y = 2\n    z = 3\n    await g()\n"
    assert f"=======\n{theirs}>>>>>>> right\n" in out
    assert out.endswith(">>>>>>> right\n    return x\n")


def test_a_message_without_a_quoted_name_marks_every_change() -> None:
    # From the first change of either side to the last: here, right's last line.
    out = _merged(BASE, LEFT, RIGHT, "the line merge defines 2 members with the value 2")
    assert out.startswith("def build():\n    parser = Parser()\n<<<<<<< left\n")
    assert out.endswith("    return build().parse()\n>>>>>>> right\n")


def _both_sections(lines: list[str]) -> list[str]:
    """The lines with every conflict block replaced by its left section, then its
    right section."""
    out, section, theirs = [], None, []
    for line in lines:
        if line.startswith(("<<<<<<<", "|||||||", "=======", ">>>>>>>")):
            section = {"<": "left", "|": "base", "=": "right", ">": None}[line[0]]
            if section is None:
                out += theirs
                theirs = []
            continue
        if section in (None, "left"):
            out.append(line)
        elif section == "right":
            theirs.append(line)
    return out


_LINES = st.lists(st.sampled_from(["a\n", "b\n", "c\n", "key = 1\n", "key = 2\n"]), max_size=8)


@settings(max_examples=1000)
@given(_LINES, _LINES, _LINES)
def test_no_line_of_the_line_merge_is_lost(
    base: list[str], left: list[str], right: list[str]
) -> None:
    # Whatever the check: the marked merge, read with both sections of its conflict,
    # holds every line of the clean line merge (as often), and the conflict is there.
    line = merge_lines(base, left, right)
    if line.conflicts or left == base or right == base:
        return
    merged = marked_merge(base, left, right, "the line merge defines 'key' 2 times")
    assert merged.conflicts
    assert not Counter(line.lines) - Counter(_both_sections(merged.lines))


def _case(name: str) -> tuple[str, str, str]:
    folder = Path(__file__).parent / "cases" / "python" / name
    return tuple((folder / f"{v}.py").read_text() for v in ("base", "left", "right"))  # type: ignore[return-value]


BESIDE = "dictionary_key_each_side_adds_apart_beside_an_unrelated_conflict_is_merged_by_lines"


def test_a_key_twice_beside_a_conflict_gets_markers_of_its_own() -> None:
    result = merge_texts(*_case(BESIDE), "settings.py")
    assert not result.clean and len(result.conflicts) == 2
    second = result.text.split(">>>>>>> right\n", 1)[1]
    assert second.count('"timeout"') == 2 and "<<<<<<< left" in second


@pytest.mark.parametrize("timeout", [0.0, 0.001])
def test_no_marking_past_the_time_limit(timeout: float) -> None:
    # Out of time, the line merge is returned as it is, and never an internal error.
    result = merge_texts(*_case(BESIDE), "settings.py", timeout=timeout)
    assert not result.clean
    assert not (result.reason or "").startswith(INTERNAL_ERROR)
