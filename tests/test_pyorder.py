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


def test_a_class_body_reading_its_own_name_above_its_binding_is_read_early() -> None:
    assert early("""
        class Limits:
            WORST = TIMEOUT * RETRIES
            RETRIES = 3
            TIMEOUT = 5
    """) == {"TIMEOUT": 3, "RETRIES": 3}
    # The module binds it before the class: the body reads the module's.
    assert early("""
        TIMEOUT = 1
        class Limits:
            WORST = TIMEOUT * 2
            TIMEOUT = 5
    """) == {}


def test_a_clean_line_merge_reading_a_moved_class_early_is_reported() -> None:
    from semmerge import merge_texts

    config = "class Config:\n    debug = False\n"
    funcs = [f"def {n}():\n    return {i}\n" for i, n in enumerate("abcd")]
    base = "\n\n".join([config, *funcs])
    left = "\n\n".join([*funcs, config])  # the class moved to the end
    # Right annotates with it in a new function between a and b, far from both moves.
    new = "def make() -> Config:\n    return Config()\n"
    right = "\n\n".join([config, funcs[0], new, *funcs[1:]])
    result = merge_texts(base, left, right, path="config.py")
    assert result.clean and result.strategy == "line"
    assert any("'Config'" in f and "further down" in f for f in result.findings)
