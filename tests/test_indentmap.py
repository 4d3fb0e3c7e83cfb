"""One side's change of indentation style carried over to the other side's lines."""

from semmerge.merge.indentmap import indent_map, reindent_like

BASE = ["def f():\n", "    if x:\n", "        y()\n", "\n", "    return 1\n"]
TWO = ["def f():\n", "  if x:\n", "    y()\n", "\n", "  return 1\n"]


def test_a_line_for_line_reindent_maps_each_old_indentation_to_its_new_one() -> None:
    assert indent_map(BASE, TWO) == {"": "", "    ": "  ", "        ": "    "}


def test_no_map_when_a_line_changed_beyond_its_indentation() -> None:
    assert indent_map(BASE, [*TWO[:4], "  return 2\n"]) is None


def test_no_map_when_one_old_indentation_became_two() -> None:
    assert indent_map(["  a\n", "  b\n"], ["    a\n", "  b\n"]) is None


def test_no_map_when_nothing_was_reindented() -> None:
    assert indent_map(BASE, BASE) is None


def test_the_other_sides_lines_take_the_new_indentation() -> None:
    mapping = indent_map(BASE, TWO)
    assert mapping is not None
    other = ["    if x:\n", "        log()\n", "        y()\n"]
    assert reindent_like(other, mapping) == ["  if x:\n", "    log()\n", "    y()\n"]


def test_a_level_deeper_than_any_mapped_one_is_scaled_alike() -> None:
    mapping = indent_map(BASE, TWO)
    assert mapping is not None
    assert reindent_like(["            z()\n"], mapping) == ["      z()\n"]


def test_tabs_made_spaces_scale_to_deeper_levels() -> None:
    mapping = indent_map(["\tx\n"], ["    x\n"])
    assert mapping is not None
    assert reindent_like(["\t\ty\n"], mapping) == ["        y\n"]


def test_an_indentation_that_does_not_scale_has_no_counterpart() -> None:
    mapping = indent_map(BASE, TWO)
    assert mapping is not None
    assert reindent_like(["   odd()\n"], mapping) is None
    assert reindent_like(["\tmixed()\n"], mapping) is None
