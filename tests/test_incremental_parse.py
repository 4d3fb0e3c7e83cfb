"""Re-parsing an edited text from an earlier parse (``parse_text``'s ``reuse``) gives the
tree a fresh parse gives: the engine re-parses left and right from base's tree, and a
merge result from left's, so an edit applied at the wrong offset would change what
every structured merge sees."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from semmerge.merge.linemerge import diff_edits, split_lines
from semmerge.parse.languages import get_parser
from semmerge.parse.tree import Parsed, ParseError, _Source, parse_text

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Parser, Point, Tree

UNITS = [
    "import os\n",
    "from pathlib import Path\n",
    "X = 1\n",
    "NAME = 'naïve café'\n",  # multi-byte characters: byte offsets differ from columns
    "def f(a):\n    return a\n",
    "def g():\n    s = '€'\n    return s * 2\n",
    "class A:\n    x = 1\n\n    def m(self):\n        return [\n            1,\n        ]\n",
    "\n",
    "# a comment\n",
    "if X:\n    Y = 2\nelse:\n    Y = 3\n",
]


def _text(units: list[int], final_newline: bool) -> str:
    text = "".join(UNITS[i] for i in units)
    return text if final_newline else text.rstrip("\n")


def _reparsed(old: str, new: str, parser: Parser) -> Parsed:
    """``new`` parsed from ``old``'s parse, edited with the line diff between them."""
    edits = diff_edits(split_lines(old), split_lines(new))
    return parse_text(new, parser, None, (parse_text(old, parser), edits))


def _spans(tree: Tree) -> list[tuple[str, int, int, Point, Point]]:
    """Every node's type and place, in document order."""
    found = []
    cursor = [tree.root_node]
    while cursor:
        node = cursor.pop()
        found.append((node.type, node.start_byte, node.end_byte, node.start_point, node.end_point))
        cursor.extend(reversed(node.children))
    return found


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, len(UNITS) - 1), max_size=30),
    st.lists(st.integers(0, len(UNITS) - 1), max_size=30),
    st.booleans(),
    st.booleans(),
)
def test_incremental_parse_equals_a_fresh_parse(
    old_units: list[int], new_units: list[int], old_nl: bool, new_nl: bool
) -> None:
    _, parser = get_parser("python")
    old, new = _text(old_units, old_nl), _text(new_units, new_nl)
    try:
        earlier = parse_text(old, parser)
        fresh = parse_text(new, parser)
    except ParseError:
        return  # units glued without a final newline may not parse
    edits = diff_edits(split_lines(old), split_lines(new))
    again = parse_text(new, parser, None, (earlier, edits))
    assert _spans(again.tree) == _spans(fresh.tree)
    # The earlier tree is left as it was (the edits went to a copy).
    assert _spans(earlier.tree) == _spans(parse_text(old, parser).tree)


def test_one_line_changed_in_the_middle_keeps_every_position() -> None:
    _, parser = get_parser("python")
    old = "def f():\n    return 'é'\n\n\ndef g():\n    return 2\n"
    new = old.replace("return 'é'", "return 'éé' + 'x'")
    tree = _reparsed(old, new, parser).tree
    g = tree.root_node.named_children[1]
    assert g.start_point == (4, 0)
    assert new.encode()[g.start_byte : g.end_byte] == b"def g():\n    return 2"


def test_an_edit_starts_at_the_last_non_blank_byte_before_it() -> None:
    # The colon that opens a block: the indent token read after it looked into the
    # edited line, so the edit must cover it for tree-sitter to re-read it.
    src = _Source("if x:\n\n    y = 'é'\n".encode())
    assert src.lead_in(src.line_start[2]) == 4
    assert src.position(4, 2) == (0, 4)
    assert _Source(b"\n\n\nx = 1\n").lead_in(3) == 0  # only blank lines before: from the top
    assert _Source(b"x = 1\n").lead_in(0) == 0


def test_position_counts_columns_in_bytes() -> None:
    src = _Source("s = 'é'\nt = 1\n".encode())
    assert src.position(len("s = 'é".encode()), 1) == (0, 7)
    assert src.position(src.line_start[1] + 2, 1) == (1, 2)
    end = _Source(b"a\nbc")  # no newline at the end: the row after it starts at the end
    assert end.position(3, 2) == (1, 1)


def test_an_edit_to_the_first_statement_of_a_block_re_parses_to_a_fresh_tree() -> None:
    _, parser = get_parser("python")
    old = "class A:\n    def m(self):\n        if self.x:\n            a = 1\n            b = 2\n"
    new = old.replace("a = 1", "a = 10")
    again = _reparsed(old, new, parser)
    assert _spans(again.tree) == _spans(parse_text(new, parser).tree)


#: The same kind of units for a braces language: the edits cross ``{`` lines and blocks.
JS_UNITS = [
    "import { a } from './a';\n",
    "const X = 1;\n",
    "const NAME = 'naïve café';\n",
    "function f(a) {\n  return a;\n}\n",
    "function g() {\n  const s = '€';\n  return s + s;\n}\n",
    "class A {\n  m() {\n    return [\n      1,\n    ];\n  }\n}\n",
    "\n",
    "// a comment\n",
    "if (X) {\n  y = 2;\n} else {\n  y = 3;\n}\n",
]


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.integers(0, len(JS_UNITS) - 1), max_size=30),
    st.lists(st.integers(0, len(JS_UNITS) - 1), max_size=30),
)
def test_incremental_parse_equals_a_fresh_parse_in_javascript(
    old_units: list[int], new_units: list[int]
) -> None:
    _, parser = get_parser("javascript")
    old = "".join(JS_UNITS[i] for i in old_units)
    new = "".join(JS_UNITS[i] for i in new_units)
    again = _reparsed(old, new, parser)
    assert _spans(again.tree) == _spans(parse_text(new, parser).tree)


@given(st.text(alphabet="ab \r\n", max_size=30))
def test_row_offsets_from_the_lines_equal_those_from_the_bytes(text: str) -> None:
    data = text.encode()
    assert _Source(data, split_lines(text)).line_start == _Source(data).line_start


CPP_WITH_MACROS = """\
#include <string>

class SHOP_API Cart {
public:
    SHOP_INLINE explicit Cart(std::string owner);
    int total() const SHOP_NOEXCEPT;

private:
    std::string owner_;
};
"""


def test_macros_the_grammar_cannot_read_are_read_as_blanks() -> None:
    # tree-sitter-cpp cannot read 'SHOP_INLINE explicit Cart(...)' or a macro after the
    # parameters; 'class SHOP_API Cart' it reads as a function named Cart.
    spec, parser = get_parser("cpp")
    with pytest.raises(ParseError):  # if the grammar reads these macros now, pick others
        parse_text(CPP_WITH_MACROS, parser)
    parsed = parse_text(CPP_WITH_MACROS, parser, macros=spec.macro_names,
                        contexts=spec.macro_contexts)
    assert parsed.blanked == {"SHOP_API", "SHOP_INLINE", "SHOP_NOEXCEPT"}
    assert parsed.src.data == CPP_WITH_MACROS.encode()  # the text itself is unchanged
    body = parsed.tree.root_node.children[1]
    assert body.type == "class_specifier"


def test_a_reparse_from_a_parse_with_macros_blanked_gives_the_fresh_tree() -> None:
    spec, parser = get_parser("cpp")
    kwargs = {"macros": spec.macro_names, "contexts": spec.macro_contexts}
    old = parse_text(CPP_WITH_MACROS, parser, **kwargs)
    for new in (
        CPP_WITH_MACROS.replace("    int total", "    void clear() SHOP_NOEXCEPT;\n    int total"),
        CPP_WITH_MACROS + "\nclass SHOP_EXPORT Receipt {\n    int id_;\n};\n",
    ):
        edits = diff_edits(split_lines(CPP_WITH_MACROS), split_lines(new))
        again = parse_text(new, parser, reuse=(old, edits), **kwargs)
        fresh = parse_text(new, parser, **kwargs)
        assert str(again.tree.root_node) == str(fresh.tree.root_node)
        assert again.blanked == fresh.blanked | old.blanked


def test_a_syntax_error_that_no_macro_explains_still_fails() -> None:
    spec, parser = get_parser("cpp")
    broken = CPP_WITH_MACROS.replace("int total() const", "int total( const")
    with pytest.raises(ParseError):
        parse_text(broken, parser, macros=spec.macro_names, contexts=spec.macro_contexts)
