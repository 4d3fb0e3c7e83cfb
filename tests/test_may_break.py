"""When may a clean line merge skip its parse? (``checks.may_break``)

A clean line merge is parsed to catch a name both sides define (the classic wrong clean
merge) or a result that does not parse. The parse is skipped only when the two sides'
changes are far apart and share no name that their added lines may bind; these tests
pin both halves, and a property checks that a skipped merge never hides a duplicate.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from semmerge import merge_texts
from semmerge.merge.checks import NEAR, may_break, new_duplicates
from semmerge.merge.linemerge import merge_lines, split_lines
from semmerge.merge.semantic import CHECKS
from semmerge.parse.languages import get_parser
from semmerge.parse.tree import ParseError, parse_tree

PYTHON_BINDS = CHECKS["python-names"].binding_words


def _module(*bodies: str) -> str:
    return "".join(f"def f{i}():\n    {body}\n\n\n" for i, body in enumerate(bodies))


BASE = _module(*(f"return {i}" for i in range(6)))


def _edit(text: str, old: str, new: str) -> list[str]:
    assert old in text
    return split_lines(text.replace(old, new, 1))


def test_changes_far_apart_sharing_no_name_skip_the_parse() -> None:
    # Both sides use `total` but neither binds it. Languages without binding patterns
    # of their own count any shared word, and parse.
    left = _edit(BASE, "return 0", "return total + 1")
    right = _edit(BASE, "return 5", "return total * 2")
    assert not may_break(split_lines(BASE), left, right, PYTHON_BINDS)
    assert may_break(split_lines(BASE), left, right)


def test_changes_fewer_than_near_lines_apart_are_parsed() -> None:
    # f0's body is line 2, f1's header line 5: two unchanged lines between them.
    left = _edit(BASE, "return 0", "return 10")
    right = _edit(BASE, "def f1():", "def f1(x=0):")
    assert NEAR > 2
    assert may_break(split_lines(BASE), left, right, PYTHON_BINDS)


def test_a_name_both_sides_bind_is_parsed_however_far_apart() -> None:
    helper = "def helper():\n    return 1\n\n\n"
    left = split_lines(helper + BASE)
    right = split_lines(BASE + helper)
    assert may_break(split_lines(BASE), left, right, PYTHON_BINDS)


def test_reserved_words_are_not_names() -> None:
    left = _edit(BASE, "return 0", "return None")
    right = _edit(BASE, "return 5", "return None")
    assert not may_break(split_lines(BASE), left, right, PYTHON_BINDS)


def test_a_duplicate_far_apart_is_still_reported() -> None:
    helper = "def helper():\n    return {}\n\n\n"
    left = helper.format(1) + BASE
    right = BASE + helper.format(2)
    result = merge_texts(BASE, left, right)
    assert not result.clean
    assert "return 1" in result.text and "return 2" in result.text


# -- property: a skipped parse never hides a duplicate ----------------------------------

NAMES = ["f0", "f3", "extra", "other"]


@st.composite
def _side(draw: st.DrawFn) -> str:
    """BASE with a few functions inserted at function boundaries and bodies edited."""
    units = [f"def f{i}():\n    return {i}\n\n\n" for i in range(6)]
    for _ in range(draw(st.integers(0, 3))):
        if draw(st.booleans()):
            name = draw(st.sampled_from(NAMES))
            at = draw(st.integers(0, len(units)))
            units.insert(at, f"def {name}():\n    return '{name}'\n\n\n")
        else:
            at = draw(st.integers(0, len(units) - 1))
            units[at] = units[at].replace("return", "return 1 +", 1)
    return "".join(units)


@settings(max_examples=200, deadline=None)
@given(_side(), _side())
def test_a_merge_that_skips_the_parse_defines_no_name_twice(left: str, right: str) -> None:
    lines = [split_lines(t) for t in (BASE, left, right)]
    merged = merge_lines(*lines)
    if not merged.clean or may_break(*lines, PYTHON_BINDS):
        return
    spec, parser = get_parser("python")
    try:
        tree = parse_tree(merged.text, spec, parser)
    except ParseError as exc:  # pragma: no cover - the failure this test exists to find
        raise AssertionError(f"a skipped merge does not parse: {exc}") from exc
    inputs = [parse_tree(t, spec, parser) for t in (BASE, left, right)]
    assert new_duplicates(tree, inputs) == []
