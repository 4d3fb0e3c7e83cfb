"""Keys, ownership of lines, and repeatable definitions in Python symbol trees."""

from __future__ import annotations

from semmerge.parse.languages import get_parser
from semmerge.parse.tree import SymbolNode, parse_tree

SOURCE = '''"""Module doc."""
# header comment
from __future__ import annotations

import os
from typing import (
    Any,
    overload,
)

__all__ = ["f", "A"]
X: int = 1


@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x


class A:
    """Doc."""

    @property
    def p(self):
        return 1

    @p.setter
    def p(self, value):
        pass

    # leads into m
    def m(self):
        pass


if os.name == "nt":
    def g(): ...
else:
    def g(): ...
'''


def _tree() -> SymbolNode:
    spec, parser = get_parser("python")
    return parse_tree(SOURCE, spec, parser)


def test_top_level_keys() -> None:
    keys = [c.key for c in _tree().children or []]
    assert keys == [
        'stmt expression_statement: """Module doc."""',
        "from __future__",
        "import import os",
        "from typing",
        "var __all__",
        "var X",
        "def f@overload def f(x: int) -> int: ...",
        "def f@overload def f(x: str) -> str: ...",
        "def f",
        "class A",
        'stmt if_statement: if os.name == "nt":',
    ]


def test_class_members_nest_and_keep_their_lines() -> None:
    cls = _tree().find("class A")
    assert cls is not None and cls.children is not None
    assert [c.key for c in cls.children] == [
        'stmt expression_statement: """Doc."""', "def p", "def p@p.setter def p(self, value):",
        "def m",
    ]
    m = cls.find("def m")
    assert m is not None
    assert m.lead == "\n    # leads into m\n"
    assert m.body == "    def m(self):\n        pass\n"
    assert cls.header == "class A:\n"


def test_import_lists_and_dunder_all_are_unordered_items() -> None:
    tree = _tree()
    typing_import = tree.find("from typing")
    assert typing_import is not None and typing_import.items is not None
    assert typing_import.items.items == ["Any", "overload"]
    assert typing_import.items.render() == typing_import.body
    dunder_all = tree.find("var __all__")
    assert dunder_all is not None and dunder_all.items is not None
    assert dunder_all.items.items == ['"f"', '"A"']


def test_repeatable_definitions_bind_nothing_twice() -> None:
    tree = _tree()
    overloads = [c for c in tree.children or [] if c.key.startswith("def f@overload")]
    assert all(c.repeatable and not c.bindings for c in overloads)
    f = tree.find("def f")
    assert f is not None and f.bindings == ("f",)


def test_comments_lead_into_the_following_statement() -> None:
    tree = _tree()
    assert tree.header == ""
    future = tree.find("from __future__")
    assert future is not None and future.lead == "# header comment\n"


def test_a_docstring_then_future_imports_lead_their_scope() -> None:
    tree = _tree()
    module_doc, future, *rest = tree.children or []
    assert (module_doc.leading, future.leading) == (1, 2)  # the spec's order
    assert not any(n.leading for n in rest)  # imports, assignments, definitions
    cls = tree.find("class A")
    assert cls is not None and cls.children
    assert cls.children[0].leading  # the class docstring
    spec, parser = get_parser("python")
    other = parse_tree('x = "text"\n"a" "b"\nf("text")\n', spec, parser)
    assert [n.leading for n in other.children or []] == [False, True, False]


def test_a_java_static_import_is_its_own_kind_of_import() -> None:
    # Formatters group static imports apart (first or last), so the sort order of an
    # import run needs to tell them from plain ones: the spec's when_token does.
    spec, parser = get_parser("java")
    tree = parse_tree(
        "import static java.util.Objects.requireNonNull;\nimport java.util.List;\n",
        spec, parser,
    )
    found = [(c.sort_kind, c.sort_name, c.is_import) for c in tree.children or []]
    assert found == [
        ("static-import", "java.util.Objects.requireNonNull", True),
        ("import", "java.util.List", True),
    ]


def test_trailing_comments_travel_with_the_member_above() -> None:
    """``trailing_comments``: a comment right below a member, then a blank line or the
    end, belongs to that member; one with the next member right below leads into it."""
    spec, parser = get_parser("python")
    text = "x = 1\n# about x\n\ny = 2\n# leads into z\nz = 3\n# about z\n"
    plain = parse_tree(text, spec, parser)
    assert [c.text for c in plain.children or []] == [
        "x = 1\n", "# about x\n\ny = 2\n", "# leads into z\nz = 3\n"]
    trailing = object.__new__(type(spec))
    for slot in type(spec).__slots__:
        setattr(trailing, slot, getattr(spec, slot))
    trailing.trailing_comments = True
    tree = parse_tree(text, trailing, parser)
    assert [(c.lead, c.body) for c in tree.children or []] == [
        ("", "x = 1\n# about x\n"), ("\n", "y = 2\n"),
        ("# leads into z\n", "z = 3\n# about z\n")]
    assert tree.footer == ""


def test_trailing_comments_always_takes_a_comment_with_a_member_right_below() -> None:
    """``trailing_comments: "always"``: a comment right below a member is its own even
    with the next member right below the comment (an OCaml interface's style)."""
    spec, parser = get_parser("python")
    trailing = object.__new__(type(spec))
    for slot in type(spec).__slots__:
        setattr(trailing, slot, getattr(spec, slot))
    trailing.trailing_comments = "always"
    tree = parse_tree("x = 1\n# about x\ny = 2\n\n# leads into z\nz = 3\n", trailing, parser)
    assert [(c.lead, c.body) for c in tree.children or []] == [
        ("", "x = 1\n# about x\n"), ("", "y = 2\n"), ("\n# leads into z\n", "z = 3\n")]


def test_inline_types_make_the_statements_of_a_group_members() -> None:
    """tree-sitter-haskell groups a module's imports and declarations: with the spec's
    ``inline_types`` naming those groups, their statements are the file's members."""
    import copy

    from semmerge.parse.spec import parse_raw, raw_specs

    _, parser = get_parser("haskell")
    text = "module A where\n\nimport X\nimport Y\n\nf :: Int\nf = 1\n\ng = 2\n"
    raw = copy.deepcopy(raw_specs()["haskell"])
    with_groups = parse_raw(raw)
    raw["language"].pop("inline_types")
    without = parse_raw(raw)
    keys = [c.key for c in parse_tree(text, with_groups, parser).children or ()]
    assert keys == ["module module", "import import X", "import import Y", "fun f", "fun g"]
    plain = [c.key for c in parse_tree(text, without, parser).children or ()]
    assert [k.split(":")[0] for k in plain] == ["module module", "stmt imports",
                                                 "stmt declarations"]


def test_a_group_path_makes_a_signature_and_its_clauses_one_member() -> None:
    """Consecutive declarations whose ``group_path`` leads to one name (a Haskell
    signature and the clauses of its function) are one member, keyed as the last."""
    import copy

    from semmerge.parse.spec import parse_raw, raw_specs

    _, parser = get_parser("haskell")
    text = "f :: Int -> Int\nf 0 = 1\nf n = n\n\ng :: Int\ng = 2\n\nh = 3\n"
    raw = copy.deepcopy(raw_specs()["haskell"])
    grouped = parse_tree(text, parse_raw(raw), parser).children or []
    assert [(c.key, c.text, c.bindings) for c in grouped] == [
        ("fun f", "f :: Int -> Int\nf 0 = 1\nf n = n\n", ("f",)),
        ("fun g", "\ng :: Int\ng = 2\n", ("g",)),
        ("fun h", "\nh = 3\n", ("h",)),
    ]
    for decl in raw["declaration"]:
        decl.pop("group_path", None)
    apart = parse_tree(text, parse_raw(raw), parser).children or []
    assert [c.key for c in apart] == ["sig f", "fun f", "fun f#2", "sig g", "fun g", "fun h"]


def test_a_region_directive_without_children_is_told_by_its_first_word() -> None:
    """tree-sitter-haskell's ``cpp`` directive is one token: its first word says
    whether it opens, branches or closes a region."""
    spec, parser = get_parser("haskell")
    text = ("import X\n#if MIN_VERSION_base(4,8,0)\nimport Y\n#else\nimport Z\n#endif\n"
            "#ifdef DEBUG\nf = 1\n#endif\n")
    keys = [c.key for c in parse_tree(text, spec, parser).children or ()]
    assert keys == ["import import X", "stmt cpp: #if MIN_VERSION_base(4,8,0)",
                    "stmt cpp: #ifdef DEBUG", "fun f", "stmt cpp: #endif"]


def test_a_terminator_below_a_member_ends_that_member() -> None:
    """``terminators``: OCaml's ``;;`` alone on the row below a ``let`` is that let's,
    so a side moving or deleting the let takes it along (not the member below)."""
    spec, parser = get_parser("ocaml")
    text = "let x =\n  1\n;;\n\nlet y = 2\n;;\n\nlet z = 3\n"
    tree = parse_tree(text, spec, parser)
    assert [(c.lead, c.body) for c in tree.children or []] == [
        ("", "let x =\n  1\n;;\n"), ("\n", "let y = 2\n;;\n"), ("\n", "let z = 3\n")]
    # A ';;' with a blank row between belongs to nobody in particular: it leads on.
    apart = parse_tree("let x = 1\n\n;;\nlet y = 2\n", spec, parser)
    assert [c.body for c in apart.children or []] == ["let x = 1\n", "let y = 2\n"]
