"""Names a Python module reads while it loads above the statement that defines them."""

from __future__ import annotations

import textwrap

from semmerge.merge.pyorder import used_before_defined


def early(source: str) -> dict[str, int] | None:
    return used_before_defined(textwrap.dedent(source))


def test_base_class_defined_below_its_subclass_is_read_early() -> None:
    assert early("""
        class B(A):
            pass
        class A:
            pass
    """) == {"A": 2}


def test_decorators_defaults_and_module_statements_run_at_import() -> None:
    found = early("""
        @deco
        def f(a=LIMIT):
            return a
        x = make()
        def deco(f):
            return f
        LIMIT = 3
        def make():
            return 1
    """)
    assert found == {"deco": 2, "LIMIT": 3, "make": 5}


def test_function_bodies_run_later() -> None:
    assert early("""
        def f():
            return helper()
        def helper():
            return 1
    """) == {}


def test_annotations_are_read_unless_lazy() -> None:
    source = """
        def f(a: Later) -> Later:
            return a
        class Later:
            pass
    """
    assert early(source) == {"Later": 2}
    assert early("from __future__ import annotations\n" + textwrap.dedent(source)) == {}


def test_names_a_class_body_or_comprehension_binds_are_its_own() -> None:
    assert early("""
        class K:
            size = 3
            doubled = [n * 2 for n in range(size)]
        n = 1
        size = 2
    """) == {}


def test_a_binding_inside_try_counts_from_its_statement() -> None:
    assert early("""
        try:
            text = unicode
        except NameError:
            unicode = str
    """) == {}


def test_builtins_globals_and_star_imports_are_not_judged() -> None:
    assert early("""
        x = open
        def open(path):
            return path
    """) == {}
    assert early("""
        y = counter
        def bump():
            global counter
            counter = 1
        counter = 0
    """) == {}
    assert early("from os import *\nx = later\nlater = 1\n") is None


def test_text_that_does_not_parse_is_not_judged() -> None:
    assert early("def f(:\n") is None
