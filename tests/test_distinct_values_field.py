"""The ``distinct_values`` spec field: members of an enum must keep distinct values, so a
clean merge in which each side gave the next free value to a member of its own is not
taken."""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.merge.checks import literal_value
from semmerge.parse.spec import SpecError, load_spec, parse_raw

RAW = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}

BASE = """\
import enum


class Level(enum.IntEnum):
    LOW = 1
    HIGH = 2


class Plain:
    LOW = 1
"""


def test_spec_reads_distinct_values() -> None:
    # Rust: a variant without a discriminant takes the one after the variant above.
    assert load_spec("rust").distinct_values == (frozenset({"enum_variant"}), None, True)
    members, header, implicit = load_spec("python").distinct_values or ((), None, True)
    assert "expression_statement" in members and header is not None and not implicit
    assert parse_raw(RAW).distinct_values is None


def test_distinct_values_without_members_is_a_spec_error() -> None:
    raw = {"language": {**RAW["language"], "distinct_values": {"header": "enum"}}}
    with pytest.raises(SpecError, match="distinct_values"):
        parse_raw(raw)


@pytest.mark.parametrize(("line", "value"), [
    ("    MEDIUM = 3\n", "3"),
    ("  Flag = 1 << 4,", "1 << 4"),
    ("case Ready = 'ready';", "'ready'"),
    ("    NEXT = auto()\n", None),
    ("    if x == 3:\n", None),
])
def test_literal_value_reads_only_literals(line: str, value: str | None) -> None:
    assert literal_value(line) == value


def test_one_value_given_by_both_sides_in_an_enum_is_a_conflict() -> None:
    left = BASE.replace("    HIGH = 2\n", "    HIGH = 2\n    URGENT = 3\n")
    right = BASE.replace("    HIGH = 2\n", "    HIGH = 2\n    CRITICAL = 3\n")
    result = merge_texts(BASE, left, right, path="levels.py")
    assert not result.clean
    assert "2 members with the value 3 in Level" in (result.reason or "")


def test_the_same_value_outside_an_enum_merges() -> None:
    plain = "class Plain:\n    LOW = 1\n"
    left = BASE.replace(plain, plain + "    MID = 2\n")
    right = BASE.replace(plain, plain + "    TOP = 2\n")
    result = merge_texts(BASE, left, right, path="levels.py")
    assert result.clean
    assert "    MID = 2\n    TOP = 2\n" in result.text


def test_an_enum_nested_in_a_class_keeps_distinct_values_too() -> None:
    base = "import enum\n\n\nclass Outer:\n    class Level(enum.IntEnum):\n        LOW = 1\n"
    left = base + "        HIGH = 2\n"
    right = base + "        TOP = 2\n"
    result = merge_texts(base, left, right, path="levels.py")
    assert not result.clean
    assert "2 members with the value 2 in Outer.Level" in (result.reason or "")
