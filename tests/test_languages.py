"""Every language under grammars/: detection, lean loading, round trips, attributes.

The merge behaviour of each language is specified by its cases under
``tests/cases/<lang>/``; this file checks what every language must share.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from semmerge import merge_texts
from semmerge.cli import main
from semmerge.parse.languages import detect_language, get_parser
from semmerge.parse.spec import available_languages
from semmerge.parse.tree import SymbolNode, parse_tree

# The extensions the languages issue asks for, and the language each must pick.
EXPECTED_EXTENSIONS = {
    ".py": "python", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript",
    ".jsx": "javascript", ".ts": "typescript", ".mts": "typescript", ".cts": "typescript",
    ".tsx": "tsx", ".go": "go", ".rs": "rust", ".java": "java", ".json": "json",
    ".toml": "toml", ".yaml": "yaml", ".yml": "yaml", ".cs": "csharp", ".c": "c", ".h": "c",
    ".kt": "kotlin", ".kts": "kotlin", ".cpp": "cpp", ".cc": "cpp", ".cxx": "cpp",
    ".hpp": "cpp", ".hh": "cpp", ".hxx": "cpp", ".php": "php", ".rb": "ruby",
    ".swift": "swift",
    ".ex": "elixir", ".exs": "elixir",
    ".lua": "lua",
    ".tf": "hcl", ".hcl": "hcl", ".tfvars": "hcl",
    ".ml": "ocaml", ".mli": "ocaml_interface",
    ".sol": "solidity",
    ".sh": "bash", ".bash": "bash",
    ".hs": "haskell",
    ".xml": "xml", ".csproj": "xml", ".fsproj": "xml", ".vbproj": "xml", ".props": "xml",
    ".targets": "xml", ".nuspec": "xml", ".resx": "xml",
    ".html": "html", ".htm": "html",
    ".sv": "systemverilog", ".svh": "systemverilog", ".v": "systemverilog",
    ".vh": "systemverilog",
    ".dart": "dart",
}
CASES = Path(__file__).parent / "cases"


def _rendered(node: SymbolNode) -> str:
    if node.children is None:
        return node.text
    return node.lead + node.header + "".join(_rendered(c) for c in node.children) + node.footer


@pytest.mark.parametrize(("ext", "language"), sorted(EXPECTED_EXTENSIONS.items()))
def test_extension_picks_language(ext: str, language: str) -> None:
    assert detect_language(f"src/file{ext}") == language
    assert detect_language(f"src/FILE{ext.upper()}") == language


@pytest.mark.parametrize("language", available_languages())
def test_grammar_loads(language: str) -> None:
    spec, parser = get_parser(language)
    assert spec.name == language
    root = parser.parse(b"").root_node
    if root.has_error:  # no empty document (XML needs a root element): a case's base
        sample = next(p for p in sorted((CASES / language).glob("*/base.*")))
        root = parser.parse(sample.read_bytes()).root_node
    assert root.type == spec.root


@pytest.mark.parametrize("language", available_languages())
def test_a_language_retried_as_exists(language: str) -> None:
    spec, _ = get_parser(language)
    assert spec.retry_as in (None, *available_languages())


def test_a_c_header_merges_as_c_unless_it_is_cpp() -> None:
    c_base = "int add(int a, int b);\n"
    c_merge = merge_texts(
        c_base, c_base + "int sub(int a, int b);\n", c_base + "int mul(int a, int b);\n",
        "src/ops.h",
    )
    assert (c_merge.language, c_merge.clean, c_merge.strategy) == ("c", True, "structured")
    # C's grammar reads this class as a function with a label: it takes the '::'
    # (no C) to tell that the header is C++.
    cpp_base = "class Ops {\npublic:\n    std::string name() const;\n};\n"
    left = cpp_base.replace("const;\n", "const;\n    int sub(int a, int b);\n")
    right = cpp_base.replace("const;\n", "const;\n    int mul(int a, int b);\n")
    cpp_merge = merge_texts(cpp_base, left, right, "src/ops.h")
    assert (cpp_merge.language, cpp_merge.clean) == ("cpp", True)
    assert "int sub(int a, int b);\n    int mul(int a, int b);\n};" in cpp_merge.text


@pytest.mark.parametrize("language", available_languages())
def test_checks_a_spec_names_exist(language: str) -> None:
    from semmerge.merge.checks import FORMATTING_CHECKS, VALIDATORS
    from semmerge.merge.semantic import SEMANTIC_CHECKS

    spec, _ = get_parser(language)
    assert spec.validator in (None, *VALIDATORS)
    assert spec.semantic_check in (None, *SEMANTIC_CHECKS)
    assert spec.formatting_check in (None, *FORMATTING_CHECKS)


def test_a_python_merge_loads_no_other_grammar() -> None:
    """The driver's start-up stays lean: only the grammar of the merged file loads."""
    code = (
        "import sys\nfrom semmerge import merge_texts\n"
        "r = merge_texts('a = 1\\n', 'a = 2\\nb = 1\\n', 'a = 1\\nc = 1\\n', path='m.py')\n"
        "print(sorted(m for m in sys.modules if m.startswith('tree_sitter_')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "['tree_sitter_python._binding']"


def _case_files() -> list[tuple[str, Path]]:
    found = []
    for lang_dir in sorted(p for p in CASES.iterdir() if p.is_dir()):
        for path in sorted(lang_dir.glob("*/*.*")):
            if path.name not in ("options.json", "outcome.json"):
                found.append((lang_dir.name, path))
    return found


@pytest.mark.parametrize(
    ("language", "path"), _case_files(), ids=[f"{p.parent.parent.name}/{p.parent.name}/{p.name}"
                                             for _, p in _case_files()],
)
def test_case_files_round_trip(language: str, path: Path) -> None:
    """Every input and expected file of every case renders back byte for byte."""
    text = path.read_bytes().decode("utf-8")
    if "<<<<<<<" in text:
        pytest.skip("conflict markers do not parse")
    spec, parser = get_parser(language)
    try:
        # An error inside a member is merged around (a grammar's gap, in base too): its
        # tree must render back as well.
        tree = parse_tree(text.lstrip("\ufeff"), spec, parser, contained=True)
    except ValueError:
        pytest.skip("deliberately broken input")
    assert _rendered(tree) == text.lstrip("\ufeff")


EDGE_CASES = {
    "rust": "//! crate doc\n#![allow(dead_code)]\n\n#[derive(Debug)]\n#[cfg(test)]\nstruct S {\n"
            "    a: i32, // trailing\n}\n#[test]\n",
    "go": "// Package p.\npackage p\n\nimport (\n\t\"a\"\n\n\t\"b\"\n)\n\nconst (\n\tX = iota\n)\n",
    "javascript": "const a = { x: 1, y: 2 };\nconst b = {\n  x,\n  ...rest,\n};\r\n",
    "typescript": "enum E { A, B }\ninterface I {\n  a: string;\n}\nexport default class {}\n",
    "tsx": "export const C = () => <div>{1}</div>;\n",
    "java": "/** Doc */\n@A\nclass C {\n  /** first */\n  int x;\n  void m() {}\n}\n",
}


@pytest.mark.parametrize("language", sorted(EDGE_CASES))
def test_edge_cases_round_trip(language: str) -> None:
    spec, parser = get_parser(language)
    text = EDGE_CASES[language]
    tree = parse_tree(text, spec, parser)
    assert tree.text == text and _rendered(tree) == text


def test_swift_regions_with_an_else_are_one_statement_binding_their_names() -> None:
    """A spec's ``regions``: Swift's '#if', '#else' and '#endif' are siblings of the code
    between them; a region with an '#else' is one statement, one without keeps its
    members."""
    spec, parser = get_parser("swift")
    text = (
        "import Foundation\n#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\n"
        "#if DEBUG\nfunc trace() {}\n#endif\n"
        "struct S {\n    #if swift(>=5.9)\n    func f(x: Int) {}\n    #else\n"
        "    func f(x: Int) {}\n    #endif\n}\n"
    )
    tree = parse_tree(text, spec, parser)
    assert _rendered(tree) == text
    keys = [c.key for c in tree.children or []]
    assert keys == ["import import Foundation", "stmt directive: #if os(Linux)",
                    "stmt directive: #if DEBUG", "func trace()", "stmt directive: #endif",
                    "class S"]
    assert tree.children[1].bindings == ("import Glibc", "import Darwin")
    (region,) = tree.children[-1].children or []
    assert region.bindings == ("f(x)Int",) and region.strict  # each name once


def test_systemverilog_include_guard_keeps_its_members_other_regions_are_one() -> None:
    """A region's ``guard``: '`ifndef X' then '`define X' is an include guard, whose
    members stay members; any other '`ifdef' region, with or without '`else', is one
    statement; so is an '`ifndef' followed by a define of another name."""
    spec, parser = get_parser("systemverilog")
    text = (
        "`ifndef BUS_SVH\n`define BUS_SVH\n"
        "typedef logic [31:0] addr_t;\n"
        "`ifndef SYNTHESIS\n`define TRACE\n`endif\n"
        "`ifdef FPGA\ntypedef logic [7:0] id_t;\n`else\ntypedef logic [3:0] id_t;\n`endif\n"
        "`endif\n"
    )
    tree = parse_tree(text, spec, parser)
    assert _rendered(tree) == text
    keys = [c.key for c in tree.children or []]
    assert keys == ["stmt conditional_compilation_directive: `ifndef BUS_SVH",
                    "macro BUS_SVH", "type addr_t",
                    "stmt conditional_compilation_directive: `ifndef SYNTHESIS",
                    "stmt conditional_compilation_directive: `ifdef FPGA",
                    "stmt conditional_compilation_directive: `endif"]
    assert tree.children[4].bindings == ("id_t",)  # once, though each branch has it


def test_rust_attributes_and_doc_comment_travel_with_their_item() -> None:
    spec, parser = get_parser("rust")
    tree = parse_tree("impl S {\n    /// Doc.\n    #[inline]\n    fn a() {}\n}\n", spec, parser)
    (impl,) = tree.children or []
    (fn,) = impl.children or []
    assert fn.key == "fn a"
    assert fn.text == "    /// Doc.\n    #[inline]\n    fn a() {}\n"


def test_elixir_clauses_are_keyed_by_head_and_docs_travel_with_them() -> None:
    spec, parser = get_parser("elixir")
    text = (
        "defmodule M do\n  @moduledoc false\n  @timeout 5\n\n  @doc \"Fact.\"\n"
        "  @spec fact(integer) :: integer\n  def fact(0), do: 1\n"
        "  def fact(n) when n > 0, do: n * fact(n - 1)\n\n"
        "  describe \"x\" do\n    @tag :slow\n    test \"y\" do\n      :ok\n    end\n  end\nend\n"
    )
    (module,) = parse_tree(text, spec, parser).children or []
    keys = [c.key for c in module.children or []]
    assert keys == ["attr moduledoc", "attr timeout", "def fact(0)", "def fact(n) when n > 0",
                    'stmt call: describe "x" do']
    fact = module.children[2]
    assert fact.text.startswith("\n  @doc \"Fact.\"\n  @spec fact(integer)")
    (test,) = module.children[4].children or []
    assert test.key == 'stmt call: test "y" do' and test.text.startswith("    @tag :slow\n")


def test_dart_members_are_keyed_by_their_signature_with_the_body_beside_it() -> None:
    # The grammar makes a function's body a sibling of its signature and a variable's
    # 'final' and type siblings of its names: each member still gets its own key.
    spec, parser = get_parser("dart")
    text = (
        "final List<int> values = [1];\n\nclass Box {\n  Box(this.size);\n"
        "  Box.empty() : size = 0;\n"
        "  int size, depth = 0;\n\n  @override\n  int get hashCode => size;\n"
        "  set area(int v) {\n    size = v;\n  }\n\n  bool operator ==(Object o) => false;\n}\n\n"
        "void main() {\n  print(Box(1));\n}\n"
    )
    tree = parse_tree(text, spec, parser)
    assert [c.key for c in tree.children or []] == ["var values", "class Box", "def main"]
    box = (tree.children or [])[1]
    assert [c.key for c in box.children or []] == [
        "ctor Box", "ctor Box,empty", "var size", "get hashCode", "set area",
        "operator operator ==",
    ]
    assert box.children[2].bindings == ("size", "depth")
    assert box.children[3].text == "\n  @override\n  int get hashCode => size;\n"
    assert (tree.children or [])[2].text.endswith("  print(Box(1));\n}\n")


def test_dart_call_of_a_function_the_other_side_removed_is_a_finding() -> None:
    base = "String label(int n) => 'item $n';\n\nvoid show(int n) {\n  print(label(n));\n}\n"
    left = "void show(int n) {\n  print('item $n');\n}\n"
    right = base + "\nvoid showAll(List<int> ns) {\n  ns.forEach((n) => print(label(n)));\n}\n"
    result = merge_texts(base, left, right, path="view.dart")
    assert result.findings == [
        "'label' is used at line 6 but left removed its definition and every use"]
    assert not merge_texts(base, left, right, path="view.dart", strict=True).clean


def test_go_methods_are_keyed_by_receiver_type() -> None:
    spec, parser = get_parser("go")
    text = "package p\n\nfunc (t *T) M() {}\n\nfunc (U) M() {}\n\nfunc M() {}\n"
    keys = [c.key for c in parse_tree(text, spec, parser).children or []]
    assert keys == ["package package", "func T.M", "func U.M", "func M"]


@pytest.mark.parametrize("language", ["javascript", "typescript", "tsx"])
def test_javascript_imports_bind_every_name_they_introduce(language: str) -> None:
    # Complete bindings let the merge spot one name imported twice, and drop an import
    # one side moved while the other deleted it with its uses.
    spec, parser = get_parser(language)
    text = 'import a, { b, c as d } from "m";\nimport * as ns from "n";\nimport "side";\n'
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings == [("b", "d", "a"), ("ns",), ()]


def test_rust_uses_bind_the_names_they_introduce() -> None:
    # rustc rejects two uses of one name in a scope, so the merge must see the names: the
    # alias, else the last segment. A glob and 'self' bind no name another use shares.
    spec, parser = get_parser("rust")
    text = (
        "use std::io;\nuse std::fmt::Result as FmtResult;\n"
        "use std::{fs, env::args, path as p};\nuse super::*;\nuse std::io::{self, Read};\n"
    )
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings[:3] == [("io",), ("FmtResult",), ("fs", "args", "p")]
    assert bindings[3] == ("* super::*",)
    assert bindings[4][1] == "Read" and bindings[4][0].startswith("self ")


def test_java_imports_bind_their_simple_name_and_wildcards_their_text() -> None:
    spec, parser = get_parser("java")
    text = (
        "import java.util.List;\nimport static org.junit.Assert.assertTrue;\n"
        "import java.io.*;\nclass A {}\n"
    )
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings[:3] == [
        ("List",), ("import static org.junit.Assert.assertTrue;",), ("import java.io.*;",)
    ]


def test_kotlin_imports_bind_their_alias_else_their_last_name() -> None:
    spec, parser = get_parser("kotlin")
    text = "import a.b.C\nimport a.b.D as E\nimport a.b.*\n"
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings == [("C",), ("E",), ("import a.b.*",)]


def test_csharp_using_aliases_bind_their_alias() -> None:
    spec, parser = get_parser("csharp")
    text = "using System.Linq;\nusing Json = System.Text.Json.JsonSerializer;\n"
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings == [("using System.Linq;",), ("Json",)]


def test_php_use_clauses_bind_their_alias_else_their_last_segment() -> None:
    spec, parser = get_parser("php")
    text = "<?php\nuse A\\B\\{C, D as E};\nuse F\\G, H\\I as J;\n"
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings[-2:] == [("C", "E"), ("G", "J")]


def test_typescript_type_and_require_imports_bind_their_names() -> None:
    spec, parser = get_parser("typescript")
    text = 'import type { T } from "t";\nimport x = require("y");\n'
    bindings = [c.bindings for c in parse_tree(text, spec, parser).children or []]
    assert bindings == [("T",), ("x",)]


def test_java_overloads_are_keyed_by_parameter_types() -> None:
    spec, parser = get_parser("java")
    text = "class A {\n  void m(int a) {}\n  void m(String s, List<T> r) {}\n  A() {}\n}\n"
    (cls,) = parse_tree(text, spec, parser).children or []
    assert [c.key for c in cls.children or []] == [
        "method m(int)", "method m(String,List<T>)", "constructor A()",
    ]


def test_separator_added_between_members_both_sides_appended() -> None:
    base = "struct P {\n    x: i32\n}\n"
    left = "struct P {\n    x: i32,\n    y: i32\n}\n"
    right = "struct P {\n    x: i32,\n    z: i32\n}\n"
    result = merge_texts(base, left, right, path="p.rs")
    assert result.clean
    assert result.text == "struct P {\n    x: i32,\n    y: i32,\n    z: i32\n}\n"


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def _merge_in(repo: Path, path: str, monkeypatch: pytest.MonkeyPatch) -> dict:
    for name, text in (("b", "package p\n\nfunc a() {}\n"),
                       ("l", "package p\n\nfunc a() {}\n\nfunc l() {}\n"),
                       ("r", "package p\n\nfunc a() {}\n\nfunc r() {}\n")):
        (repo / name).write_text(text)
    monkeypatch.chdir(repo)
    main(["merge", "--git", "b", "l", "r", "-p", path, "--report", "rep.json"])
    return json.loads((repo / "rep.json").read_text())


def test_gitattribute_sets_the_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _git(tmp_path, "init", "-q")
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / ".gitattributes").write_text("*.tmpl semmerge.language=go\n")
    report = _merge_in(tmp_path, "templates/x.tmpl", monkeypatch)
    assert report["language"] == "go" and report["clean"]
    assert (tmp_path / "l").read_text().endswith("func l() {}\n\nfunc r() {}\n")
    # Elsewhere the attribute does not apply: no language, a line merge (which conflicts).
    report = _merge_in(tmp_path, "other/x.tmpl", monkeypatch)
    assert report["language"] is None and not report["clean"]


def test_unknown_language_attribute_is_reported_and_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _git(tmp_path, "init", "-q")
    (tmp_path / ".gitattributes").write_text("*.go semmerge.language=cobol\n")
    report = _merge_in(tmp_path, "x.go", monkeypatch)
    assert "semmerge.language=cobol is not a known language" in capsys.readouterr().err
    assert report["language"] == "go" and report["clean"]
