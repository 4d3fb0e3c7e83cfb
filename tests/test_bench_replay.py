"""``semmerge bench replay``: mining, classification, summary, reports, executors.

A small repository is built once per module with real merge commits:

* ``M1`` merges branches ``left`` and ``right`` (both from ``C0``) and resolves:
  ``m.py`` (git conflicts, the commit is the union: semmerge should be exact),
  ``d.py`` (git conflicts, the commit drops one side: semmerge merges, wrongly),
  ``u.py`` (git conflicts, the commit has a line no input has: unreachable),
  ``n.py`` (clean merge, the commit is reformatted: ast_equal),
  ``w.py`` (clean merge, whitespace changed inside a string: whitespace_equal),
  ``other.py`` (changed by ``left`` only: skipped), ``notes.txt`` (not ``.py``);
* ``M2`` merges ``left2`` (same tree as ``left``) and ``right`` into the same tree:
  the same scenarios again, counted once;
* an octopus merge, a criss-cross merge (two merge bases) and a merge reachable only
  from ``refs/pull/1/merge``, all skipped.
"""

from __future__ import annotations

import importlib.util
import io
import json
import os
import re
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path
from types import ModuleType

import pytest

from semmerge.bench import classify as cls
from semmerge.bench.mining import ScenarioRef, mine
from semmerge.bench.progress import Progress
from semmerge.bench.replay import replay_refs
from semmerge.bench.report import COMPARISON_COLUMNS, comparison_row, comparison_table, markdown
from semmerge.bench.running import ScenarioOutcome, WorkItem, run_scenario
from semmerge.bench.summary import reason_group, summarize
from semmerge.bench.timing import timed_process
from semmerge.cli import main

BASE = {
    "m.py": "def a():\n    return 1\n",
    "d.py": "def a():\n    return 1\n",
    "u.py": "X = 1\n\n\ndef f():\n    return X\n",
    "n.py": "import os\n\nA = [1, 2]\n\n\ndef f():\n    return A\n\n\ndef g():\n    return 2\n",
    "w.py": 'S = "a b"\n\n\ndef f():\n    return 1\n\n\ndef g():\n    return 2\n',
    "other.py": "Y = 1\n",
    "notes.txt": "one\nmid\ntwo\n",
}
LEFT = {
    "m.py": BASE["m.py"] + "\n\ndef b():\n    return 2\n",
    "d.py": BASE["d.py"] + "\n\ndef b():\n    return 2\n",
    "u.py": BASE["u.py"].replace("X = 1", "X = 2"),
    "n.py": BASE["n.py"].replace("return A", "return A + [3]"),
    "w.py": BASE["w.py"].replace("return 1", "return 10"),
    "other.py": "Y = 2\n",
    "notes.txt": "one!\nmid\ntwo\n",
}
RIGHT = {
    "m.py": BASE["m.py"] + "\n\ndef c():\n    return 3\n",
    "d.py": BASE["d.py"] + "\n\ndef c():\n    return 3\n",
    "u.py": BASE["u.py"].replace("X = 1", "X = 3"),
    "n.py": BASE["n.py"].replace("return 2", "return 20"),
    "w.py": BASE["w.py"].replace("return 2", "return 20"),
    "notes.txt": "one\nmid\ntwo!\n",
}
MERGED = {
    "m.py": "def a():\n    return 1\n\n\ndef b():\n    return 2\n\n\ndef c():\n    return 3\n",
    "d.py": LEFT["d.py"],
    "u.py": BASE["u.py"].replace("X = 1", "X = 4  # neither side"),
    "n.py": "import os\n\nA = [1,2]\n\n\ndef f():\n    return A+[3]\n\n\ndef g():\n"
            "    return 20\n",
    "w.py": 'S = "a  b"\n\n\ndef f():\n    return 10\n\n\ndef g():\n    return 20\n',
    "other.py": "Y = 2\n",
    "notes.txt": "one!\nmid\ntwo!\n",
}
BOTH_CHANGED = ["d.py", "m.py", "n.py", "u.py", "w.py"]
EXPECTED = {  # path -> (semmerge class, git class)
    "m.py": (cls.EXACT, cls.CONFLICT),
    "d.py": (cls.DIFFERS, cls.CONFLICT),
    "u.py": (cls.CONFLICT, cls.CONFLICT),
    "n.py": (cls.AST_EQUAL, cls.AST_EQUAL),
    "w.py": (cls.WHITESPACE_EQUAL, cls.WHITESPACE_EQUAL),
}


class Repo:
    """A scratch repository driven by git plumbing with fixed identities and dates."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tick = 1_700_000_000
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str, stdin: str | None = None) -> str:
        self.tick += 60
        date = f"{self.tick} +0000"
        env = {**os.environ, "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com",
               "GIT_COMMITTER_NAME": "C", "GIT_COMMITTER_EMAIL": "c@example.com",
               "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
               "GIT_CONFIG_NOSYSTEM": "1", "HOME": str(self.path)}
        proc = subprocess.run(["git", "-C", str(self.path), *args], input=stdin, text=True,
                              capture_output=True, env=env, check=True)
        return proc.stdout.strip()

    def tree(self, files: dict[str, str]) -> str:
        """A tree object holding ``files``."""
        rows = []
        for name, text in sorted(files.items()):
            blob = self.git("hash-object", "-w", "--stdin", stdin=text)
            rows.append(f"100644 blob {blob}\t{name}")
        return self.git("mktree", stdin="\n".join(rows) + "\n")

    def commit(self, files: dict[str, str] | str, *parents: str, msg: str = "c") -> str:
        """A commit of ``files`` (or of an existing tree id) with ``parents``."""
        tree = files if isinstance(files, str) else self.tree(files)
        args = [a for p in parents for a in ("-p", p)]
        return self.git("commit-tree", tree, *args, "-m", msg)


def _build(path: Path) -> dict[str, str]:
    repo = Repo(path)
    c0 = repo.commit(BASE, msg="base")
    left = repo.commit({**BASE, **LEFT}, c0, msg="left")
    right = repo.commit({**BASE, **RIGHT}, c0, msg="right")
    m1 = repo.commit(MERGED, left, right, msg="merge right into left")
    left2 = repo.commit(repo.git("rev-parse", f"{left}^{{tree}}"), c0, msg="left again")
    m2 = repo.commit(repo.git("rev-parse", f"{m1}^{{tree}}"), left2, right, msg="same merge")
    # octopus: three parents
    octo = repo.commit(MERGED, left, right, left2, msg="octopus")
    # criss-cross: x and y merged both ways, then those merges merged (two merge bases)
    x = repo.commit({**BASE, "x.py": "X = 1\n"}, c0, msg="x")
    y = repo.commit({**BASE, "y.py": "Y = 1\n"}, c0, msg="y")
    both = {**BASE, "x.py": "X = 1\n", "y.py": "Y = 1\n"}
    xy, yx = repo.commit(both, x, y, msg="xy"), repo.commit(both, y, x, msg="yx")
    criss = repo.commit({**both, "m.py": "Z = 1\n"}, xy, yx, msg="criss-cross")
    # a merge only reachable from a pull-request ref, resolved differently
    pull = repo.commit({**MERGED, "m.py": "PULL = 1\n"}, left, right, msg="pull")
    for ref, commit in (("refs/heads/main", m2), ("refs/heads/m1", m1),
                        ("refs/heads/octo", octo), ("refs/tags/criss", criss),
                        ("refs/pull/1/merge", pull)):
        repo.git("update-ref", ref, commit)
    return {"c0": c0, "left": left, "left2": left2, "right": right, "m1": m1, "m2": m2,
            "octo": octo,
            "criss": criss, "pull": pull, "path": str(path)}


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    return _build(tmp_path_factory.mktemp("bench-repo"))


def _run_cli(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(list(args))
    return status, out.getvalue()


# --- mining -----------------------------------------------------------------------------


def test_mine_finds_each_scenario_once(repo: dict[str, str]) -> None:
    refs, stats = mine(repo["path"], extensions=[".py"])
    assert sorted(r.path for r in refs) == BOTH_CHANGED
    assert {r.merge for r in refs} == {repo["m2"]}  # the newest of the two merges
    assert stats.duplicates == len(BOTH_CHANGED)
    assert stats.octopus == 1
    assert stats.multiple_bases == 1
    assert stats.identical_sides == 0
    assert all(r.merge != repo["pull"] for r in refs)


def test_mine_skips_refs_pull_and_one_sided_changes(repo: dict[str, str]) -> None:
    refs, stats = mine(repo["path"], extensions=None)
    assert "other.py" not in {r.path for r in refs}
    assert "notes.txt" in {r.path for r in refs}
    assert repo["pull"] not in {r.merge for r in refs}
    assert stats.merges == 6  # m2, m1, octo, criss, xy, yx (not pull)


def test_mine_limit_and_git_dir(repo: dict[str, str]) -> None:
    refs, stats = mine(Path(repo["path"]) / ".git", extensions=[".py"], limit=2)
    assert len(refs) == 2 and stats.truncated
    first, _ = mine(repo["path"], extensions=[".py"], limit=2)
    assert refs == first


def test_scenario_ref_blob_ids(repo: dict[str, str]) -> None:
    refs, _ = mine(repo["path"], extensions=[".py"])
    m = next(r for r in refs if r.path == "m.py")
    shown = subprocess.run(["git", "-C", repo["path"], "cat-file", "-p", m.merged],
                           capture_output=True, text=True, check=True).stdout
    assert shown == MERGED["m.py"]
    assert (m.merge, m.base_commit, m.left_commit, m.right_commit) == (
        repo["m2"], repo["c0"], repo["left2"], repo["right"])


# --- classification ---------------------------------------------------------------------


@pytest.mark.parametrize(("output", "clean", "committed", "expected"), [
    (b"x = 1\n", False, b"x = 1\n", cls.CONFLICT),
    (b"x = 1\n", True, b"x = 1\n", cls.EXACT),
    (b"x = [1,2]\n", True, b"x = [1, 2]  # c\n", cls.AST_EQUAL),
    (b'x = "a b"\n', True, b'x = "a  b"\n', cls.WHITESPACE_EQUAL),
    (b"def f(:\n", True, b"def f(): pass\n", cls.INVALID),
    (b"x = 2\n", True, b"x = 1\n", cls.DIFFERS),
])
def test_classify(output: bytes, clean: bool, committed: bytes, expected: str) -> None:
    assert cls.classify(output, clean, committed, "python") == expected


def test_classify_python2_commit_uses_tree_sitter() -> None:
    py2 = b'print "hello"\nx = 1\n'
    assert cls.classify(b'print  "hello"\nx=1\n', True, py2, "python") == cls.AST_EQUAL
    assert cls.classify(b'print "hello"\nx = 2\n', True, py2, "python") == cls.DIFFERS


def test_classify_without_language() -> None:
    assert cls.classify(b"a  b\n", True, b"a b\n", None) == cls.WHITESPACE_EQUAL
    assert cls.classify(b"a c\n", True, b"a b\n", None) == cls.DIFFERS


def test_trees_equal() -> None:
    assert cls.trees_equal("x = [1,2]\n", "x = [1, 2]\n", "python")
    assert not cls.trees_equal("x = [1, 2]\n", "x = [1, 3]\n", "python")
    assert not cls.trees_equal("# a\nx = 1\n", "x = 1\n", "python")  # comments count
    # same leaves, different blocks: structure carried by indentation counts
    assert not cls.trees_equal("if a:\n    b\nc\n", "if a:\n    b\n    c\n", "python")


@pytest.mark.parametrize(("language", "text"), [
    ("dart", "import 'package:app/a.dart';\n"),
    ("yaml", "key: 'a'\n"),
    ("toml", 'key = "a"\n'),
    ("xml", '<item key="a"/>\n'),
])
def test_trees_differ_in_a_string_the_grammar_has_no_node_for(language: str, text: str) -> None:
    # These grammars give a string's quotes nodes, not its content: the content counts.
    assert not cls.trees_equal(text, text.replace("a", "b", 1), language)
    assert cls.trees_equal(text, text.replace("\n", " \n"), language)
    assert cls.classify(text.replace("a", "b", 1).encode(), True, text.encode(),
                        language) == "differs"


def test_a_line_continuation_is_layout_in_the_tree_comparison() -> None:
    one = "#if defined(A) || defined(B) // why\n#endif\n"
    two = "#if defined(A) || \\\n    defined(B)  // why\n#endif\n"
    assert cls.trees_equal(one, two, "cpp")


def test_unreachable_lines() -> None:
    assert not cls.has_unreachable_lines(b"a\n", b"a\nb\n", b"a\nc\n", b"a\nc\nb\n")
    assert cls.has_unreachable_lines(b"a\n", b"a\nb\n", b"a\nc\n", b"a\nd\n")
    assert cls.unreachable_lines(b"a\n", b"b\n", b"c\n", b"a\r\nz\r\n") == [b"z"]


# --- running and summary ----------------------------------------------------------------


def _ref(path: str) -> ScenarioRef:
    return ScenarioRef("m" * 40, "b" * 40, "l" * 40, "r" * 40, path, "1", "2", "3", "4")


def test_run_scenario_union_is_exact() -> None:
    item = WorkItem(_ref("m.py"), *(s.encode() for s in (
        BASE["m.py"], LEFT["m.py"], RIGHT["m.py"], MERGED["m.py"])))
    outcome = run_scenario(item)
    assert (outcome.semmerge, outcome.git) == (cls.EXACT, cls.CONFLICT)
    assert outcome.unreachable is False
    assert outcome.semmerge_seconds > 0 and outcome.git_seconds > 0
    # The merging thread's CPU time is recorded beside the wall-clock time.
    assert outcome.semmerge_cpu_seconds is not None and outcome.semmerge_cpu_seconds > 0


def test_run_scenario_timeout() -> None:
    big = "".join(f"def f{i}():\n    return {i}\n\n\n" for i in range(3000)).encode()
    item = WorkItem(_ref("m.py"), big, big + b"x = 1\n", b"y = 1\n" + big, big, timeout=1e-4)
    assert run_scenario(item).semmerge == cls.TIMEOUT


def _outcome(path: str, ours: str, git: str, strategy: str = "structured",
             reason: str | None = None, unreachable: bool | None = None) -> ScenarioOutcome:
    return ScenarioOutcome(_ref(path), ours, git, 0.01, 0.002, strategy, reason, unreachable)


def test_summary_figures() -> None:
    outcomes = [
        _outcome("a.py", cls.EXACT, cls.CONFLICT, unreachable=False),
        _outcome("b.py", cls.AST_EQUAL, cls.CONFLICT, unreachable=False),
        _outcome("c.py", cls.DIFFERS, cls.CONFLICT, unreachable=True),
        _outcome("d.py", cls.CONFLICT, cls.CONFLICT, "fallback", "left does not parse: x (1)",
                 unreachable=False),
        _outcome("e.py", cls.EXACT, cls.EXACT, "line"),
        _outcome("f.py", cls.CONFLICT, cls.EXACT, "fallback", "left does not parse: x (2)"),
        _outcome("g.py", cls.DIFFERS, cls.DIFFERS, "line"),
    ]
    s = summarize(outcomes)
    assert s["files"] == 7 and s["git_conflicts"] == 4
    assert s["resolved"] == 3 / 4 and s["correct"] == 2 / 3 and s["resolved_correctly"] == 2 / 4
    assert s["precision"] == 3 / 5 and s["git_precision"] == 2 / 3
    assert s["regression_count"] == 1 and s["git_right"] == 2 and s["regression_rate"] == 0.5
    assert [r["path"] for r in s["regressions"]] == ["f.py"]
    assert [r["path"] for r in s["wrong_clean"]] == ["c.py"]
    assert s["unreachable_conflicts"] == 1 and s["unreachable_share"] == 1 / 4
    assert s["resolved_correctly_of_reachable"] == 2 / 3
    assert s["strategies"] == {"fallback": 2, "line": 2, "structured": 3}
    assert s["fallback_reasons"] == [["left does not parse: x (…)", 2]]
    assert s["classes"]["semmerge"][cls.EXACT] == 2
    assert s["time"]["in_process_files_per_second"] == pytest.approx(100)
    assert s["time"]["in_process_cpu_files_per_second"] is None  # no CPU times recorded


def test_internal_errors_count_with_crashes() -> None:
    """A merge the engine raised on is merged by lines (nothing lost), but it is a fault
    of semmerge's: the summary counts and lists it, and the table's crash column has it."""
    outcomes = [
        _outcome("a.py", cls.CONFLICT, cls.CONFLICT, "fallback",
                 "internal error: RecursionError: maximum recursion depth exceeded"),
        _outcome("b.py", cls.CONFLICT, cls.CONFLICT, "fallback", "left does not parse: x (1)"),
    ]
    s = summarize(outcomes)
    assert s["internal_errors"] == 1
    assert [(f["path"], f["error"][:30]) for f in s["failures"]] == [
        ("a.py", "internal error: RecursionError")]
    row = dict(zip(COMPARISON_COLUMNS, comparison_row("r", s), strict=True))
    assert row["crash+timeout"] == "1"


def test_cpu_throughput_counts_cpu_time_and_wall_clock_where_unknown() -> None:
    busy, idle, lost = (_outcome(p, cls.EXACT, cls.EXACT, "line") for p in "abc")
    busy.semmerge_cpu_seconds = 0.004  # the machine ran other work during its 0.01 s
    idle.semmerge_cpu_seconds = 0.01
    # lost: abandoned at its time limit, CPU time unknown: its 0.01 s of wall clock count
    t = summarize([busy, idle, lost])["time"]
    assert t["in_process_files_per_second"] == pytest.approx(100)
    assert t["in_process_cpu_files_per_second"] == pytest.approx(3 / 0.024)


def test_cpu_throughput_in_the_reports() -> None:
    one = _outcome("a.py", cls.EXACT, cls.EXACT, "line")
    one.semmerge_cpu_seconds = 0.005
    s = summarize([one])
    assert "100.0 / 200.0 files/s" in markdown("repo", s)
    table = comparison_table([("repo", s)])
    header, _, row = table.splitlines()
    cells = dict(zip(header.strip("| ").split(" | "), row.strip("| ").split(" | "), strict=True))
    assert (cells["files/s"], cells["files/s (CPU)"]) == ("100", "200")


def test_reason_group() -> None:
    assert reason_group("the structured result would drop 3 added line(s), e.g. 'x = 1'") == \
        "the structured result would drop N added line(…)"
    assert reason_group(None) == "(none)"


def test_progress_bar_draws_only_when_enabled() -> None:
    stream = io.StringIO()
    bar = Progress(4, "replay", stream=stream)
    bar.advance(4)
    bar.close()
    assert stream.getvalue() == ""  # not a terminal
    bar = Progress(4, "replay", stream=stream, enabled=True)
    bar.advance(4)
    bar.close()
    assert "[" + "#" * 30 + "] 4/4" in stream.getvalue()


# --- the command ------------------------------------------------------------------------


def _classes(out: Path) -> dict[str, tuple[str, str]]:
    data = json.loads((out / "replay.json").read_text())
    return {s["path"]: (s["semmerge"], s["git"]) for s in data["scenarios"]}


def test_replay_command(repo: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "out"
    status, stdout = _run_cli("bench", "replay", repo["path"], "--out", str(out), "--jobs", "2",
                              "--json", "--process-sample", "2", "--no-progress")
    assert status == 0
    summary = json.loads(stdout)
    assert _classes(out) == EXPECTED
    assert summary["files"] == 5 and summary["git_conflicts"] == 3
    assert summary["semmerge_resolved"] == 2 and summary["semmerge_resolved_correctly"] == 1
    assert summary["resolved_correctly"] == pytest.approx(1 / 3)
    assert summary["unreachable_conflicts"] == 1
    assert summary["regression_count"] == 0 and summary["git_right"] == 2
    assert [w["path"] for w in summary["wrong_clean"]] == ["d.py"]
    assert summary["process"]["samples"] == 2 and summary["process"]["ratio"] > 0
    assert summary["mining"]["duplicates"] == 5
    data = json.loads((out / "replay.json").read_text())
    row = data["scenarios"][0]
    assert {"merge", "path", "base", "left", "right", "merged", "semmerge", "git",
            "semmerge_seconds", "strategy", "reason"} <= set(row)
    md = (out / "replay.md").read_text()
    assert "resolved correctly" in md and "`d.py`" in md
    assert f"replay-one {repo['path']} {repo['m2'][:12]} d.py" in md
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        assert not (out / "replay.png").exists()
    else:
        assert (out / "replay.png").read_bytes()[:4] == b"\x89PNG"


def test_replay_command_markdown_and_ext(repo: dict[str, str], tmp_path: Path) -> None:
    out = tmp_path / "txt"
    status, stdout = _run_cli("bench", "replay", repo["path"], "--out", str(out), "--ext", "txt",
                              "--jobs", "1", "--process-sample", "0", "--no-progress")
    assert status == 0
    assert "# Replay of" in stdout
    assert _classes(out) == {"notes.txt": (cls.EXACT, cls.EXACT)}


def test_replay_not_a_repository(tmp_path: Path) -> None:
    status, _ = _run_cli("bench", "replay", str(tmp_path), "--out", str(tmp_path / "o"))
    assert status == 2


def test_replay_one(repo: dict[str, str], tmp_path: Path) -> None:
    status, stdout = _run_cli("bench", "replay-one", repo["path"], repo["m1"], "d.py",
                              "--write", str(tmp_path / "case"))
    assert status == 0
    assert "semmerge: differs" in stdout and "git merge-file: conflict" in stdout
    assert "+def c():" in stdout  # semmerge kept the side the developer dropped
    assert (tmp_path / "case" / "semmerge.py").exists()
    status, stdout = _run_cli("bench", "replay-one", repo["path"], repo["m1"], "u.py", "--show")
    assert "==== base ====" in stdout and "neither side" in stdout
    assert "1 line(s) no input has" in stdout
    status, stdout = _run_cli("bench", "replay-one", repo["path"], repo["m1"], "m.py",
                              "--side-by-side")
    assert "committed" in stdout and "def c():" in stdout
    status, _ = _run_cli("bench", "replay-one", repo["path"], repo["c0"], "m.py")
    assert status == 2


def test_table_command(repo: dict[str, str], tmp_path: Path) -> None:
    for name in ("a", "b"):
        _run_cli("bench", "replay", repo["path"], "--out", str(tmp_path / name), "--jobs", "1",
                 "--process-sample", "1", "--json", "--no-progress")
    status, stdout = _run_cli("bench", "table", str(tmp_path / "a"), str(tmp_path / "b"))
    assert status == 0
    assert stdout.count("\n") == 5  # header, rule, two repositories, all
    assert "| all | 10 | 6 |" in stdout
    # The pooled process ratio, marked where this environment keeps no bytecode.
    assert re.search(r"\dx( \(uncached\))? \|$", stdout.rstrip())
    status, stdout = _run_cli("bench", "table", str(tmp_path / "a"), "--by-language")
    assert status == 0
    row = next(line for line in stdout.splitlines() if line.startswith("| python |"))
    assert row.endswith("| - |")  # processes are sampled per replay, not per language


def _benchmark_script(name: str) -> ModuleType:
    path = Path(__file__).resolve().parents[1] / "benchmarks" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _replayed(repo: dict[str, str], tmp_path: Path) -> Path:
    """The fixture repository replayed into ``tmp_path/out``."""
    out = tmp_path / "out"
    _run_cli("bench", "replay", repo["path"], "--out", str(out), "--jobs", "1",
             "--process-sample", "0", "--no-progress")
    return out


def test_commit_kinds_script_sorts_each_conflict_by_what_was_committed(
    repo: dict[str, str], tmp_path: Path
) -> None:
    out = _replayed(repo, tmp_path)
    counts = _benchmark_script("commit_kinds").count(str(out), repo["path"])
    assert counts == {
        ("combines", "correct"): 1,  # m.py: the union, which semmerge gives
        ("one side whole", "wrong"): 1,  # d.py: left's file; semmerge keeps both sides
        ("unreachable", "conflict"): 1,  # u.py: a value neither side wrote
    }


def test_distinct_git_conflicts_gives_each_conflicted_merge_once(
    repo: dict[str, str], tmp_path: Path
) -> None:
    from semmerge.bench.report import distinct_git_conflicts

    out = _replayed(repo, tmp_path)
    seen: set[tuple[bytes, ...]] = set()
    found = list(distinct_git_conflicts(out, repo["path"], seen))
    assert sorted(row["path"] for row, _ in found) == ["d.py", "m.py", "u.py"]
    assert all(len(blobs) == 4 and blobs[0] for _, blobs in found)
    assert list(distinct_git_conflicts(out, repo["path"], seen)) == []  # seen already


@pytest.mark.parametrize(("left", "right", "expected"), [
    ("import os\nimport re\n\ndef f():\n    return 1\n",
     "import os\nimport sys\n\ndef f():\n    return 1\n", "imports"),
    ("import os\n\ndef f():\n    return 2\n",
     "import os\n\ndef f():\n    return 3\n", "definition"),
    ("import os\nimport re\n\ndef f():\n    return 1\n",
     "import os\n\ndef f():\n    return 1\n\ndef g():\n    pass\n", "apart"),
    ("import os\nX = 1\n\ndef f():\n    return 2\n",
     "import os\nX = 2\n\ndef f():\n    return 3\n", "statements+definition"),
    ("print 'x'\n", "import os\n", "not Python 3"),
])
def test_overlap_kinds_script_names_what_both_sides_changed(
    left: str, right: str, expected: str
) -> None:
    base = b"import os\n\ndef f():\n    return 1\n"
    kind = _benchmark_script("overlap_kinds").kind([base, left.encode(), right.encode()])
    assert kind == expected


# --- executors --------------------------------------------------------------------------


def _comparable(outcomes: list[ScenarioOutcome]) -> list[tuple[object, ...]]:
    return [(o.ref, o.semmerge, o.git, o.strategy, o.reason, o.unreachable) for o in outcomes]


def test_dask_executor_matches_local(repo: dict[str, str]) -> None:
    distributed = pytest.importorskip(
        "distributed", reason="the Dask path needs 'distributed' (pip install semmerge[bench])")
    refs, _ = mine(repo["path"], extensions=[".py"])
    local = replay_refs(repo["path"], refs, jobs=2)
    with distributed.LocalCluster(n_workers=1, processes=False, dashboard_address=None) as cluster:
        remote = replay_refs(repo["path"], refs, executor=cluster.scheduler_address)
    assert _comparable(remote) == _comparable(local)
    assert {o.ref.path: (o.semmerge, o.git) for o in remote} == EXPECTED


def test_report_without_matplotlib(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from semmerge.bench.report import write_all

    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib -> ImportError
    outcomes = [_outcome("a.py", cls.EXACT, cls.CONFLICT, unreachable=False)]
    notes = write_all(tmp_path, "r", {"repo": "r"}, summarize(outcomes), outcomes)
    assert notes and "skipped replay.png" in notes[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["replay.json", "replay.md"]


def test_timeout_off_the_main_thread() -> None:
    import time
    from concurrent.futures import ThreadPoolExecutor

    from semmerge.bench.running import ReplayTimeout, call_with_timeout

    def slow() -> int:
        time.sleep(0.5)
        return 1

    with ThreadPoolExecutor(1) as pool:
        with pytest.raises(ReplayTimeout):
            pool.submit(call_with_timeout, slow, 0.05).result()
        assert pool.submit(call_with_timeout, lambda: 2, 1.0).result() == 2


def test_process_timing_is_not_rounded_up_to_polling_steps(tmp_path: Path) -> None:
    """A 70 ms process measures about 70 ms: waiting with a timeout polls with sleeps
    that double up to 50 ms, which reported it as 114 ms."""
    sleeper = [sys.executable, "-S", "-c", "import time; time.sleep(0.07)"]
    startup = min(timed_process([sys.executable, "-S", "-c", "pass"], str(tmp_path), 5.0)
                  for _ in range(3))
    took = min(timed_process(sleeper, str(tmp_path), 5.0) for _ in range(3))
    assert 0.07 <= took < startup + 0.07 + 0.03


def test_process_timing_kills_at_the_timeout(tmp_path: Path) -> None:
    took = timed_process([sys.executable, "-c", "import time; time.sleep(30)"], str(tmp_path), 0.3)
    assert took < 10


def _pyc_header(source: Path, mtime_shift: int = 0) -> bytes:
    """The 16-byte header Python writes before timestamp-checked bytecode."""
    stat = source.stat()
    fields = (0, int(stat.st_mtime) + mtime_shift, stat.st_size)
    return importlib.util.MAGIC_NUMBER + b"".join(f.to_bytes(4, "little") for f in fields)


@pytest.mark.parametrize(("header", "cached"), [("fresh", True), ("stale", False),
                                                 ("missing", False)])
def test_bytecode_cached_needs_a_fresh_pyc_of_the_engine(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, header: str, cached: bool,
) -> None:
    from semmerge.bench import timing
    from semmerge.merge import engine

    pyc = tmp_path / "engine.pyc"
    source = Path(engine.__file__ or "")
    if header != "missing":
        pyc.write_bytes(_pyc_header(source, 0 if header == "fresh" else -60))
    monkeypatch.setattr(importlib.util, "cache_from_source", lambda _path: str(pyc))
    assert timing.bytecode_cached() is cached


def test_uncached_bytecode_is_reported_with_the_process_ratio(tmp_path: Path) -> None:
    from semmerge.bench.report import write_all
    from semmerge.bench.timing import UNCACHED_NOTE, ProcessTiming

    outcomes = [_outcome("a.py", cls.EXACT, cls.CONFLICT, unreachable=False)]
    timing = ProcessTiming([0.1, 0.12], [0.002, 0.003], bytecode_cached=False)
    summary = summarize(outcomes, timing=timing)
    notes = write_all(tmp_path, "r", {"repo": "r"}, summary, outcomes, timing)
    assert UNCACHED_NOTE in notes
    assert "bytecode not cached" in (tmp_path / "replay.md").read_text()
    assert comparison_row("r", summary)[-1].endswith("x (uncached)")
    cached = ProcessTiming([0.1], [0.002], bytecode_cached=True)
    notes = write_all(tmp_path, "r", {"repo": "r"}, summarize(outcomes, timing=cached),
                      outcomes, cached)
    assert UNCACHED_NOTE not in notes
