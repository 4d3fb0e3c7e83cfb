"""The ``names_ignore_case`` spec field and lower-cased ``binding_paths``: in a language
whose names know no case (Fortran), ``Init`` and ``INIT`` are one name, both for the
test that lets a clean line merge skip its parse and for the names a declaration binds."""

from __future__ import annotations

from semmerge import merge_texts
from semmerge.merge.checks import NAMES, may_break
from semmerge.merge.linemerge import split_lines
from semmerge.merge.semantic import gone_words
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import load_spec, parse_raw
from semmerge.parse.tree import parse_tree

RAW = {"language": {"name": "x", "extensions": [".x"], "grammar": "m:f", "root": "r"}}

BASE = "".join(f"line {i}\n" for i in range(12))


def test_spec_reads_names_ignore_case_default_off() -> None:
    assert parse_raw(RAW).names_ignore_case is False
    assert load_spec("python").names_ignore_case is False
    assert load_spec("fortran").names_ignore_case is True


def test_words_differing_in_case_count_as_shared_only_when_folded() -> None:
    base = split_lines(BASE)
    left = split_lines("subroutine Init\n" + BASE)
    right = split_lines(BASE + "function INIT\n")
    assert may_break(base, left, right) is None
    assert may_break(base, left, right, fold_case=True) == NAMES


def test_binding_paths_are_lower_cased_with_name_lowercase() -> None:
    spec, parser = get_parser("fortran")
    tree = parse_tree("module m\n  real :: Alpha, BETA(3) = 0\nend module m\n", spec, parser)
    (module,) = tree.children
    (decl,) = module.children
    assert decl.key == "decl alpha"
    assert set(decl.bindings) == {"alpha", "beta"}


def test_one_name_added_in_two_cases_far_apart_is_not_merged_cleanly() -> None:
    procs = "".join(
        f"  subroutine p{i}()\n    call work({i})\n  end subroutine p{i}\n\n" for i in range(4)
    )
    base = f"module m\ncontains\n\n{procs}end module m\n"
    left = base.replace("contains\n\n", "contains\n\n  SUBROUTINE Init()\n  END SUBROUTINE\n\n")
    right = base.replace("\nend module", "  subroutine INIT()\n  end subroutine\n\nend module")
    res = merge_texts(base, left, right, path="m.f90")
    assert not res.clean


def test_a_name_kept_in_another_case_is_not_gone() -> None:
    base = split_lines("x = rinc(1)\ny = RINC(2)\nz = 0\n")
    left = split_lines("x = 0\ny = RINC(2)\nz = 0\n")  # drops 'rinc', keeps 'RINC'
    right = split_lines("x = rinc(1)\ny = RINC(2)\nz = rinc(3)\n")
    assert gone_words(base, left, right) == {"rinc": "left"}
    assert gone_words(base, left, right, fold_case=True) == {}
