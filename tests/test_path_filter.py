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


def test_a_filter_with_no_text_keeps_the_nodes_where_its_path_leads_anywhere() -> None:
    fn = _function()
    assert resolve(fn, ".[parameters]/name")[0].text == b"f"
    assert resolve(fn, ".[return_type]/name") == []  # no return type: no name either
    params = resolve(fn, "parameters")[0]
    assert [n.text for n in resolve(params, "*+[value]")] == [b"b=1", b"c=2"]


def test_a_star_is_the_first_named_child_and_a_quoted_step_an_anonymous_token() -> None:
    fn = _function()
    assert resolve(fn, "*")[0].text == b"f"
    params = resolve(fn, "parameters")[0]
    default = resolve(params, "default_parameter")[0]
    assert resolve(default, "'='")[0].text == b"="
    assert resolve(resolve(params, "identifier")[0], "'='") == []
    assert resolve(fn, "'def'")[0].text == b"def"
