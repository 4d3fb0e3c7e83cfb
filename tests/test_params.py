"""Python: a parameter one side removed that the other side's new code still passes (or
keeps in an override) is a semantic conflict of a structured merge."""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.merge.linemerge import split_lines
from semmerge.merge.params import removed_parameters

BASE = (
    "class Doc:\n    def get_doc(self, encoding=None, ignore=1):\n        return []\n\n"
    "    def lines(self):\n        return self.get_doc(ignore=2)\n"
)
LEFT = BASE.replace("encoding=None, ", "")


def _found(base: str, left: str, right: str, merged: str) -> list[tuple[str, int, str, str]]:
    return removed_parameters(*(split_lines(t) for t in (base, left, right)), merged)


def test_an_override_with_the_removed_parameter_is_found() -> None:
    added = (
        "\n\nclass Module(Doc):\n    def get_doc(self, encoding=None, ignore=1):\n"
        "        return [1]\n"
    )
    merged = LEFT + added
    assert _found(BASE, LEFT, BASE + added, merged) == [("encoding", 10, "left", "get_doc")]


def test_a_call_passing_the_removed_parameter_by_keyword_is_found() -> None:
    added = (
        "\n    def first(self):\n        return self.get_doc(\n"
        "            encoding='utf-8',\n        )[0]\n"
    )
    merged = LEFT + added
    assert _found(BASE, LEFT, BASE + added, merged) == [("encoding", 10, "left", "get_doc")]


def test_a_parameter_removed_from_a_line_of_its_own_in_a_long_header_is_found() -> None:
    # The `def` line itself is unchanged: only the line holding the parameter goes.
    wrapped = "\n            encoding=None,\n            ignore=1"
    base = BASE.replace("encoding=None, ignore=1", wrapped)
    left = base.replace("            encoding=None,\n", "")
    added = "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    merged = left + added
    assert _found(base, left, base + added, merged) == [("encoding", 10, "left", "get_doc")]


def test_a_word_removed_outside_every_header_is_no_suspect_and_parses_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from semmerge.merge import params

    base = BASE.replace("return []", "encoding = 'utf-8'\n        return []")
    left = base.replace("        encoding = 'utf-8'\n", "")  # a local, not the parameter
    added = "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    monkeypatch.setattr(params, "_parse_one", lambda text: pytest.fail("parsed"))
    assert _found(base, left, base + added, left + added) == []


def test_a_function_the_side_deleted_is_no_removed_parameter_and_the_merge_is_not_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Left deletes get_doc, header and all; right's new call still passes encoding. That
    # is a removed definition (the removed-names check), not a removed parameter: the
    # merged file is not parsed for this check.
    from semmerge.merge import params

    left = BASE.replace(
        "    def get_doc(self, encoding=None, ignore=1):\n        return []\n\n", ""
    )
    added = "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    merged = left + added
    read: list[str] = []
    parse = params._parse_one
    monkeypatch.setattr(params, "_parse_one", lambda text: read.append(text) or parse(text))
    assert _found(BASE, left, BASE + added, merged) == []
    assert read == [BASE, left]  # base and the side that removed it, not the merge


def test_a_call_of_another_objects_function_of_that_name_is_not_found() -> None:
    added = "\n\ndef first(doc):\n    return doc.get_doc(encoding='utf-8')[0]\n"
    assert _found(BASE, LEFT, BASE + added, LEFT + added) == []


def test_a_signature_that_takes_kwargs_still_accepts_the_keyword() -> None:
    left = BASE.replace("encoding=None, ignore=1", "ignore=1, **options")
    added = "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    assert _found(BASE, left, BASE + added, left + added) == []


def test_a_keyword_the_removing_side_passes_itself_is_not_found() -> None:
    # Left moved the parameter, not removed it: its own added lines still name it.
    left = BASE.replace("encoding=None, ignore=1", "ignore=1, *, encoding=None")
    added = "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    assert _found(BASE, left, BASE + added, left + added) == []


def test_base_lines_that_pass_it_are_not_the_other_sides_new_code() -> None:
    base = BASE + "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    left = base.replace("encoding=None, ", "")  # the base call stays: left's own problem
    added = "\n    def second(self):\n        return self.get_doc()[1]\n"
    assert _found(base, left, base + added, left + added) == []


def test_a_structured_merge_with_a_removed_parameter_in_use_falls_back() -> None:
    left = LEFT + "\n\ndef count(doc):\n    return len(doc.lines())\n"
    right = BASE + "\n    def first(self):\n        return self.get_doc(encoding='utf-8')[0]\n"
    result = merge_texts(BASE, left, right)
    assert not result.clean and result.strategy == "fallback"
    assert result.reason is not None
    assert "left removed it from the parameters of get_doc()" in result.reason
    unrelated = right.replace("encoding='utf-8'", "ignore=3")
    assert merge_texts(BASE, left, unrelated).strategy == "structured"


def test_the_parameter_lists_of_every_header_are_found_line_by_line_without_a_parse() -> None:
    from semmerge.merge.params import _header_rows

    text = ("x = 1\ndef f(a, b=(1, 2)):\n    pass\ndef g(c,\n      d: dict[str, int] = {}):\n"
            "    pass\n")
    rows = _header_rows(text)
    assert sorted(rows) == [1, 3, 4]  # the lines that hold a parameter list
    assert rows[1] == "a, b=(1, 2)\n" and rows[3] == "c,\n"
    assert rows[4] == "      d: dict[str, int] = {}\n"


def test_no_claim_when_a_side_with_suspects_does_not_parse() -> None:
    # Left removes encoding, which right's changed call passes. Right also changed a
    # default value (its removed header row holds `foo`, which left's new line uses) and
    # has a line Python 3 rejects: a file that does not parse means no claim, even though
    # `foo` names no parameter and right's signatures are never needed.
    base = BASE + "\n\ndef g(x=foo):\n    return x\n"
    left = base.replace("encoding=None, ", "") + "\nfoo_user = foo\n"
    call = "        return self.get_doc(ignore=2)\n"
    right = base.replace(call, call.replace("ignore=2", "ignore=2, encoding='x'"))
    right = right.replace("def g(x=foo)", "def g(x=bar)")
    merged = left.replace(call, call.replace("ignore=2", "ignore=2, encoding='x'")).replace(
        "def g(x=foo)", "def g(x=bar)")
    assert _found(base, left, right, merged) == [("encoding", 6, "left", "get_doc")]
    assert _found(base, left, right + 'print "py2"\n', merged) == []
