"""Merging a symbol by its syntax tree where both sides changed one of its lines
(``semmerge.merge.syntax``): unordered lists merge as sets, and what a set merge would
get wrong stays a conflict."""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.parse.spec import load_spec


def _merge(base: str, left: str, right: str, path: str) -> tuple[bool, str]:
    result = merge_texts(base, left, right, path)
    return result.clean, result.text


def test_both_sides_replacing_one_list_item_differently_is_a_conflict() -> None:
    clean, _ = _merge(
        "class A implements Old {\n}\n",
        "class A implements NewLeft {\n}\n",
        "class A implements NewRight {\n}\n",
        "A.java",
    )
    assert not clean


def test_a_comment_between_items_keeps_the_lines_conflict() -> None:
    base = "X = {'a': 1, # first\n     'b': 2}\n"
    left = "X = {'a': 1, # first\n     'b': 2, 'c': 3}\n"
    right = "X = {'a': 1, # first\n     'b': 2, 'd': 4}\n"
    clean, _ = _merge(base, left, right, "m.py")
    assert not clean


def test_keyword_argument_next_to_a_new_positional_argument_is_a_conflict() -> None:
    # 'f(a)' -> 'f(a, b=1)' / 'f(a, c)': positional arguments are ordered, so the
    # two insertions at one place cannot be told apart.
    clean, _ = _merge("x = f(a)\n", "x = f(a, b=1)\n", "x = f(a, c)\n", "m.py")
    assert not clean


def test_one_side_removing_an_item_and_the_other_adding_one() -> None:
    clean, text = _merge(
        "x = call(a=1, b=2)\n",
        "x = call(b=2)\n",
        "x = call(a=1, b=2, c=3)\n",
        "m.py",
    )
    assert clean
    assert text == "x = call(b=2, c=3)\n"


def test_changes_merge_only_when_an_untouched_word_lies_between_them() -> None:
    clean, text = _merge(
        "class A implements X {\n}\n",
        "public class A implements X {\n}\n",
        "class A implements X, Y {\n}\n",
        "A.java",
    )
    assert clean and text == "public class A implements X, Y {\n}\n"
    # Nothing untouched between two numbers: what one side wrote may depend on the other.
    clean, _ = _merge("x = (3, 0, 0)\n", "x = (3, 1, 0)\n", "x = (3, 0, 1)\n", "m.py")
    assert not clean


def test_both_sides_changing_numbers_is_a_conflict_even_apart() -> None:
    # Numbers in one statement are usually one value, here a version neither side wrote.
    clean, _ = _merge(
        "version_info = (3, 0, 0, 'beta', 0)\n",
        "version_info = (4, 0, 0, 'beta', 0)\n",
        "version_info = (3, 0, 0, 'beta', 2)\n",
        "m.py",
    )
    assert not clean


def test_one_item_per_line_is_kept_for_new_items() -> None:
    base = "CONFIG = dict(\n    debug=False,\n)\n"
    left = "CONFIG = dict(\n    debug=False,\n    port=80,\n)\n"
    right = "CONFIG = dict(\n    debug=False,\n    host='x',\n)\n"
    clean, text = _merge(base, left, right, "m.py")
    assert clean
    assert text == "CONFIG = dict(\n    debug=False,\n    port=80,\n    host='x',\n)\n"


def test_the_merged_lines_pass_the_dropped_lines_check() -> None:
    # The merged header replaces both sides' header lines; the result is structured,
    # not a fallback for "a side's line is missing".
    # (Two options of one command: decorators calling one thing, whose order the
    # merge may choose.)
    result = merge_texts(
        "@a\ndef f():\n    return 1\n",
        '@a\n@opt("--x")\ndef f():\n    return 1\n',
        '@a\n@opt("--y")\ndef f():\n    return 2\n',
        "m.py",
    )
    assert result.clean and result.strategy == "structured"
    assert result.text == '@a\n@opt("--x")\n@opt("--y")\ndef f():\n    return 2\n'


@pytest.mark.parametrize("language", ["typescript", "tsx"])
def test_typescript_adds_its_commutative_types_to_javascripts(language: str) -> None:
    lists = load_spec(language).commutative
    assert {"object", "jsx_opening_element", "implements_clause"} <= set(lists)
    assert "implements_clause" not in load_spec("javascript").commutative


def test_a_deeply_nested_expression_both_sides_changed_does_not_crash() -> None:
    depth = 3000  # deeper than Python's recursion limit
    base = "x = " + "(" * depth + "1" + ")" * depth + "\n"
    left = "x = " + "(" * depth + "2" + ")" * depth + "\n"
    right = "x = " + "(" * depth + "3" + ")" * depth + "\n"
    result = merge_texts(base, left, right, "m.py")
    assert not result.clean


def test_decorators_both_sides_put_on_an_undecorated_definition_merge() -> None:
    base = "class K:\n    def size(self):\n        return 1\n"
    left = base.replace("    def size", "    @property\n    def size")
    right = base.replace("    def size", "    @functools.cache\n    def size")
    clean, text = _merge(base, left, right, "m.py")
    assert clean
    assert text == (
        "class K:\n    @property\n    @functools.cache\n    def size(self):\n        return 1\n"
    )


def test_without_bare_decorators_on_an_undecorated_definition_conflict(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    lists = load_spec("python").commutative  # the loaded spec the merge reads
    spec = lists["decorated_definition"]
    fields = {k: getattr(spec, k) for k in spec.__slots__}
    monkeypatch.setitem(lists, "decorated_definition", type(spec)(**{**fields, "bare": False}))
    clean, _ = _merge("def f():\n    pass\n", "@a\ndef f():\n    pass\n",
                      "@b\ndef f():\n    pass\n", "m.py")
    assert not clean


def test_a_decorator_on_one_side_and_another_definition_on_the_other_conflict() -> None:
    # The wrapped child must match: right turned the function into a class.
    clean, _ = _merge("def f():\n    pass\n", "@a\ndef f():\n    pass\n",
                      "@b\nclass f:\n    pass\n", "m.py")
    assert not clean


def test_a_set_one_side_changed_is_apart_from_its_neighbour_the_other_changed() -> None:
    # Modifiers are a set: 'static' does not read the type next to it.
    clean, text = _merge(
        "class A {\n    public int x = 1;\n}\n",
        "class A {\n    public long x = 1;\n}\n",
        "class A {\n    public static int x = 1;\n}\n",
        "A.java",
    )
    assert clean and "public static long x = 1;" in text



def test_a_set_whose_other_children_changed_is_not_apart_from_its_neighbour() -> None:
    # A call's arguments are a set only in their keywords: a positional argument changed
    # beside a renamed function may depend on the name, so the two stay a conflict.
    clean, _ = _merge("x = f(a, key=1)\n", "x = g(a, key=1)\n", "x = f(b, key=1)\n", "m.py")
    assert not clean
    clean, text = _merge(
        "x = f(a, key=1)\n", "x = g(a, key=1)\n", "x = f(a, key=1, other=2)\n", "m.py"
    )
    assert clean and text == "x = g(a, key=1, other=2)\n"


def test_a_joined_path_both_sides_changed_is_merged_by_its_tokens_without_error() -> None:
    # 'serde::Serialize' (one item, joined by '::') changed by both sides their own
    # ways: its tokens merge like any node's, here a conflict, and not the driver's
    # fallback after an internal error.
    result = merge_texts(
        "#[derive(serde::Serialize, Debug)]\nstruct A;\n",
        "#[derive(serde::Deserialize, Debug)]\nstruct A;\n",
        "#[derive(serde_x::Serialize, Debug)]\nstruct A;\n",
        "a.rs",
    )
    assert not result.clean
    assert result.reason is None
