"""`semmerge summarize`: extraction, ranking, focus, budget and the CLI's JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semmerge.cli import main
from semmerge.summary.api import summarize
from semmerge.summary.extract import SummaryError, extract
from semmerge.tokens import count_tokens

APP = '''"""The application: reads input and reports."""
from pkg.used import Token, tokenize


def main(text: str) -> list[Token]:
    """Entry point."""
    # FIXME: handle empty input
    return [Token(t) for t in tokenize(text)]
'''

USED = '''"""Tokenizer used by the application."""
SEPARATOR = " "


class Token:
    """One token."""

    def __init__(self, text: str) -> None:
        self.text = text


def tokenize(text: str) -> list[str]:
    """Split text."""
    return text.split(SEPARATOR)
'''

UNRELATED = '''"""Birds, used by nothing the focus touches."""


class Bird:
    """A bird."""

    def sing(self) -> str:
        return "tweet"


def migrate(birds: list[Bird]) -> int:
    # TODO: count only flying birds
    return len(birds)
'''

CORE = '''"""Core engine."""
LIMIT = 10


class Engine:
    """Runs jobs."""

    def run(self, job: int, *, retries: int = LIMIT) -> int:
        """Run one job."""
        return helper(job) + retries

    def stop(self) -> None:
        pass


def helper(job: int) -> int:
    # TODO: make this faster
    # HACK(ann): works around a bug
    return job * 2


def unused_util() -> None:
    pass
'''


def make_repo(root: Path, filler: int = 0) -> Path:
    (root / "pkg").mkdir(parents=True)
    (root / "pkg" / "__init__.py").write_text("")
    (root / "app.py").write_text(APP)
    (root / "pkg" / "used.py").write_text(USED)
    (root / "pkg" / "unrelated.py").write_text(UNRELATED)
    (root / "pkg" / "core.py").write_text(CORE)
    (root / "notes.txt").write_text("plain notes\n# TODO: write the docs\nTODO in prose\n")
    (root / "blob.bin").write_bytes(b"\0\1\2TODO: not text\n")
    for i in range(filler):
        defs = "\n\n".join(
            f"def filler_{i}_{j}(value: int, other: str = 'x') -> int:\n"
            f'    """Filler function {j} of module {i}."""\n    return value + {j}'
            for j in range(12)
        )
        (root / "pkg" / f"filler_{i}.py").write_text(f'"""Filler {i}."""\n\n{defs}\n')
    return root


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_repo(tmp_path_factory.mktemp("summary") / "repo", filler=20)


def data(summary: object) -> dict:
    return summary.to_dict()  # type: ignore[attr-defined]


def symbols_of(d: dict, path: str) -> list[str]:
    return [s["name"] for f in d["files"] if f["path"] == path for s in f["symbols"]]


# ------------------------------------------------------------------ extraction


def test_extract_python_definitions_signatures_docs_and_todos() -> None:
    facts = extract(CORE.encode(), "python")
    by_name = {d[1]: d for d in facts.defs}
    assert list(by_name) == ["LIMIT", "Engine", "Engine.run", "Engine.stop", "helper",
                             "unused_util"]
    assert by_name["Engine.run"][2] == "method"
    assert by_name["Engine.run"][4] == "def run(self, job: int, *, retries: int = LIMIT) -> int"
    assert by_name["Engine.run"][5] == "Run one job."
    assert by_name["LIMIT"][2:5] == ("constant", 2, "LIMIT = 10")
    assert facts.doc == "Core engine."
    assert facts.todos == [(17, "TODO", "make this faster"),
                           (18, "HACK", "works around a bug")]
    assert facts.refs["helper"] == 1 and facts.refs["LIMIT"] == 1  # uses, not definitions


def test_extract_unknown_and_binary_files_never_fail() -> None:
    text = extract(b"x = 1\n// FIXME: in a comment\nTODO in prose\n", None)
    assert text.todos == [(2, "FIXME", "in a comment")]
    assert extract(b"\0\1TODO: x", None).error == "binary file"
    odd = extract(b"def (:\n  \xff\xfe class\n# TODO: still found\n", "python")
    assert odd.error is None and odd.todos == [(3, "TODO", "still found")]


def test_custom_todo_tags() -> None:
    facts = extract(b"# NOTE: keep\n# TODO: not asked for\n", "python", ("NOTE",))
    assert facts.todos == [(1, "NOTE", "keep")]


# ------------------------------------------------------------------ ranking and focus


def test_references_of_the_focus_rank_above_unrelated_code(repo: Path, tmp_path: Path) -> None:
    d = data(summarize(str(repo), focus=["app.py"], budget=30000, cache_dir=str(tmp_path)))
    ranks = {f["path"]: f["rank"] for f in d["files"]}
    assert ranks["pkg/used.py"] > 0
    assert ranks["pkg/used.py"] > ranks.get("pkg/unrelated.py", 0.0)
    order = [f["path"] for f in d["files"]]
    assert order[0] == "app.py"
    assert order.index("pkg/used.py") < order.index("pkg/unrelated.py")
    # With room for little more than the focus, what it uses stays and the rest goes.
    small = data(summarize(str(repo), focus=["app.py"], budget=200, cache_dir=str(tmp_path)))
    assert "tokenize" in symbols_of(small, "pkg/used.py")
    assert not symbols_of(small, "pkg/unrelated.py")


def test_focus_symbol_pulls_in_what_it_uses(repo: Path, tmp_path: Path) -> None:
    def core_symbols(budget: int) -> list[str]:
        d = data(summarize(str(repo), focus=["Engine.run"], budget=budget,
                           cache_dir=str(tmp_path)))
        return symbols_of(d, "pkg/core.py")

    budget = 100
    while "helper" not in core_symbols(budget):  # the smallest budget showing the callee
        budget += 5
        assert budget < 1000
    core = core_symbols(budget)
    assert "Engine.run" in core and "Engine" in core  # the class comes along as context
    assert "unused_util" not in core and "Engine.stop" not in core


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(budget=st.integers(min_value=120, max_value=3000),
       focus=st.sampled_from([[], ["app.py"], ["pkg/core.py:Engine.run"], ["helper", "pkg"]]))
def test_budget_is_never_exceeded_and_focus_symbols_stay(
    repo: Path, tmp_path_factory: pytest.TempPathFactory, budget: int, focus: list[str],
) -> None:
    cache = tmp_path_factory.getbasetemp() / "budget-cache"
    summary = summarize(str(repo), focus=focus, budget=budget, cache_dir=str(cache))
    assert summary.tokens == count_tokens(summary.markdown) <= budget
    d = data(summary)
    assert d["tokens"] == summary.tokens and d["budget"] == budget
    if focus == ["pkg/core.py:Engine.run"]:
        assert "Engine.run" in symbols_of(d, "pkg/core.py")
        assert "def run(self, job: int, *, retries: int = LIMIT) -> int" in summary.markdown
    shown = sum(len(f["symbols"]) for f in d["files"])
    if d["omitted"]["symbols"] == 0:
        assert shown >= 20 * 12  # nothing left out: every filler function is there


def test_todos_of_focus_files_present_when_budget_allows(repo: Path, tmp_path: Path) -> None:
    summary = summarize(str(repo), focus=["pkg/core.py"], budget=400, cache_dir=str(tmp_path))
    assert "- L17 TODO: make this faster" in summary.markdown
    core = next(f for f in data(summary)["files"] if f["path"] == "pkg/core.py")
    assert {"line": 18, "tag": "HACK", "text": "works around a bug"} in core["todos"]
    assert core["focus"] is True
    everything = data(summarize(str(repo), focus=[], budget=30000, cache_dir=str(tmp_path)))
    todos = {(f["path"], t["text"]) for f in everything["files"] for t in f["todos"]}
    assert ("notes.txt", "write the docs") in todos  # unknown language: comment TODOs only
    assert not any(p == "blob.bin" for p, _ in todos)


def test_output_is_deterministic_cold_and_warm(repo: Path, tmp_path: Path) -> None:
    runs = [summarize(str(repo), focus=["app.py"], budget=900, cache_dir=str(tmp_path))
            for _ in range(2)]
    runs.append(summarize(str(repo), focus=["app.py"], budget=900, use_cache=False))
    assert runs[0].stats["extracted"] > 0 and runs[1].stats["extracted"] == 0
    assert runs[0].markdown == runs[1].markdown == runs[2].markdown


def test_default_focus_is_the_working_tree_changes(tmp_path: Path) -> None:
    root = make_repo(tmp_path / "g")
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "init"], check=True)
    (root / "pkg" / "unrelated.py").write_text(UNRELATED + "\n\ndef fly() -> None:\n    pass\n")
    d = data(summarize(str(root), budget=2000, cache_dir=str(tmp_path / "c")))
    assert d["focus"] == ["pkg/unrelated.py"]
    assert d["files"][0]["path"] == "pkg/unrelated.py" and d["files"][0]["focus"]
    assert (root / ".semmerge").exists() is False  # the cache went where it was told


def test_bad_input_gives_clear_errors(repo: Path, tmp_path: Path) -> None:
    with pytest.raises(SummaryError, match="neither a file .* nor a symbol"):
        summarize(str(repo), focus=["no_such_thing"], cache_dir=str(tmp_path))
    with pytest.raises(SummaryError, match="defines no symbol 'nope'"):
        summarize(str(repo), focus=["app.py:nope"], cache_dir=str(tmp_path))
    with pytest.raises(SummaryError, match="cannot hold even the summary's header"):
        summarize(str(repo), focus=[], budget=5, cache_dir=str(tmp_path))
    with pytest.raises(SummaryError, match="not a folder"):
        summarize(str(tmp_path / "missing"))
    with pytest.raises(SummaryError, match="TODO tags must be words"):
        summarize(str(repo), todo_tags=["TO DO"], cache_dir=str(tmp_path))


# ------------------------------------------------------------------ command line


def test_cli_json_schema(repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["summarize", str(repo), "--focus", "app.py", "--budget", "700", "--json",
                   "--cache-dir", str(tmp_path), "--todo-tags", "TODO,FIXME"])
    assert status == 0
    d = json.loads(capsys.readouterr().out)
    assert {"budget", "tokens", "encoding", "files"} <= set(d)
    assert d["budget"] == 700 and d["encoding"] == "cl100k_base" and 0 < d["tokens"] <= 700
    for f in d["files"]:
        assert isinstance(f["path"], str) and isinstance(f["rank"], float)
        for s in f["symbols"]:
            assert set(s) == {"name", "kind", "line", "signature"}
            assert isinstance(s["line"], int) and s["kind"] in {
                "class", "function", "method", "constant", "variable"}
        for t in f["todos"]:
            assert set(t) == {"line", "tag", "text"} and t["tag"] in {"TODO", "FIXME"}
    app = d["files"][0]
    assert app["path"] == "app.py" and app["todos"] == [
        {"line": 7, "tag": "FIXME", "text": "handle empty input"}]
    # The JSON's tokens are those of the Markdown the same call prints.
    main(["summarize", str(repo), "--focus", "app.py", "--budget", "700", "--cache-dir",
          str(tmp_path), "--todo-tags", "TODO", "FIXME"])
    assert count_tokens(capsys.readouterr().out) == d["tokens"]


def test_cli_errors_exit_2(repo: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["summarize", str(repo), "--focus", "nowhere", "--cache-dir", str(tmp_path)]) == 2
    assert "focus 'nowhere'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["summarize", str(repo), "--budget", "0"])
    assert exc.value.code == 2


def test_import_semmerge_stays_lean() -> None:
    code = ("import sys, semmerge; semmerge.HandoffSession; "
            "print(any(m.split('.')[0] in {'networkx', 'tiktoken'} for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


# ------------------------------------------------------------------ other languages

OTHER_LANGUAGES = {
    "javascript": (b"/** Adds things. */\nexport function add(a, b) { return helper(a) + b; }\n"
                   b"class Box extends Base {\n  open(x) { return new Thing(x); } // TODO: js\n}\n",
                   [("add", "function", "function add(a, b)", "Adds things."),
                    ("Box.open", "method", "open(x)", "")], "helper"),
    "typescript": (b"interface Shape { area(): number; }\nexport class Sq implements Shape {\n"
                   b"  area(): number { return calc(1); } // TODO: ts\n}\n",
                   [("Shape", "interface", "interface Shape", ""),
                    ("Sq.area", "method", "area(): number", "")], "calc"),
    "tsx": (b"export function App(props: Props) { return <div>{render(props)}</div>; }\n"
            b"// TODO: tsx\n", [("App", "function", "function App(props: Props)", "")],
            "render"),
    "go": (b"package main\n// Add adds.\nfunc Add(a int) int { return helper(a) }\n"
           b"type Point struct { X int } // TODO: go\n",
           [("Add", "function", "func Add(a int) int", "Add adds."),
            ("Point", "type", "Point struct { X int }", "")], "helper"),
    "rust": (b"/// A point.\npub struct Point { x: i32 }\nimpl Point {\n"
             b"    pub fn norm(&self) -> f64 { helper(self.x) } // TODO: rust\n}\n",
             [("Point", "struct", "pub struct Point { x: i32 }", "A point."),
              ("Point.norm", "method", "pub fn norm(&self) -> f64", "")], "helper"),
    "lua": (b"local M = {}\n--- Adds one.\nfunction M.add(a) return helper(a) end -- TODO: lua\n"
            b"function M:close() end\n",
            [("M", "variable", "local M = {}", ""),
             ("M.add", "function", "function M.add(a)", "Adds one."),
             ("M:close", "function", "function M:close() end", "")], "helper"),
    "solidity": (b"/// A vault.\ncontract Vault is Base {\n"
                 b"    function deposit(uint256 a) external { helper(a); } // TODO: solidity\n}\n",
                 [("Vault", "class", "contract Vault is Base", "A vault."),
                  ("Vault.deposit", "function", "function deposit(uint256 a) external", "")],
                 "helper"),
    "java": (b"/** A square. */\npublic class Sq {\n"
             b"    public int area() { return helper(s); } // TODO: java\n}\n",
             [("Sq", "class", "public class Sq", "A square."),
              ("Sq.area", "method", "public int area()", "")], "helper"),
}


@pytest.mark.parametrize("language", sorted(OTHER_LANGUAGES))
def test_other_languages_are_read_through_their_tags(language: str) -> None:
    source, expected, used = OTHER_LANGUAGES[language]
    facts = extract(source, language)
    assert facts.error is None
    got = {d[1]: (d[1], d[2], d[4], d[5]) for d in facts.defs}
    for row in expected:
        assert got[row[0]] == row
    assert used in facts.refs
    assert [t[1:] for t in facts.todos] == [("TODO", language.replace("typescript", "ts")
                                             .replace("javascript", "js"))]


def test_every_tags_file_compiles() -> None:
    from semmerge.summary.extract import load_rules, summary_languages

    assert {"python", "javascript", "typescript", "go", "rust", "java"} <= set(
        summary_languages())
    for language in summary_languages():
        assert load_rules(language) is not None, language


def test_progress_bar_when_cold_only(repo: Path, tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    summarize(str(repo), focus=[], budget=300, cache_dir=str(tmp_path), progress=True)
    assert "semmerge summarize: extracting [" in capsys.readouterr().err
    summarize(str(repo), focus=[], budget=300, cache_dir=str(tmp_path), progress=True)
    assert capsys.readouterr().err == ""  # warm: nothing to extract, no bar
