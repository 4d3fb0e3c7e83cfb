"""A key repeated inside one line by a word-by-word merge (two attributes of one tag).

:func:`semmerge.merge.keys.repeated_identities` counts the keyed lists of a tree that
hold one identity twice; the engine rejects a structured result that joined the words of
a line both sides changed into such a list where neither side had one.
"""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.merge.keys import repeated_identities
from semmerge.parse.languages import get_parser

BASE = '<project>\n  <a>\n    <input type="text" name="q"/>\n  </a>\n</project>\n'


def _counts(text: str) -> dict[tuple[str, str], int]:
    spec, parser = get_parser("xml")
    data = text.encode()
    return repeated_identities(parser.parse(data).root_node, data, spec.commutative)


def test_counts_a_tag_holding_one_attribute_twice() -> None:
    assert _counts('<a x="1" y="2" x="3"/>\n') == {("EmptyElemTag", "x"): 1}
    assert _counts('<a x="1" y="2"/>\n') == {}


def test_one_attribute_added_differently_on_both_sides_in_one_line_conflicts() -> None:
    left = BASE.replace('name="q"/>', 'name="q" placeholder="S"/>')
    right = BASE.replace('type="text" name', 'type="text" placeholder="F" name')
    result = merge_texts(BASE, left, right, "pom.xml")
    assert not result.clean
    assert "placeholder" in (result.reason or "")


def test_different_attributes_added_on_both_sides_in_one_line_merge() -> None:
    left = BASE.replace('name="q"/>', 'name="q" placeholder="S"/>')
    right = BASE.replace('type="text" name', 'type="text" size="3" name')
    result = merge_texts(BASE, left, right, "pom.xml")
    assert result.clean
    assert result.text.count("placeholder") == 1 and "size" in result.text


def test_a_repeat_a_side_already_had_is_no_new_problem() -> None:
    base = BASE.replace('name="q"/>', 'name="q" x="1" x="2"/>')
    left = base.replace('name="q"', 'name="r"')
    right = base.replace('type="text"', 'type="search"')
    assert merge_texts(base, left, right, "pom.xml").clean
