"""The lines enclosing a line by indentation, as the check for a change carried into a
copy reads them (``semmerge.merge.engine._parents`` and ``_headers``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from semmerge.merge.engine import _headers, _indent, _parents


def _scanned(lines: list[str], i: int) -> list[str]:
    """The definition, read back line by line from ``i``."""
    heads: list[str] = []
    indent = _indent(lines[i]) if lines[i].strip() else 0
    for j in range(i - 1, -1, -1):
        if indent == 0:
            break
        if lines[j].strip() and _indent(lines[j]) < indent:
            heads.append(lines[j])
            indent = _indent(lines[j])
    return heads


def test_a_nested_line_has_its_blocks_innermost_first() -> None:
    lines = ["describe(a, () => {\n", "  it(b, () => {\n", "\n", "    expect(x);\n",
             "  });\n", "});\n"]
    parents = _parents(lines)
    assert _headers(lines, parents, 3) == ["  it(b, () => {\n", "describe(a, () => {\n"]
    assert _headers(lines, parents, 4) == ["describe(a, () => {\n"]
    assert _headers(lines, parents, 2) == []  # a blank line belongs to no block
    assert _headers(lines, parents, 0) == []


@given(st.lists(st.tuples(st.integers(0, 4), st.sampled_from(["x", "y", ""])), max_size=40))
def test_the_enclosing_lines_are_those_a_scan_back_finds(shape: list[tuple[int, str]]) -> None:
    lines = [("  " * depth + word if word else "") + "\n" for depth, word in shape]
    parents = _parents(lines)
    for i in range(len(lines)):
        assert _headers(lines, parents, i) == _scanned(lines, i)
