"""Spec paths with a filter step (``element[STag/Name=groupId]``), for any grammar."""

from __future__ import annotations

from semmerge.parse.languages import get_parser
from semmerge.parse.tree import resolve

SOURCE = b"""def f(a, b=1, *, c=2):
    pass
"""


def _function():
    tree = get_parser("python")[1].parse(SOURCE)
    return tree.root_node.named_children[0]


def test_a_filter_keeps_only_the_children_whose_text_at_the_path_matches() -> None:
    fn = _function()
    found = resolve(fn, "parameters/default_parameter+[name=c]/value")
    assert [n.text for n in found] == [b"2"]
    assert resolve(fn, "parameters/default_parameter[name=b]/value")[0].text == b"1"


def test_a_filter_that_matches_nothing_leads_nowhere_and_alternatives_apply() -> None:
    fn = _function()
    assert resolve(fn, "parameters/default_parameter[name=x]") == []
    assert [n.text for n in resolve(fn, "parameters/default_parameter[name=x]|name")] == [
        b"f"
    ]


def test_a_filter_path_may_hold_steps_of_its_own() -> None:
    fn = _function()
    assert resolve(fn, "parameters[default_parameter/name=c]") == []  # the first only
    assert resolve(fn, "parameters[default_parameter+/name=c]") == []
    assert resolve(fn, ".[parameters/default_parameter/name=b]/name")[0].text == b"f"
