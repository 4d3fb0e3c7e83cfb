"""``semmerge bench examples``: both case layouts, the classes per language, ``--json``."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from semmerge.bench.examples import find_cases, run_examples, summarize_examples
from semmerge.cli import main

BASE = "def a():\n    return 1\n"
LEFT = BASE + "\n\ndef b():\n    return 2\n"
RIGHT = BASE + '\n\ndef c():\n    return "a b"\n'
UNION = LEFT + '\n\ndef c():\n    return "a b"\n'
CONFLICTING_LEFT = "def a():\n    return 2\n"
CONFLICTING_RIGHT = "def a():\n    return 3\n"


def _case(root: Path, rel: str, names: tuple[str, ...], texts: tuple[str, ...]) -> None:
    folder = root / rel
    folder.mkdir(parents=True)
    for name, text in zip(names, texts, strict=True):
        (folder / name).write_text(text)


CAPITAL = ("Base.py", "Left.py", "Right.py", "Expected.py")
LOWER = ("base.py", "left.py", "right.py", "expected.py")


@pytest.fixture()
def cases(tmp_path: Path) -> Path:
    _case(tmp_path, "python/union", CAPITAL, (BASE, LEFT, RIGHT, UNION))
    _case(tmp_path, "python/spaces", CAPITAL, (BASE, LEFT, RIGHT, UNION.replace("a b", "a  b")))
    _case(tmp_path, "python/dropped", LOWER, (BASE, LEFT, RIGHT, LEFT))
    _case(tmp_path, "python/clash", LOWER,
          (BASE, CONFLICTING_LEFT, CONFLICTING_RIGHT, "def a():\n    return 5\n"))
    _case(tmp_path, "text/lines", ("Base.txt", "Left.txt", "Right.txt", "Expected.txt"),
          ("a\nb\nc\n", "A\nb\nc\n", "a\nb\nC\n", "A\nb\nC\n"))
    (tmp_path / "python" / "incomplete").mkdir()
    (tmp_path / "python" / "incomplete" / "Base.py").write_text(BASE)
    return tmp_path


def test_find_cases_both_layouts(cases: Path) -> None:
    found = {c.name: c.language for c in find_cases(cases)}
    assert found == {"python/clash": "python", "python/dropped": "python",
                     "python/spaces": "python", "python/union": "python", "text/lines": "text"}


def test_classes_per_language(cases: Path) -> None:
    summary = summarize_examples(run_examples(cases))
    python = summary["languages"]["python"]
    assert python == {"exact": 1, "ast_equal": 0, "whitespace_equal": 1, "conflict": 1,
                      "wrong": 1, "crash": 0, "cases": 4}
    assert summary["languages"]["text"]["exact"] == 1
    assert {r["name"] for r in summary["not_right"]} == {"python/dropped", "python/clash"}


def test_expected_conflict(tmp_path: Path) -> None:
    from semmerge import merge_texts

    conflicted = merge_texts(BASE, CONFLICTING_LEFT, CONFLICTING_RIGHT, "x.py").text
    _case(tmp_path, "python/same_conflict", LOWER,
          (BASE, CONFLICTING_LEFT, CONFLICTING_RIGHT, conflicted))
    _case(tmp_path, "python/should_conflict", LOWER, (BASE, LEFT, RIGHT, conflicted))
    results = {r.name: r.column for r in run_examples(tmp_path)}
    assert results == {"python/same_conflict": "exact", "python/should_conflict": "wrong"}


def test_outcome_json_asks_for_a_conflict_around_a_rejected_line_merge(tmp_path: Path) -> None:
    # A clean line merge found unsafe is a conflict whose markers hold the changes the
    # check is about: a case says in outcome.json that it expects a conflict, and the
    # marked text, not clean, is exact.
    sync = "def f():\n    x = 1\n    y = 2\n    z = 3\n    return x\n"
    base = sync.replace("def f", "async def f")
    awaits = base.replace("    x = 1\n", "    x = 1\n    await g()\n")
    merged = sync.replace("    x = 1\n", "    x = 1\n    await g()\n")
    marked = (
        "<<<<<<< left\ndef f():\n    x = 1\n||||||| base\nasync def f():\n    x = 1\n"
        "=======\nasync def f():\n    x = 1\n    await g()\n>>>>>>> right\n"
        "    y = 2\n    z = 3\n    return x\n"
    )
    for name, outcome, expected in (
        ("unsafe", '{"clean": false}', marked), ("taken", '{"clean": true}', merged),
    ):
        _case(tmp_path, f"python/{name}", LOWER, (base, sync, awaits, expected))
        (tmp_path / "python" / name / "outcome.json").write_text(outcome)
    results = {r.name: r.column for r in run_examples(tmp_path)}
    assert results == {"python/unsafe": "exact", "python/taken": "conflict"}


def test_examples_command_json(cases: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(["bench", "examples", str(cases), "--json"])
    assert status == 0
    data = json.loads(out.getvalue())
    assert data["cases"] == 5
    assert data["total"]["exact"] == 2


def test_examples_command_table(cases: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        main(["bench", "examples", str(cases)])
    text = out.getvalue()
    assert "| python | 4 | 1 | 0 | 1 | 1 | 1 | 0 |" in text
    assert "- wrong: python/dropped" in text


def test_repository_cases_run() -> None:
    root = Path(__file__).parent / "cases"
    if not any(root.glob("*/*/base.*")):
        pytest.skip("no tests/cases yet")
    summary = summarize_examples(run_examples(root))
    assert summary["cases"] > 0
    assert summary["total"]["crash"] == 0
