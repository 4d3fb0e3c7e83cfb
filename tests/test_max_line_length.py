"""The ``max_line_length`` spec field: a clean structured result must not hold a line
longer than the language accepts (Fortran's free form: 132 characters) that no version
has, as merging one line's items from both sides can make."""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.parse.spec import load_spec, parse_raw

RAW = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}


def _module(only: str) -> str:
    return f"module m\n  use c, only: {only}\n  implicit none\nend module m\n"


def test_spec_reads_max_line_length_default_off() -> None:
    assert parse_raw(RAW).max_line_length is None
    assert load_spec("python").max_line_length is None
    assert load_spec("fortran").max_line_length == 132


def test_names_both_sides_append_within_the_limit_merge() -> None:
    base = _module("alpha, beta")
    res = merge_texts(base, _module("alpha, beta, gamma"), _module("alpha, beta, delta"),
                      path="m.f90")
    assert res.clean and "only: alpha, beta, gamma, delta\n" in res.text


def test_names_both_sides_append_past_the_limit_are_not_merged_on_one_line() -> None:
    names = ", ".join(f"name_{i:02d}" for i in range(12))  # 12 * 9 chars, some 130 columns
    base = _module(names)
    left, right = _module(names + ", left_x"), _module(names + ", right_y")
    assert all(len(line) <= 132 for text in (left, right) for line in text.split("\n"))
    res = merge_texts(base, left, right, path="m.f90")
    assert not res.clean
    assert all(len(line) <= 132 for line in res.text.split("\n"))


def test_a_long_line_a_side_already_has_is_no_reason_to_fall_back() -> None:
    long_names = ", ".join(f"name_{i:02d}" for i in range(16))  # over 132 in base
    procs = "module n\ncontains\n  subroutine s()\n  end subroutine s\nend module n\n"
    base = _module(long_names) + "\n" + procs
    end_s = "  end subroutine s\n"
    left = base.replace(end_s, end_s + "\n  subroutine t()\n  end subroutine t\n")
    right = base.replace(end_s, end_s + "\n  subroutine u()\n  end subroutine u\n")
    res = merge_texts(base, left, right, path="m.f90")
    assert res.clean and res.strategy == "structured"
