"""``removed-names``: a name one side removed everywhere, which the other side's new code
uses, is a semantic conflict (for the languages without a check of their own)."""

from __future__ import annotations

import re

import pytest

from semmerge import merge_texts
from semmerge.merge.linemerge import split_lines
from semmerge.merge.removed import removed_in_use
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import available_languages, load_spec


def _found(
    base: str, left: str, right: str, merged: str, language: str
) -> list[tuple[str, int, str]]:
    _, parser = get_parser(language)
    return removed_in_use(*(split_lines(t) for t in (base, left, right)), merged, parser)


GO_BASE = 'package p\n\nimport "example.com/retry"\n\nfunc run() {\n\tretry.Do(1)\n}\n'
GO_LEFT = 'package p\n\nfunc run() {\n\tloop(1)\n}\n'  # the dependency dropped
GO_RIGHT = GO_BASE + "\nfunc stop() {\n\tretry.Do(2)\n}\n"
GO_MERGED = GO_LEFT + "\nfunc stop() {\n\tretry.Do(2)\n}\n"


def test_a_package_one_side_dropped_and_the_other_calls_is_found() -> None:
    assert _found(GO_BASE, GO_LEFT, GO_RIGHT, GO_MERGED, "go") == [("retry", 8, "left")]


def test_a_name_the_removing_side_still_has_elsewhere_is_not_found() -> None:
    left = GO_LEFT.replace("loop(1)", "loop(1)\n\t_ = retry")
    merged = left + "\nfunc stop() {\n\tretry.Do(2)\n}\n"
    assert _found(GO_BASE, left, GO_RIGHT, merged, "go") == []


def test_members_are_not_names_of_the_file() -> None:
    base = "int f(Map<String, String> rows) {\n    return rows.get(1);\n}\n"
    left = base.replace("rows.get(1)", "rows.getOrDefault(1, 0)")
    right = base + "int g(Map<String, String> rows) {\n    return rows.get(2);\n}\n"
    merged = left + "int g(Map<String, String> rows) {\n    return rows.get(2);\n}\n"
    assert _found(base, left, right, merged, "java") == []


def test_members_after_a_path_are_not_names_of_the_file() -> None:
    # Vec::new and File::open belong to their types (Rust's spec: "::" is a member
    # access); parse, which left stopped importing, is still the file's.
    base = ("use std::fs::File;\nuse crate::util::parse;\n\nfn a() {\n"
            "    let v = Vec::new();\n    let f = File::open(\"x\");\n    parse(f);\n}\n")
    left = "use std::fs::File;\n\nfn a() {\n}\n"
    added = ("\nfn b() {\n    let v = Vec::new();\n    let f = File::open(\"z\");\n"
             "    parse(f);\n}\n")
    spec, parser = get_parser("rust")
    found = removed_in_use(*(split_lines(t) for t in (base, left, base + added)),
                           left + added, parser, spec.predeclared,
                           member_access=spec.member_access)
    assert [name for name, _, _ in found] == ["parse"]


def test_words_of_comments_and_strings_are_not_names() -> None:
    base = "// retry later\nconst a = 1;\n"
    left = "const a = 1;\n"  # drops the comment, the only "retry" of the file
    right = base + 'const b = "retry";\n'  # "retry" in a string
    merged = left + 'const b = "retry";\n'
    assert _found(base, left, right, merged, "javascript") == []
    right = base + "const retry = () => a;\n"  # code now, but base had only the comment
    merged = left + "const retry = () => a;\n"
    assert _found(base, left, right, merged, "javascript") == []


def test_a_type_one_side_renamed_is_found_where_the_other_uses_it() -> None:
    base = "struct Ctx;\n\nfn a(c: &Ctx) {}\n"
    left = "struct Context;\n\nfn a(c: &Context) {}\n"
    right = base + "\nfn b(c: &Ctx) {}\n"
    merged = left + "\nfn b(c: &Ctx) {}\n"
    assert _found(base, left, right, merged, "rust") == [("Ctx", 5, "left")]


def test_after_a_clean_line_merge_the_name_is_reported() -> None:
    base = "function f() {\n  return 1;\n}\n\nfunction g() {\n  return f();\n}\n"
    left = base.replace("f()", "h()").replace("function f", "function h")
    right = base + "\nfunction m() {\n  return f() + 1;\n}\n"
    result = merge_texts(base, left, right, path="x.js")
    assert result.clean and result.strategy == "line"
    assert result.findings == ["'f' is used at line 10 but left removed it everywhere else"]
    strict = merge_texts(base, left, right, path="x.js", strict=True)
    assert not strict.clean and [c.symbol for c in strict.conflicts] == ["f"]


def test_structured_merge_with_a_removed_name_in_use_falls_back_to_the_line_merge() -> None:
    base = "function f() {\n  return 1;\n}\n\nmodule.exports = { f };\n"
    left = "function h() {\n  return 1;\n}\n\nfunction k() {\n  return h();\n}\n\n"
    left += "module.exports = { h, k };\n"
    right = base.replace("module.exports", "function m() {\n  return f() + 1;\n}\n\nmodule.exports")
    result = merge_texts(base, left, right, path="x.js")
    assert not result.clean and result.strategy == "fallback"
    assert result.reason is not None and "'f' is used at line" in result.reason
    assert "function k()" in result.text and "function m()" in result.text
    unrelated = right.replace("return f() + 1", "return 2")
    result = merge_texts(base, left, unrelated, path="x.js")
    assert result.clean and result.strategy == "structured"


def test_predeclared_names_of_the_language_are_never_removed() -> None:
    base = "package p\n\nfunc on(x int) bool {\n\treturn x > 0\n}\n"
    left = "package p\n\nfunc on(x int) int {\n\treturn x\n}\n"  # its only bool gone
    right = base + "\nfunc off(x int) bool {\n\treturn x < 0\n}\n"
    merged = left + "\nfunc off(x int) bool {\n\treturn x < 0\n}\n"
    _, parser = get_parser("go")
    lines = [split_lines(t) for t in (base, left, right)]
    assert removed_in_use(*lines, merged, parser) == [("bool", 7, "left")]
    assert removed_in_use(*lines, merged, parser, frozenset({"bool"})) == []
    result = merge_texts(base, left, right, path="x.go")  # the spec lists Go's builtins
    assert "bool" not in " ".join(result.findings) and "bool" not in (result.reason or "")


def test_the_replay_counts_a_finding_confirmed_when_the_commit_dropped_the_name() -> None:
    from semmerge.bench.running import _confirmed

    findings = ("'retry' is used at line 8 but left removed it everywhere else",)
    assert _confirmed(findings, GO_LEFT.encode(), "go") == 1  # the developers dropped it
    assert _confirmed(findings, GO_MERGED.encode(), "go") == 0  # they kept the call


# A method one side renamed with every call of it, which the other side's new code
# still calls under its old name: a member, but one the file itself defined.
PY_BASE = (
    "class Worker:\n    def begin(self):\n        return 1\n\n"
    "    def run(self):\n        return self.begin()\n\n"
    "    def stop(self):\n        return 0\n"
)
PY_LEFT = PY_BASE.replace("begin", "start")
PY_RIGHT = PY_BASE + "\n    def rerun(self):\n        return self.begin() + 1\n"


def test_a_method_one_side_renamed_is_reported_where_the_other_side_calls_it() -> None:
    result = merge_texts(PY_BASE, PY_LEFT, PY_RIGHT)
    assert result.clean and result.strategy == "line"
    assert result.findings == [
        "'begin' is used at line 12 but left removed its definition and every use"
    ]
    strict = merge_texts(PY_BASE, PY_LEFT, PY_RIGHT, strict=True)
    assert not strict.clean and [c.symbol for c in strict.conflicts] == ["begin"]


def test_an_override_under_the_old_name_of_a_renamed_method_is_reported() -> None:
    right = PY_BASE + "\n\nclass Fast(Worker):\n    def begin(self):\n        return 2\n"
    findings = merge_texts(PY_BASE, PY_LEFT, right).findings
    assert findings == ["'begin' is used at line 13 but left removed its definition and every use"]


def test_a_member_the_file_never_defined_is_not_reported() -> None:
    base = "def f(rows):\n    return rows.begin()\n\n\ndef g():\n    return 0\n"
    left = base.replace("rows.begin()", "rows.first()")
    right = base + "\n\ndef h(rows):\n    return rows.begin()\n"
    assert merge_texts(base, left, right).findings == []


def test_a_local_function_is_not_a_definition_of_the_file() -> None:
    base = "def f():\n    def begin():\n        return 1\n    return begin()\n"
    left = base.replace("begin", "start")
    right = base + "\n\ndef g(x):\n    return x.begin()\n"
    assert merge_texts(base, left, right).findings == []


def test_a_renamed_method_is_reported_in_any_language() -> None:
    base = (
        "class W {\n  begin() {\n    return 1;\n  }\n\n"
        "  run() {\n    return this.begin();\n  }\n}\n"
    )
    left = base.replace("begin", "start")
    right = base.replace("  run()", "  rerun() {\n    return this.begin() + 1;\n  }\n\n  run()")
    result = merge_texts(base, left, right, path="w.ts")
    assert result.findings == [
        "'begin' is used at line 7 but left removed its definition and every use"
    ]


def test_the_replay_confirms_a_member_finding_when_the_commit_dropped_the_name() -> None:
    from semmerge.bench.running import _confirmed

    finding = ("'begin' is used at line 12 but left removed its definition and every use",)
    assert _confirmed(finding, PY_LEFT.encode(), "python") == 1
    assert _confirmed(finding, PY_RIGHT.encode(), "python") == 0


def test_a_name_the_language_calls_by_convention_is_never_a_removed_definition() -> None:
    # Left turns the only class with an __init__ into a dataclass; right adds a class
    # with its own __init__ that calls super().__init__(): no rename, nothing missing.
    base = (
        "class Point:\n    def __init__(self, x):\n        self.x = x\n\n\n"
        "def origin():\n    return Point(0)\n"
    )
    left = base.replace(
        "class Point:\n    def __init__(self, x):\n        self.x = x\n",
        "@dataclass\nclass Point:\n    x: int\n",
    )
    right = base + (
        "\n\nclass Named(Point):\n    def __init__(self, x, name):\n"
        "        super().__init__(x)\n        self.name = name\n"
    )
    assert merge_texts(base, left, right).findings == []


A_HOOK = {"python": "__init__", "javascript": "constructor", "typescript": "constructor",
          "tsx": "constructor", "java": "toString", "rust": "fmt", "go": "String",
          "csharp": "ToString", "c": "main", "kotlin": "toString", "cpp": "main",
          "ruby": "initialize", "swift": "description", "elixir": "handle_call",
          "scala": "toString", "lua": "__index", "solidity": "supportsInterface",
          "ocaml": "pp", "ocaml_interface": "equal", "haskell": "showsPrec",
          "starlark": "main", "systemverilog": "build_phase", "fortran": "setUp",
          "php": "__construct", "dart": "build"}


def _checked_languages() -> list[str]:
    # Data languages (JSON) define and call nothing: no semantic check, no hooks.
    return [lang for lang in available_languages() if load_spec(lang).semantic_check]


@pytest.mark.parametrize("language", _checked_languages())
def test_every_spec_names_its_hooks_by_a_whole_name_pattern(language: str) -> None:
    hooks = load_spec(language).hooks
    assert hooks is not None, f"{language}: no hooks"
    assert re.fullmatch(hooks, A_HOOK[language])
    assert not re.fullmatch(hooks, "fetch_user_data")  # an ordinary name of a file
    assert not re.fullmatch(hooks, A_HOOK[language] + "_cached")  # whole names only


# One side deletes a function with a local ``response``; the other adds a function that
# declares a ``response`` of its own. No removed name is in use.
LOCALS = {
    "java": ("class C {\n    String keep() {\n        return \"\";\n    }\n",
             "    String f() {\n        String response = g();\n"
             "        return response;\n    }\n",
             "    String h() {\n        String response = k();\n"
             "        return response;\n    }\n",
             "}\n"),
    "kotlin": ("fun keep(): String = \"\"\n\n",
               "fun f(): String {\n    val response = g()\n    return response\n}\n",
               "fun h(): String {\n    val response = k()\n    return response\n}\n",
               ""),
    "csharp": ("class C {\n",
               "    string F() {\n        var response = g();\n"
               "        return response;\n    }\n",
               "    string H() {\n        var response = k();\n"
               "        return response;\n    }\n",
               "}\n"),
    "go": ("package p\n\nfunc keep() int {\n\treturn 0\n}\n\n",
           "func f() int {\n\tresponse := g()\n\treturn response\n}\n",
           "func h() int {\n\tok, response := k()\n\treturn response\n}\n",
           ""),
    "rust": ("",
             "fn f() -> u8 {\n    let response = g();\n    response\n}\n",
             "fn h() -> u8 {\n    let response = k();\n    response\n}\n",
             ""),
    "typescript": ("",
                   "function f() {\n  const response = g();\n  return response;\n}\n",
                   "function h() {\n  const response = k();\n  return response;\n}\n",
                   ""),
}


@pytest.mark.parametrize("language", sorted(LOCALS))
def test_a_local_the_other_side_declares_again_is_not_the_removed_one(language: str) -> None:
    head, deleted, added, tail = LOCALS[language]
    base, left = head + deleted + tail, head + tail
    right, merged = head + deleted + added + tail, head + added + tail
    assert _found(base, left, right, merged, language) == []
    # Used where the new function does not declare it, it is the removed one.
    added = re.sub(r"response( :?= k\(\))", r"other\1", added)
    right, merged = head + deleted + added + tail, head + added + tail
    assert [name for name, _, _ in _found(base, left, right, merged, language)] == ["response"]


def test_a_field_one_side_removed_is_found_where_the_other_side_reads_it() -> None:
    base = "class C {\n    private int count;\n    void bump() {\n        count++;\n    }\n}\n"
    left = "class C {\n    void bump() {\n    }\n}\n"
    right = base.replace("}\n}\n", "}\n    int size() {\n        return count;\n    }\n}\n")
    merged = left.replace("}\n}\n", "}\n    int size() {\n        return count;\n    }\n}\n")
    assert _found(base, left, right, merged, "java") == [("count", 5, "left")]


# One side deletes a class and its every use; the other side's new code declares a
# variable of that type. The name is the declaration's type, not a name it declares.
TYPES = {
    "java": ("class Foo {}\nclass C {\n    void f() {\n        Foo a = new Foo();\n    }\n",
             "    void g() {\n        Foo b = null;\n    }\n",
             "class C {\n    void f() {\n    }\n"),
    "csharp": ("class Foo {}\nclass C {\n    void F() {\n        Foo a = new Foo();\n    }\n",
               "    void G() {\n        Foo b = null;\n    }\n",
               "class C {\n    void F() {\n    }\n"),
    "kotlin": ("class Foo\nclass C {\n    fun f() {\n        val a: Foo = Foo()\n    }\n",
               "    fun g() {\n        val b: Foo? = null\n    }\n",
               "class C {\n    fun f() {\n    }\n"),
    "go": ("package p\n\ntype Foo struct{}\n\nfunc f() {\n\tvar a Foo\n\t_ = a\n}\n",
           "\nfunc g() {\n\tvar b Foo\n\tprintln(b)\n}\n", "package p\n\nfunc f() {\n}\n"),
    "rust": ("struct Foo;\nfn f() {\n    let a: Foo = Foo;\n}\n",
             "fn g() {\n    let b: Foo = Foo;\n}\n", "fn f() {\n}\n"),
}


@pytest.mark.parametrize("language", sorted(TYPES))
def test_a_removed_type_the_other_side_declares_a_variable_of_is_found(language: str) -> None:
    base, added, left = TYPES[language]
    tail = "}\n" if "class C" in base else ""
    right, merged = base + added + tail, left + added + tail
    base, left = base + tail, left + tail
    assert "Foo" in [name for name, _, _ in _found(base, left, right, merged, language)]
