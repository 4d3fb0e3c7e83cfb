"""The language field ``top_member_types``: a file is split into members only when every
top-level member is of one of these node types (an HTML template's top-level text, its
``{% block %}`` tags, keeps the whole file one block merged by lines)."""

from __future__ import annotations

from semmerge.parse.languages import get_parser
from semmerge.parse.tree import parse_tree

PAGE = "<!DOCTYPE html>\n<html>\n  <body>\n    <p>x</p>\n  </body>\n</html>\n"
TEMPLATE = (
    '{% extends "base.html" %}\n{% block content %}\n<div>\n  <p>x</p>\n</div>\n{% endblock %}\n'
)


def _keys(text: str, language: str = "html") -> list[str]:
    spec, parser = get_parser(language)
    return [c.key for c in parse_tree(text, spec, parser).children or []]


def test_a_page_of_elements_is_split_into_members() -> None:
    assert _keys(PAGE) == ["stmt doctype: <!DOCTYPE html>", "element html"]


def test_top_level_template_text_keeps_the_file_one_block() -> None:
    spec, parser = get_parser("html")
    tree = parse_tree(TEMPLATE, spec, parser)
    assert tree.children == []
    assert tree.header == TEMPLATE  # the text is kept whole, for the line merge


def test_off_by_default() -> None:
    spec, _ = get_parser("python")
    assert spec.top_member_types == ()
    assert len(_keys("x = 1\n\n\ndef f():\n    pass\n", "python")) == 2
