"""The spec's distinct_lines: one registration twice in one scope, one from each side."""

from __future__ import annotations

from semmerge.merge.checks import registered_twice
from semmerge.parse.languages import get_parser

PYTHON = get_parser("python")[0].distinct_lines or ""

BASE = 'def build():\n    p = Parser()\n    p.add_argument("--host")\n    return p\n'
LEFT = BASE.replace("    return", '    p.add_argument("--limit", type=int)\n    return')
RIGHT = BASE.replace("    return", '    p.add_argument("-l", "--limit", default=0)\n    return')
BOTH = BASE.replace("    return", '    p.add_argument("--limit", type=int)\n'
                    '    p.add_argument("-l", "--limit", default=0)\n    return')


def test_an_option_with_and_without_its_short_alias_is_one_key() -> None:
    assert registered_twice(BOTH, [LEFT, RIGHT], PYTHON) == ["'p.'--limit'' 2 times"]


def test_the_same_option_of_two_parsers_is_two_keys() -> None:
    both = BOTH.replace('    p.add_argument("-l"', '    q.add_argument("-l"')
    assert registered_twice(both, [LEFT, RIGHT], PYTHON) == []


def test_two_options_sharing_only_a_short_alias_are_two_keys() -> None:
    # The long option names the key: '-l' for --limit and --level is argparse's own
    # error, which the line does not say.
    both = BOTH.replace('"-l", "--limit"', '"-l", "--level"')
    assert registered_twice(both, [LEFT, RIGHT], PYTHON) == []


def test_the_same_registration_in_two_functions_is_no_repeat() -> None:
    two = BOTH.replace('    p.add_argument("-l", "--limit", default=0)\n', "") + (
        'def other():\n    p = Parser()\n    p.add_argument("--limit")\n    return p\n')
    assert registered_twice(two, [LEFT, RIGHT], PYTHON) == []
