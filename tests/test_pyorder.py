"""Names a Python module reads while it loads above the statement that defines them."""

from __future__ import annotations

import textwrap

from semmerge.merge.pyorder import required_after_default, used_before_defined


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


def out_of_order(source: str) -> dict[str, int] | None:
    return required_after_default(textwrap.dedent(source))


def test_a_dataclass_field_without_default_below_one_with_default_is_found() -> None:
    assert out_of_order("""
        from dataclasses import dataclass, field
        @dataclass(frozen=True)
        class Invoice:
            number: str
            tags: list = field(default_factory=list)
            currency: str
            note: str = ""
    """) == {"Invoice.currency": 7}


def test_attrs_and_named_tuples_follow_the_same_rule() -> None:
    found = out_of_order("""
        import attr
        from typing import NamedTuple
        @attr.s
        class A:
            x: int = attr.ib(0)
            y: int = attr.ib()
        class P(NamedTuple):
            x: int = 0
            y: int
    """)
    assert found == {"A.y": 7, "P.y": 10}


def test_fields_out_of_the_init_or_keyword_only_are_not_judged() -> None:
    assert out_of_order("""
        from dataclasses import dataclass, field, KW_ONLY
        from typing import ClassVar
        @dataclass
        class A:
            x: int = 0
            count: ClassVar[int]
            cache: dict = field(init=False)
            y: int = field(default=1)
        @dataclass(kw_only=True)
        class B:
            x: int = 0
            y: int
        @dataclass
        class C:
            x: int = 0
            _: KW_ONLY
            y: int
        class Plain:
            x: int = 0
            y: int
    """) == {}



def test_a_function_reading_a_local_above_its_first_assignment_is_found() -> None:
    assert early("""
        def f(items, flag):
            print(total, flag)
            if items:
                x = 1
            total = 0
            return total, x
        def g():
            global y
            print(y)
            y = 1
        def h():
            def inner():
                return z
            z = 2
            return inner()
    """) == {"total": 3}


def test_a_clean_line_merge_reading_a_local_the_other_side_moved_down_is_reported() -> None:
    from semmerge import merge_texts

    base = '''def summarize(orders, log):
    total = 0
    count = len(orders)
    if not orders:
        return 0
    for order in orders:
        total += order.amount
    return total / count
'''
    # Left moves "total = 0" below the early return; right logs total above it.
    left = '''def summarize(orders, log):
    count = len(orders)
    if not orders:
        return 0
    total = 0
    for order in orders:
        total += order.amount
    return total / count
'''
    right = '''def summarize(orders, log):
    total = 0
    count = len(orders)
    log.debug("summing %d orders from %s", count, total)
    if not orders:
        return 0
    for order in orders:
        total += order.amount
    return total / count
'''
    result = merge_texts(base, left, right, path="orders.py")
    assert result.clean and result.strategy == "line"
    assert result.findings == ["'total' is used at line 3 but its definition comes further down"]
