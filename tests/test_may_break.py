"""When may a clean line merge skip its parse? (``checks.may_break``)

A clean line merge is parsed to catch a name both sides define (the classic wrong clean
merge) or a result that does not parse. The parse is skipped only when the two sides'
changes are far apart and share no name that their added lines may bind; these tests
pin both halves, and a property checks that a skipped merge never hides a duplicate.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from semmerge import merge_texts
from semmerge.merge.checks import NAMES, NEAR, SYNTAX, may_break, moves_bounds, new_duplicates
from semmerge.merge.linemerge import merge_lines, split_lines
from semmerge.merge.semantic import CHECKS
from semmerge.parse.languages import get_parser
from semmerge.parse.tree import ParseError, parse_tree

PYTHON = CHECKS["python-names"]


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
    assert not may_break(split_lines(BASE), left, right, PYTHON)
    assert may_break(split_lines(BASE), left, right)


def test_changes_fewer_than_near_lines_apart_are_parsed() -> None:
    # f0's body is line 2, f1's header line 5: two unchanged lines between them.
    left = _edit(BASE, "return 0", "return 10")
    right = _edit(BASE, "def f1():", "def f1(x=0):")
    assert NEAR > 2
    assert may_break(split_lines(BASE), left, right, PYTHON)


def test_a_name_both_sides_bind_is_parsed_however_far_apart() -> None:
    helper = "def helper():\n    return 1\n\n\n"
    left = split_lines(helper + BASE)
    right = split_lines(BASE + helper)
    assert may_break(split_lines(BASE), left, right, PYTHON)


def test_near_changes_sharing_no_binding_are_only_parsed() -> None:
    left = _edit(BASE, "return 0", "return 10")
    right = _edit(BASE, "return 0\n", "return 0\n    # note\n")
    assert may_break(split_lines(BASE), left, right, PYTHON) == SYNTAX
    # A shared name, or a changed header (it may move the other side's lines into
    # another scope), needs the definitions counted.
    both = _edit(BASE, "return 0", "return 10\n\n\ndef helper():\n    pass")
    again = _edit(BASE, "return 0\n", "return 0\n\n\ndef helper():\n    pass\n")
    assert may_break(split_lines(BASE), both, again, PYTHON) == NAMES
    header = _edit(BASE, "def f1():", "def f1(x=0):")
    assert may_break(split_lines(BASE), left, header, PYTHON) == NAMES


def test_far_lines_in_function_bodies_bind_locals_only() -> None:
    # Both sides bind `result`, each inside its own function: no scope holds it twice.
    left = _edit(BASE, "return 0", "result = 0\n    return result")
    right = _edit(BASE, "return 5", "result = 5\n    return result")
    assert may_break(split_lines(BASE), left, right, PYTHON) is None
    # Every word counts for a check without scope rules.
    assert may_break(split_lines(BASE), left, right) == NAMES


def test_a_function_turned_into_a_class_by_the_other_side_counts_its_lines() -> None:
    # Right turns g into a class that binds `result`; left's `result` in g's body
    # lands in that class body.
    base = "def g():\n" + "".join(f"    x{i} = {i}\n" for i in range(8)) + BASE
    left = _edit(base, "    x7 = 7\n", "    x7 = 7\n    result = 0\n")
    right = _edit(base, "def g():\n    x0 = 0", "class g:\n    result = 1\n    x0 = 0")
    assert may_break(split_lines(base), left, right, PYTHON) == NAMES


def test_a_class_line_put_into_a_function_takes_the_lines_below_it() -> None:
    # Right splits g with a class at column 0 that defines `extra`; left's nested
    # `extra` further down g falls into that class too.
    base = "def g():\n" + "".join(f"    x{i} = {i}\n" for i in range(8)) + BASE
    left = _edit(base, "    x7 = 7\n", "    x7 = 7\n    def extra(): return 0\n")
    right = _edit(base, "    x1 = 1\n", "    x1 = 1\nclass Box:\n    def extra(): return 1\n")
    assert may_break(split_lines(base), left, right, PYTHON) == NAMES
    # Blank lines around the class line belong to no body: the code beyond them counts.
    spaced = "def g():\n" + "".join(f"    x{i} = {i}\n\n\n" for i in range(8)) + BASE
    left_s = _edit(spaced, "    x7 = 7\n", "    x7 = 7\n    def extra(): return 0\n")
    boxed = "    x1 = 1\n\nclass Box:\n    def extra(): return 1\n\n"
    right_s = _edit(spaced, "    x1 = 1\n\n\n", boxed)
    assert may_break(split_lines(spaced), left_s, right_s, PYTHON) == NAMES
    line_merge = merge_lines(split_lines(base), left, right)
    assert line_merge.clean and line_merge.text.count("def extra") == 2  # both in Box
    result = merge_texts(base, "".join(left), "".join(right))
    assert result.text != line_merge.text


def test_reserved_words_are_not_names() -> None:
    left = _edit(BASE, "return 0", "return None")
    right = _edit(BASE, "return 5", "return None")
    assert not may_break(split_lines(BASE), left, right, PYTHON)


def test_a_duplicate_far_apart_is_still_reported() -> None:
    helper = "def helper():\n    return {}\n\n\n"
    left = helper.format(1) + BASE
    right = BASE + helper.format(2)
    result = merge_texts(BASE, left, right)
    assert not result.clean
    assert "return 1" in result.text and "return 2" in result.text


# -- property: a skipped parse never hides a duplicate ----------------------------------

INSERTED = ["f0", "f3", "extra", "other"]
BOUND = ["extra", "v0"]


def _unit(i: int) -> str:
    # Assignments only: a body that stays valid when its function becomes a class.
    # Longer than NEAR lines: a header change and a body line can be far apart.
    body = "".join(f"    w{k} = w{k - 1}\n" for k in range(1, 8))
    return f"def f{i}():\n    v{i} = {i}\n    w0 = v{i}\n{body}\n\n"


PROPERTY_BASE = "".join(_unit(i) for i in range(4))


@st.composite
def _side(draw: st.DrawFn) -> str:
    """PROPERTY_BASE with functions inserted at function boundaries, names bound in a
    function's body (locals, or attributes once the function became a class), bodies
    edited, and functions turned into classes."""
    units = [_unit(i) for i in range(4)]
    for _ in range(draw(st.integers(0, 4))):
        action = draw(st.sampled_from(["insert", "bind", "edit", "class"]))
        at = draw(st.integers(0, len(units) - 1))
        name = draw(st.sampled_from(BOUND))
        if action == "insert":
            name = draw(st.sampled_from(INSERTED))
            units.insert(at, f"def {name}():\n    return '{name}'\n\n\n")
        elif action == "bind":
            head, _, rest = units[at].partition("\n")
            lines = rest.split("\n")
            lines.insert(draw(st.integers(0, len(lines) - 3)), f"    {name} = 0")
            units[at] = head + "\n" + "\n".join(lines)
        elif action == "edit":
            units[at] = units[at].replace("= ", "= 1 + ", 1)
        else:
            units[at] = units[at].replace("def ", "class ", 1).replace("():", ":", 1)
    return "".join(units)


@settings(max_examples=300, deadline=None)
@given(_side(), _side())
def test_a_merge_that_skips_the_parse_defines_no_name_twice(left: str, right: str) -> None:
    _assert_skipped_checks_hide_nothing(left, right)


def _assert_skipped_checks_hide_nothing(left: str, right: str) -> None:
    """A clean merge whose parse is skipped parses; one only parsed (SYNTAX) binds no
    name twice."""
    lines = [split_lines(t) for t in (PROPERTY_BASE, left, right)]
    merged = merge_lines(*lines)
    check = may_break(*lines, PYTHON)
    if not merged.clean or check == NAMES:
        return
    spec, parser = get_parser("python")
    try:
        tree = parse_tree(merged.text, spec, parser)
    except ParseError as exc:
        if check == SYNTAX:
            return  # the parse the merge gets finds this
        raise AssertionError(f"a skipped merge does not parse: {exc}") from exc
    inputs = [parse_tree(t, spec, parser) for t in (PROPERTY_BASE, left, right)]
    assert new_duplicates(tree, inputs) == []


@st.composite
def _body_side(draw: st.DrawFn) -> str:
    """PROPERTY_BASE with names bound inside f0 and f0 perhaps turned into a class: the
    edits where a line's scope depends on the other side's change."""
    head, _, rest = _unit(0).partition("\n")
    lines = rest.split("\n")
    for _ in range(draw(st.integers(0, 2))):
        name = draw(st.sampled_from(BOUND))
        # The duplicate check counts definitions (a nested def, or a method once f0
        # is a class), not assignments.
        line = draw(st.sampled_from([f"    {name} = 0", f"    def {name}(): return 0"]))
        lines.insert(draw(st.integers(0, len(lines) - 3)), line)
    if draw(st.booleans()):
        head = "class f0:"
    return head + "\n" + "\n".join(lines) + PROPERTY_BASE[len(_unit(0)) :]


@settings(max_examples=300, deadline=None)
@given(_body_side(), _body_side())
def test_names_bound_in_a_function_body_never_hide_a_duplicate(left: str, right: str) -> None:
    _assert_skipped_checks_hide_nothing(left, right)


PY_DELIMITERS = (('"""', '"""'), ("'''", "'''"))
C_DELIMITERS = (("/*", "*/"), ("`", "`"))


@pytest.mark.parametrize(
    ("pairs", "removed", "added", "moves"),
    [
        # A triple quote added alone opens a string that runs on past the change.
        (PY_DELIMITERS, [], ['"""Disabled:\n'], True),
        # A docstring's first line rewritten: one quote for another.
        (PY_DELIMITERS, ['    """Old summary.\n'], ['    """New summary.\n'], False),
        # A whole docstring added: opened and closed within the change.
        (PY_DELIMITERS, [], ['    """One.\n', "\n", '    Two.\n', '    """\n'], False),
        (PY_DELIMITERS, ["x = '''\n"], ["x = 1\n"], True),
        # C-like block comments: a "/*" left without its "*/".
        (C_DELIMITERS, [], ["/* off\n"], True),
        (C_DELIMITERS, [], ["/* note */\n"], False),
        (C_DELIMITERS, ["*/\n"], [], True),
        ((), [], ['"""\n'], False),  # a language without such delimiters
    ],
)
def test_moves_bounds(
    pairs: tuple[tuple[str, str], ...], removed: list[str], added: list[str], moves: bool,
) -> None:
    base = ["a = 1\n", *removed, "b = 2\n"]
    side = ["a = 1\n", *added, "b = 2\n"]
    assert moves_bounds(pairs, base, side, base) is moves
    assert moves_bounds(pairs, base, base, side) is moves

