"""Names a clean merge leaves undefined: reported after a line merge (conflicts under strict
mode); a structured merge that would leave them falls back to the line merge."""

from __future__ import annotations

import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from semmerge import merge_texts
from semmerge.merge.linemerge import split_lines
from semmerge.merge.semantic import (
    CHECKS,
    absent,
    any_words,
    new_undefined,
    suspects,
    word_set,
    words,
)


def _suspects(base: str, left: str, right: str) -> set[str]:
    """The ``python-names`` check's suspects for these texts."""
    return suspects("python-names", *(split_lines(t) for t in (base, left, right)))

BASE = "def helper():\n    return 1\n\n\ndef main():\n    return 0\n"
DELETED = "def main():\n    return 0\n"
CALLER = BASE + "\n\ndef extra():\n    return helper()\n"


def test_delete_on_one_side_call_on_other_is_reported() -> None:
    result = merge_texts(BASE, DELETED, CALLER)
    assert result.clean
    assert result.findings == ["'helper' is used at line 6 but no longer defined or imported"]


def test_strict_turns_the_finding_into_a_conflict() -> None:
    result = merge_texts(BASE, DELETED, CALLER, strict=True)
    assert not result.clean
    assert [(c.kind, c.symbol, c.start_line) for c in result.conflicts] == [
        ("semantic", "helper", 6)
    ]


# Both sides append at the end of the module, so the line merge conflicts there; the
# symbol-level merge could resolve it, but its result would call the deleted helper.
APPENDED_DELETED = DELETED + "\n\ndef other():\n    return 2\n"


def test_structured_merge_that_would_leave_a_name_undefined_falls_back() -> None:
    for strict in (False, True):
        result = merge_texts(BASE, APPENDED_DELETED, CALLER, strict=strict)
        assert not result.clean and result.strategy == "fallback"
        assert result.reason is not None and "'helper' is used at line" in result.reason
        assert "<<<<<<<" in result.text  # the line merge's conflict, both sides in it
        assert "def other():" in result.text and "return helper()" in result.text


def test_structured_merge_without_undefined_names_is_kept() -> None:
    caller = BASE + "\n\ndef extra():\n    return main()\n"
    result = merge_texts(BASE, APPENDED_DELETED, caller)
    assert result.clean and result.strategy == "structured" and result.findings == []


def test_rename_on_one_side_is_reported() -> None:
    renamed = BASE.replace("def helper", "def _helper")
    result = merge_texts(BASE, renamed, CALLER)
    assert result.clean and len(result.findings) == 1
    assert "'helper'" in result.findings[0]


def test_names_a_side_already_lacked_are_not_blamed_on_the_merge() -> None:
    base = "import os\n\n\ndef f():\n    return undefined_thing\n"
    left = base.replace("import os\n", "")
    right = base + "\n\ndef g():\n    return 2\n"
    assert merge_texts(base, left, right).findings == []


FUTURE_BASE = (
    "from __future__ import annotations\n\nfrom typing import TypeVar\n\n"
    "T = TypeVar('T')\n\n\ndef first(items):\n    return items[0]\n"
)
FUTURE_UNUSED = FUTURE_BASE.replace("from typing import TypeVar\n\n", "").replace(
    "T = TypeVar('T')\n\n\n", ""
)


@pytest.mark.parametrize(
    "future",
    [
        "from __future__ import annotations",
        "from __future__ import division, annotations  # the modern form",
        "from __future__ import (\n    annotations,\n)",
    ],
)
def test_a_name_used_only_in_annotations_counts_under_future_annotations(future: str) -> None:
    # Under this import CPython leaves annotations out of its symbol tables; a type
    # checker (and typing.get_type_hints) still needs the names they use.
    base = FUTURE_BASE.replace("from __future__ import annotations", future)
    left = FUTURE_UNUSED.replace("from __future__ import annotations", future)
    right = base + "\n\ndef last(items: list[T]) -> T:\n    return items[-1]\n"
    result = merge_texts(base, left, right)
    assert result.clean
    line = result.text.splitlines().index("def last(items: list[T]) -> T:") + 1
    assert result.findings == [f"'T' is used at line {line} but no longer defined or imported"]


def test_annotations_are_checked_like_code_without_the_future_import() -> None:
    base, left = (t.replace("from __future__ import annotations\n\n", "")
                  for t in (FUTURE_BASE, FUTURE_UNUSED))
    right = base + "\n\ndef last(items: list[T]) -> T:\n    return items[-1]\n"
    assert len(merge_texts(base, left, right).findings) == 1
    kept = right.replace("list[T]) -> T", "list)")  # no annotation: nothing is missing
    assert merge_texts(base, left, kept).findings == []


def test_builtins_parameters_and_local_bindings_are_defined() -> None:
    text = (
        "def f(a, *args, key=None, **kw):\n    total = len(args)\n"
        "    for i in range(a):\n        total += i\n"
        "    try:\n        pass\n    except ValueError as err:\n        print(err)\n"
        "    return [x for x in kw if x], total, __name__\n"
    )
    assert new_undefined("python-names", text, text, text) == []


def test_star_import_makes_names_unknowable() -> None:
    left = "from os.path import *\n\nprint(join('a', 'b'))\n"
    assert new_undefined("python-names", left, left, "print(join('a', 'b'))\n") == []


def test_star_import_on_an_indented_line_makes_names_unknowable() -> None:
    side = "from os.path import join\n\nprint(join('a', 'b'))\n"
    merged = (
        "try:\n    from os.path import *\nexcept ImportError:\n    pass\n\n"
        "print(join('a', 'b'))\n"
    )
    assert new_undefined("python-names", side, side, merged) == []


def test_import_star_outside_a_from_import_line_is_no_star_import() -> None:
    side = "from os.path import join\n\nprint(join('a', 'b'))\n"
    merged = "HINT = 'never import *'\n\nprint(join('a', 'b'))\n"
    assert new_undefined("python-names", side, side, merged) == [("join", 3)]


_NAME_CHARS = "ab_$\u00e91"


@given(
    st.sets(st.text(_NAME_CHARS, min_size=1, max_size=3), max_size=4),
    st.lists(st.text(_NAME_CHARS + " .(\n", max_size=12), max_size=4),
)
def test_absent_names_are_those_no_line_has_as_a_whole_word(
    names: set[str], lines: list[str]
) -> None:
    text = "".join(lines)
    expected = {
        n for n in names if not re.search(rf"(?<![\w$]){re.escape(n)}(?![\w$])", text)
    }
    assert absent(names, lines) == expected


@given(st.lists(st.text("ab_$1 .(\n\t\u00e9", max_size=10), max_size=4))
def test_any_words_are_what_the_identifier_pattern_finds(lines: list[str]) -> None:
    assert any_words(lines) == set(re.findall(r"[^\W\d][\w$]*", "".join(lines)))


def test_clean_merge_without_deletions_skips_the_check() -> None:
    base = "import os\n"
    result = merge_texts(base, base + "x = os.sep\n", "import json\n" + base)
    assert result.clean and result.findings == []


def test_name_dropped_from_a_parenthesized_import_list_is_reported() -> None:
    base = "from m import (\n    a,\n    b,\n)\n\nprint(a)\n"
    left = base.replace("    b,\n", "")
    right = base + "print(b)\n"
    result = merge_texts(base, left, right)
    assert result.clean
    assert result.findings == ["'b' is used at line 6 but no longer defined or imported"]


def test_second_module_of_an_import_line_is_a_suspect() -> None:
    base = "import os.path, json.decoder\n\nprint(os.sep)\n"
    left = "import os.path\n\nprint(os.sep)\n"
    right = base + "print(json.dumps(1))\n"
    assert _suspects(base, left, right) == {"json"}
    assert merge_texts(base, left, right).findings == [
        "'json' is used at line 4 but no longer defined or imported"
    ]


def test_attributes_comments_and_keywords_are_not_suspects() -> None:
    base = "# helper = old\nobj.helper = 1\nx = 1\n"
    left = "obj.other = 1\nx = 1\n"  # drops a comment line and an attribute assignment
    right = base + "if x:\n    obj.helper(helper)\n"
    names = _suspects(base, left, right)
    assert names == set()  # 'helper' was only ever an attribute or a comment word
    left = base.replace("x = 1", "")
    base = base.replace("x = 1", "call(1, helper.attr)")  # a dotted argument binds nothing
    assert _suspects(base, left, right) == set()


def test_parameters_of_a_removed_def_line_are_not_suspects() -> None:
    base = "class A:\n    def get(self, request):\n        return request.path\n"
    left = "class A:\n    pass\n"  # drops the method and its parameters
    right = base + "\n\nprint(request, A)\n"
    names = _suspects(base, left, right)
    assert names == set()  # 'request' was a parameter: only 'get' was bound, and unused
    walrus = "def f(a=(limit := 3)):\n    return a\n"
    names = _suspects(walrus, "", walrus + "f(limit)\n")
    assert names == {"f", "limit"}  # a walrus in a default binds in the enclosing scope


def test_a_local_one_side_removes_is_missed_where_the_other_side_uses_it() -> None:
    # Left drops the local `total` from f's body; right uses it further down in f: the
    # merged f reads a global nobody defines. Lines in function bodies are suspects too.
    base = "def f(items):\n    total = sum(items)\n    print(items)\n    return items\n"
    left = base.replace("    total = sum(items)\n", "")
    right = base.replace("    return items\n", "    return items, total\n")
    assert "total" in _suspects(base, left, right)
    assert merge_texts(base, left, right).findings == [
        "'total' is used at line 3 but no longer defined or imported"
    ]


def test_a_local_one_side_removes_is_no_suspect_where_the_other_side_uses_the_name_elsewhere(
) -> None:
    # Left drops f's local `total`; right uses a `total` of its own in g. A binding
    # removed inside a function can only be missed in that function: no symbol table.
    base = "def f(items):\n    total = sum(items)\n    return items\n\n\ndef g():\n    return 0\n"
    left = base.replace("    total = sum(items)\n", "")
    right = base.replace("    return 0\n", "    total = 2\n    return total\n")
    assert _suspects(base, left, right) == set()
    assert merge_texts(base, left, right).findings == []


def test_a_parameter_one_side_removes_is_reported_where_the_other_side_uses_it() -> None:
    # A parameter on a line of its own in a header spread over lines is a local of the
    # function: left removes it, right's new lines in the body still read it.
    body = "    task.check()\n    task.prepare()\n    task.log()\n    return task\n"
    base = "def send(task, eta=None,\n         countdown=None):\n" + body
    left = "def send(task, eta=None):\n" + body
    new = "    if countdown:\n        eta = 1\n    return task\n"
    right = base.replace("    return task\n", new)
    assert "countdown" in _suspects(base, left, right)
    assert merge_texts(base, left, right).findings == [
        "'countdown' is used at line 5 but no longer defined or imported"
    ]


def test_a_parameter_one_side_removes_from_a_def_line_is_reported_where_the_other_uses_it(
) -> None:
    body = "    task.check()\n    task.prepare()\n    task.log()\n    return task\n"
    base = "def send(task, countdown=None):\n" + body
    left = "def send(task):\n" + body
    new = "    if countdown:\n        task.delay()\n    return task\n"
    right = base.replace("    return task\n", new)
    assert merge_texts(base, left, right).findings == [
        "'countdown' is used at line 5 but no longer defined or imported"
    ]
    elsewhere = base + "\n\ndef other(countdown):\n    return countdown\n"
    right = elsewhere.replace("    return countdown\n", "    print(countdown)\n")
    assert "countdown" not in _suspects(  # another function's
        elsewhere, left + elsewhere[len(base):], right
    )


# A local one side removes is missed wherever the other side adds a use in the same
# function, or in one nested in it. The suspects are narrowed by scope from indentation
# (``pyscopes``), which strings and brackets can mislead: these cases pin down that the
# narrowing errs towards running the check. Each row: base, left's edit and right's
# edits (old, new), and the line of the finding.
LOCAL_LOSSES = [
    pytest.param(
        "def f(items):\n    total = sum(items)\n    print(items)\n\n"
        "    def show():\n        print(items)\n        return 0\n",
        ("    total = sum(items)\n", ""),
        [("        return 0\n", "        print(total)\n        return 0\n")], 6,
        id="use in a function nested in the losing one",
    ),
    pytest.param(  # a string's lines at column 0 hide f's header from indentation
        "def f(items):\n    total = sum(items)\n    text = \"\"\"\nheader\n\"\"\"\n"
        "    return text\n",
        ("    total = sum(items)\n", ""),
        [("    return text\n", "    print(total)\n    return text\n")], 5,
        id="use below a string whose lines start at column 0",
    ),
    pytest.param(  # a string indented less than f's body hides f's header
        "def g():\n    def f(items):\n        total = sum(items)\n"
        "        text = \"\"\"\n    header\n    \"\"\"\n        return text\n    return f\n",
        ("        total = sum(items)\n", ""),
        [("        return text\n", "        print(total)\n        return text\n")], 6,
        id="use below a string indented less than the code",
    ),
    pytest.param(
        "def f(items):\n    print(items)\n    total = sum(items)\n    print(items)\n"
        "    return items\n",
        ("    total = sum(items)\n", ""),
        [("def f(items):", "def f(items, n=0):"),
         ("    return items\n", "    return items, total\n")], 4,
        id="use in a function whose header the other side changed",
    ),
    pytest.param(  # with "global", a line in f's body binds the module's name
        "def f():\n    global total\n    total = 1\n\n\ndef g():\n    return 0\n",
        ("    total = 1\n", "    pass\n"),
        [("    return 0\n", "    return total\n")], 2,
        id="global one function stops assigning, used in another",
    ),
]


@pytest.mark.parametrize(("base", "removal", "edits", "line"), LOCAL_LOSSES)
def test_a_local_one_side_removes_is_reported_where_the_other_side_uses_it(
    base: str, removal: tuple[str, str], edits: list[tuple[str, str]], line: int
) -> None:
    left = base.replace(*removal)
    right = base
    for old, new in edits:
        right = right.replace(old, new)
    assert "total" in _suspects(base, left, right)
    assert merge_texts(base, left, right).findings == [
        f"'total' is used at line {line} but no longer defined or imported"
    ]


_WORD = re.compile(r"(?<![\w.])[^\W\d]\w*")


@given(st.text(alphabet=st.sampled_from("ab_19. ,:=()'#\t-+*é"), max_size=40))
def test_fast_word_split_finds_what_the_word_pattern_finds(line: str) -> None:
    assert words(line) == _WORD.findall(line)  # ASCII lines by translate, others by re


@given(st.text(alphabet=st.sampled_from("ab_19. ,:=()'#\t\n-+*é"), max_size=80))
def test_the_word_set_of_many_lines_is_what_the_word_pattern_finds(text: str) -> None:
    assert word_set(text) == set(_WORD.findall(text))


@given(st.text(alphabet=st.sampled_from("abfordefimport_1. ,:=()[]*@#\\\t"), max_size=40))
def test_every_word_a_line_may_bind_is_one_of_its_words(line: str) -> None:
    # suspects() rules out merges by plain words before it tries the binding patterns:
    # that is exact only if these are a subset.
    assert set(CHECKS["python-names"].binds(line)) <= set(words(line))


def test_compiler_check_and_name_check_agree_on_the_same_text_in_any_order() -> None:
    # Both read one memoized symbol table: a rejected text stays rejected when asked
    # again, and the next text gets its own table.
    from semmerge.merge.checks import validate

    broken = "def f(x):\n    global x\n"  # a compile error that parses
    for _ in range(2):
        assert validate(broken, "python-compiler") is not None
        assert new_undefined("python-names", BASE, BASE, broken) == []
    assert validate(CALLER, "python-compiler") is None
    assert new_undefined("python-names", CALLER, CALLER, DELETED + "x = helper()\n") == [
        ("helper", 3)
    ]
    assert validate(broken, "python-compiler") is not None


@pytest.mark.parametrize(
    ("text", "rejected"),
    [
        ("import os\nfrom __future__ import annotations\n", True),
        ('"""Doc."""\n# a comment\nfrom __future__ import annotations\nimport os\n', False),
        ("from __future__ import (\n    annotations,\n)\nimport os\n", False),
        ("import os\nfrom __future__ import (\n    annotations,\n)\n", True),
        ("from __future__ import annotations\nimport os\nfrom __future__ import division\n",
         True),
    ],
)
def test_the_compiler_check_rejects_a_future_import_below_other_code(
    text: str, rejected: bool
) -> None:
    # CPython's symbol table pass accepts these; the compiler does not.
    from semmerge.merge.checks import validate

    found = validate(text, "python-compiler")
    assert (found is not None) is rejected
    if rejected:
        assert found is not None and "__future__" in found


def test_statements_are_compiled_alone_where_the_sides_changes_meet() -> None:
    # The symbol table pass lets these through; the compiler does not. Lines are the
    # file's: a part starts at its first line, a wrapped member one line above it.
    from semmerge.merge.checks import reject_parts

    sync = "def fetch():\n    x = 1\n    await later()\n"
    assert "'await' outside async function at line 12" in (
        reject_parts([(10, sync)], "python-compiler") or "")
    member = "class _:\n    def fetch(self):\n        await later()\n"
    assert "at line 5" in (reject_parts([(3, member)], "python-compiler") or "")
    fine = "async def fetch():\n    await later()\n"
    assert reject_parts([(1, fine), (4, "x = 1\n")], "python-compiler") is None
    assert reject_parts([(1, sync)], None) is None  # a language without the check


def test_a_line_merge_is_compiled_where_one_side_made_a_function_sync() -> None:
    from semmerge.merge.checks import VALIDATORS

    doubt = VALIDATORS["python-compiler"].doubt
    base = ["async def f():\n", "    x = 1\n", "    return x\n"]
    sync = ["def f():\n", *base[1:]]
    awaits = [*base[:2], "    await g()\n", base[2]]
    texts = ["".join(v) for v in (base, sync, awaits)]
    assert doubt(texts, [base, sync, awaits])
    assert doubt([texts[0], texts[2], texts[1]], [base, awaits, sync])  # either side
    calls = [*base[:2], "    g()\n", base[2]]  # no await added: nothing to compile
    assert not doubt([texts[0], texts[1], "".join(calls)], [base, sync, calls])
    plain = [line.replace("async ", "") for line in base]  # no async anywhere
    assert not doubt(["".join(plain)] * 3, [plain, plain, plain])


def test_a_line_merge_is_compiled_where_one_side_indents_with_tabs_and_the_other_not() -> None:
    from semmerge.merge.checks import VALIDATORS

    doubt = VALIDATORS["python-compiler"].doubt
    tabs = "class A:\n\tdef f(self):\n\t\treturn 1\n"
    spaces = tabs.replace("\t", "    ")
    versions = [tabs, spaces, tabs + "\n\tdef g(self):\n\t\treturn 2\n"]
    lines = [v.splitlines(keepends=True) for v in versions]
    assert doubt(versions, lines)
    assert not doubt([spaces] * 3, [lines[1]] * 3)  # every side alike: nothing to compile
    assert not doubt([tabs, versions[2], tabs], [lines[0], lines[2], lines[0]])


def test_a_clean_line_merge_that_does_not_compile_is_an_invalid_conflict() -> None:
    from semmerge import merge_texts

    base = "async def f():\n    x = 1\n    y = 2\n    return x\n"
    sync = base.replace("async def", "def")
    awaits = base.replace("    y = 2\n", "    y = 2\n    await g()\n")
    result = merge_texts(base, sync, awaits, "m.py")
    assert not result.clean
    assert [c.kind for c in result.conflicts] == ["invalid"]
    assert "does not compile" in (result.reason or "")


@pytest.mark.parametrize("mode", ["always", "error"])
def test_compiling_a_merge_prints_no_warning_and_rejects_nothing_for_one(mode: str) -> None:
    """The compiler check of a structured result compiles the statement both sides
    edited; CPython warns about ``(1, 2)(3)``. A merge driver's warnings reach the user's
    terminal, and under ``-W error`` a warning would reject valid code."""
    import warnings

    base = "def f():\n    a = 1\n    b = 2\n    c = (1, 2)(3)\n    return a, b, c\n"
    left, right = base.replace("a = 1", "a = 10"), base.replace("b = 2", "b = 20")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter(mode)
        result = merge_texts(base, left, right, "m.py")
    assert [str(w.message) for w in caught] == []
    assert result.clean and result.strategy == "structured"
    assert "a = 10\n    b = 20\n" in result.text


def test_name_checks_from_several_threads_each_get_their_own_answer() -> None:
    # An orchestrator may merge files from a thread pool; the memoized symbol table of
    # one thread's text must never answer another thread's question.
    from concurrent.futures import ThreadPoolExecutor

    broken = DELETED + "x = helper()\n" + "y = 1\n" * 400
    fine = CALLER + "y = 1\n" * 400

    def judge(n: int) -> bool:
        text = broken if n % 2 else fine
        found = new_undefined("python-names", CALLER, CALLER, text)
        return found == ([("helper", 3)] if n % 2 else [])

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        with ThreadPoolExecutor(max_workers=4) as pool:
            assert all(pool.map(judge, range(400)))
    finally:
        sys.setswitchinterval(interval)


# CPython 3.11 (the validator) rejects what one side writes; whether its verdict on the
# merge counts depends on whose code that is.
def test_syntax_newer_than_the_validator_on_one_side_is_judged_by_tree_sitter() -> None:
    base = "def a():\n    return 1\n"
    left = base + "\n\ntype Pair = tuple[int, int]\n"  # Python 3.12
    right = base + "\n\ndef b():\n    return 2\n"
    result = merge_texts(base, left, right)
    assert result.clean and result.strategy == "structured"
    assert "type Pair" in result.text and "def b():" in result.text


def test_python2_on_both_sides_is_judged_by_tree_sitter() -> None:
    base = 'def a():\n    print "a"\n'
    left = base + '\n\ndef b():\n    print "b"\n'
    right = base + '\n\ndef c():\n    print "c"\n'
    result = merge_texts(base, left, right)
    assert result.clean and result.strategy == "structured"
