"""The ``attach_comments`` spec field: comments right above a container's first member
lead into that member (``true``: every container), or only in bodies whose members are
unordered, a Python class (``"members"``), so that a file's head (an encoding line, a
licence) and a block's first statement (a ``# type:`` comment) keep theirs."""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import SpecError, load_spec, parse_raw
from semmerge.parse.tree import parse_tree

RAW = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}

SOURCE = """\
# -*- coding: utf-8 -*-
import os


class Store:
    # Items below a price.
    def cheaper_than(self, limit):
        # type: (int) -> list
        return [i for i in os.environ if len(i) < limit]
"""


def test_spec_reads_attach_comments() -> None:
    assert load_spec("python").attach_comments == "members"
    assert load_spec("java").attach_comments is True
    assert parse_raw(RAW).attach_comments is False


def test_an_unknown_attach_comments_value_is_a_spec_error_naming_the_choices() -> None:
    raw = {"language": {**RAW["language"], "attach_comments": "all"}}
    with pytest.raises(SpecError, match='true, false or "members"'):
        parse_raw(raw)


def test_members_attaches_in_a_class_body_only() -> None:
    spec, parser = get_parser("python")
    module = parse_tree(SOURCE, spec, parser)
    assert module.header == "# -*- coding: utf-8 -*-\n"  # the file's head keeps it
    store = module.children[-1]
    method = store.children[0]
    assert method.lead == "    # Items below a price.\n"
    assert store.header == "class Store:\n"
    assert method.children[0].lead == ""  # the type comment stays in the def's header
    assert "# type:" in method.header


def test_a_comment_stays_above_its_method_when_the_one_above_goes() -> None:
    base = (
        "class A:\n    # About f.\n    def f(self):\n        pass\n\n"
        "    # About g.\n    def g(self):\n        pass\n"
    )
    left = "class A:\n    # About g.\n    def g(self):\n        pass\n"
    added = "\n\n    def h(self):\n        pass\n\n    # About g."
    right = base.replace("\n\n    # About g.", added)
    res = merge_texts(base, left, right, path="x.py")
    assert res.clean
    assert res.text == (
        "class A:\n    def h(self):\n        pass\n\n"
        "    # About g.\n    def g(self):\n        pass\n"
    )
