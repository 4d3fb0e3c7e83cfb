"""Merges run from a thread pool (an orchestrator merging many files at once) give each
file the result it gets when merged alone: no memo, deadline or parser is shared in a
way that lets one thread's merge leak into another's."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from semmerge import merge_texts
from semmerge.parse.languages import get_parser


def _python_case(n: int) -> tuple[str, str, str, str]:
    base = "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(30 + n))
    left = base.replace("return 3\n", "return 33\n") + f"def extra{n}():\n    return 1\n"
    right = base.replace(f"return {10 + n % 5}\n", "return -1\n").replace(
        "def f0():", "def f0():  # right"
    )
    return base, left, right, f"m{n}.py"


def _typescript_case(n: int) -> tuple[str, str, str, str]:
    base = "".join(f"export function g{i}(): number {{\n  return {i};\n}}\n\n" for i in range(20))
    left = f"import {{ a{n} }} from './a';\n" + base.replace("return 2;", "return a2;")
    right = f"import {{ b{n} }} from './b';\n" + base + f"export const last{n} = {n};\n"
    return base, left, right, f"m{n}.ts"


@pytest.fixture
def busy_switching() -> Iterator[None]:
    """Switch threads as often as the interpreter allows, so that races show."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


@pytest.mark.usefixtures("busy_switching")
def test_merges_from_a_thread_pool_match_merges_one_at_a_time() -> None:
    cases = [_python_case(n) for n in range(40)] + [_typescript_case(n) for n in range(20)]
    alone = [merge_texts(*c) for c in cases]
    with ThreadPoolExecutor(max_workers=4) as pool:
        for _ in range(3):
            together = list(pool.map(lambda c: merge_texts(*c), cases))
            assert [(r.text, r.clean, r.strategy) for r in together] == [
                (r.text, r.clean, r.strategy) for r in alone
            ]


def test_each_thread_gets_its_own_parser() -> None:
    # A tree-sitter parser holds the state of the parse it runs.
    with ThreadPoolExecutor(max_workers=2) as pool:
        parsers = list(pool.map(lambda _: id(get_parser("python")[1]), range(2)))
    assert id(get_parser("python")[1]) not in parsers
