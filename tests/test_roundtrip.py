"""Rendering an unchanged symbol tree gives the input back byte for byte."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from semmerge.parse.languages import get_parser
from semmerge.parse.tree import ParseError, SymbolNode, parse_tree


def _fully_rendered(node: SymbolNode) -> str:
    """The text rebuilt from every container's header, members and footer, expanding
    the lazily split statement lists (function bodies, blocks) on the way."""
    if node.children is None:
        return node.text
    inner = "".join(_fully_rendered(c) for c in node.children)
    return node.lead + node.header + inner + node.footer


def _stdlib_files() -> list[Path]:
    root = Path(sysconfig.get_paths()["stdlib"])
    return sorted(p for p in root.rglob("*.py") if "site-packages" not in p.parts)


def test_every_stdlib_file_round_trips() -> None:
    spec, parser = get_parser("python")
    files = _stdlib_files()
    assert len(files) > 500, "the standard library was not found"
    parsed = 0
    mismatched: list[str] = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # a few test files are deliberately not UTF-8
        try:
            tree = parse_tree(text, spec, parser)
        except ParseError:
            continue  # deliberately broken test data (badsyntax_*.py)
        parsed += 1
        if tree.text != text or _fully_rendered(tree) != text:
            mismatched.append(str(path))
    assert not mismatched, mismatched[:10]
    assert parsed > 0.95 * len(files)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n\n",
        "# only a comment",
        "x = 1",  # no final newline
        "a = 1; b = 2\nc = 3\n",
        "class A: pass\n",
        "class A:\n    x = 1\n    # trailing comment\n\n# module comment\n",
        "\ufeffimport os\r\nimport sys\r\n",
        "def f():\n\treturn 1\n",
        "@dec\n# between\ndef f(): ...\n",
    ],
)
def test_edge_cases_round_trip(text: str) -> None:
    spec, parser = get_parser("python")
    tree = parse_tree(text, spec, parser)
    assert tree.text == text and _fully_rendered(tree) == text
