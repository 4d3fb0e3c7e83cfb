"""Model router: config, thresholds, forced tier, budget cap, fallback, calibration,
decision log and stats, Python API and CLI."""

from __future__ import annotations

import json
import textwrap
import threading
from pathlib import Path

import pytest

import semmerge
from semmerge.cli import main
from semmerge.routing import (
    ConfigError,
    RoutingConfig,
    Task,
    TaskError,
    Tier,
    decide,
    load_config,
    route_task,
    score_task,
    write_thresholds,
)
from semmerge.routing.calibrate import calibrate, log_stats, parse_shares, read_scores

SIMPLE = "def add(a, b):\n    return a + b\n"
BRANCHY = textwrap.dedent("""
    class Parser:
        def parse(self, items):
            out = []
            for item in items:
                if item and item.ok or item.retry:
                    while item.more():
                        try:
                            out.append(item.next() if item.fast else item.slow())
                        except ValueError:
                            continue
                        except KeyError:
                            break
                elif item is None:
                    out.extend(x for x in items if x if not x.skip)
            return out

        def name(self):
            return "parser"
""")
THREE = """
[routing]
output_ratio = 0.5
weights = { nodes = 0.2, depth = 1.5, cyclomatic = 3.0 }

[[routing.tiers]]
name = "cheap"
model = "small-1"
max_score = 30
input_price = 1.0
output_price = 2.0

[[routing.tiers]]
name = "mid"
model = "medium-1"
max_score = 120
input_price = 3.0
output_price = 15.0

[[routing.tiers]]
name = "top"
model = "large-1"
input_price = 15.0
output_price = 75.0
"""


@pytest.fixture()
def repo(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "simple.py").write_text(SIMPLE)
    (tmp_path / "pkg" / "parser.py").write_text(BRANCHY)
    (tmp_path / "pkg" / "broken.py").write_text("def f(:\n    pass\n")
    return tmp_path


def test_default_config_two_tiers_split_at_50(tmp_path: Path) -> None:
    config = load_config(start=str(tmp_path))
    assert [(t.name, t.max_score) for t in config.tiers] == [("cheap", 50.0), ("top", None)]
    assert config.source is None


def test_config_from_semmerge_toml_and_pyproject(tmp_path: Path) -> None:
    (tmp_path / "semmerge.toml").write_text(THREE)
    sub = tmp_path / "a" / "b"
    sub.mkdir(parents=True)
    config = load_config(start=str(sub))  # found by walking up
    assert [t.name for t in config.tiers] == ["cheap", "mid", "top"]
    assert config.output_ratio == 0.5 and config.tier("mid").model == "medium-1"
    pyproject = tmp_path / "p" / "pyproject.toml"
    pyproject.parent.mkdir()
    body = THREE.replace("[routing]", '[tool.semmerge.routing]\nlog = "log/decisions.jsonl"')
    pyproject.write_text('[project]\nname = "x"\n\n'
                         + body.replace("[[routing.", "[[tool.semmerge.routing."))
    config = load_config(str(pyproject))
    assert config.tier("cheap").max_score == 30
    assert config.log == str(pyproject.parent / "log" / "decisions.jsonl")


@pytest.mark.parametrize("text, message", [
    ('[[routing.tiers]]\nname = "a"\nmodel = "m"\n\n[[routing.tiers]]\nname = "b"\nmodel = "n"\n',
     "only the last tier may omit max_score"),
    ('[[routing.tiers]]\nname = "a"\nmodel = "m"\nmax_score = "high"\n', "must be a number"),
    ('[[routing.tiers]]\nname = "a"\n', "needs a model"),
    ('[routing]\nweights = { nodes = 1, lines = 2 }\n', "unknown weights"),
    ('[routing\n', "not valid TOML"),
])
def test_bad_config_is_reported(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "semmerge.toml").write_text(text)
    with pytest.raises(ConfigError, match=message):
        load_config(start=str(tmp_path))


def test_thresholds_pick_the_first_tier_that_takes_the_score(repo: Path) -> None:
    config = load_config(start=str(repo))
    cheap = route_task(Task(symbols=["pkg/simple.py::add"], root=str(repo)), config)
    assert (cheap.tier, cheap.model) == ("cheap", "claude-haiku-4-5")
    assert cheap.score is not None and cheap.score <= 50
    assert cheap.fallback == [("top", "claude-opus-4-1")]
    hard = route_task(Task(symbols=["pkg/parser.py::Parser.parse"], root=str(repo)), config)
    assert hard.tier == "top" and hard.score is not None and hard.score > 50
    assert hard.fallback == [] and hard.reason.endswith("> 50")
    assert hard.drivers[0].symbol == "pkg/parser.py::Parser.parse"
    assert hard.metrics is not None and hard.metrics.cyclomatic == 13
    assert hard.input_tokens > 50 and hard.output_tokens == hard.input_tokens
    assert hard.cost == pytest.approx(hard.input_tokens * 90 / 1e6)


def test_three_drivers_of_a_file_task(repo: Path) -> None:
    scored = score_task(Task(files=["pkg/parser.py"], root=str(repo)))
    assert [d.symbol for d in scored.drivers] == [
        "pkg/parser.py::Parser.parse", "pkg/parser.py::Parser.name", "pkg/parser.py::Parser"]


def test_code_that_does_not_parse_goes_to_the_top_tier(repo: Path) -> None:
    decision = route_task(Task(files=["pkg/simple.py", "pkg/broken.py"], root=str(repo)),
                          RoutingConfig())
    assert decision.tier == "top" and decision.score is None and decision.metrics is None
    assert decision.reason.startswith("does not parse: pkg/broken.py")


def test_forced_tier(repo: Path) -> None:
    decision = route_task(Task(symbols=["pkg/simple.py::add"], root=str(repo)),
                          RoutingConfig(), tier="top")
    assert decision.tier == "top" and decision.forced and decision.reason == "forced"
    with pytest.raises(ConfigError, match="no tier named 'huge'"):
        route_task(Task(code=SIMPLE), RoutingConfig(), tier="huge")


def test_budget_cap_takes_the_most_expensive_tier_that_fits(tmp_path: Path) -> None:
    (tmp_path / "semmerge.toml").write_text(THREE)
    config = load_config(start=str(tmp_path)).with_thresholds({"cheap": 10, "mid": 20})
    scored = score_task(Task(code=BRANCHY))
    assert scored.score is not None and scored.score > 20  # top by score
    tokens = (scored.input_tokens, round(scored.input_tokens * 0.5))
    mid_cost = config.tier("mid").cost(*tokens)
    capped = decide(scored, config, budget=mid_cost * 1.01)
    assert capped.tier == "mid" and "> budget" in capped.reason and not capped.over_budget
    assert capped.fallback == []  # top does not fit the budget either
    roomy = decide(scored, config, budget=1.0)
    assert roomy.tier == "top"
    broke = decide(scored, config, budget=0.0)
    assert broke.tier == "cheap" and broke.over_budget


def test_fallback_chain_is_every_later_tier(tmp_path: Path) -> None:
    (tmp_path / "semmerge.toml").write_text(THREE)
    config = load_config(start=str(tmp_path))
    decision = decide(score_task(Task(code=SIMPLE)), config)
    assert decision.tier == "cheap"
    assert decision.fallback == [("mid", "medium-1"), ("top", "large-1")]


def test_diff_task_scores_the_touched_definitions(repo: Path) -> None:
    diff = textwrap.dedent("""\
        --- a/pkg/parser.py
        +++ b/pkg/parser.py
        @@ -18,2 +18,2 @@ class Parser:
             def name(self):
        -        return "p"
        +        return "parser"
    """)
    scored = score_task(Task(diff=diff, root=str(repo)))
    assert [u.name for u in scored.units] == ["Parser.name"]
    assert scored.drivers[0].symbol == "pkg/parser.py::Parser.name"
    with pytest.raises(TaskError, match="no such file"):
        score_task(Task(diff=diff.replace("pkg/parser.py", "pkg/gone.py"), root=str(repo)))


def test_bad_tasks_are_reported(repo: Path) -> None:
    with pytest.raises(TaskError, match="no function, method or class named 'nope'"):
        score_task(Task(symbols=["pkg/parser.py::nope"], root=str(repo)))
    with pytest.raises(TaskError, match="empty task"):
        score_task(Task(root=str(repo)))
    with pytest.raises(TaskError, match="unknown task field"):
        Task.from_dict({"file": "x.py"})


def test_calibration_reaches_the_target_shares(tmp_path: Path) -> None:
    tasks = tmp_path / "tasks.jsonl"
    scores = [float(s) for s in range(1, 101)]
    tasks.write_text("\n".join(json.dumps({"score": s}) for s in scores) + "\n"
                     + json.dumps({"code": SIMPLE}) + "\n")
    read = read_scores(str(tasks), RoutingConfig().weights)
    assert len(read) == 101
    result = calibrate(RoutingConfig(), read, parse_shares(["cheap=0.6"]))
    assert result.reached["cheap"] == pytest.approx(0.6, abs=0.01)
    (tmp_path / "semmerge.toml").write_text(THREE)
    three = load_config(start=str(tmp_path))
    result = calibrate(three, scores, {"cheap": 0.5, "mid": 0.3})
    assert result.thresholds == {"cheap": 50.0, "mid": 80.0}
    assert result.reached == {"cheap": 0.5, "mid": 0.3, "top": 0.2}
    with pytest.raises(ConfigError, match="missing: mid"):
        calibrate(three, scores, {"cheap": 0.5})
    with pytest.raises(ConfigError, match="takes the rest"):
        calibrate(three, scores, {"cheap": 0.5, "mid": 0.2, "top": 0.3})
    with pytest.raises(ConfigError, match="TIER=SHARE"):
        parse_shares(["cheap=1.5"])


def test_write_thresholds_edits_only_max_score(tmp_path: Path) -> None:
    path = tmp_path / "pyproject.toml"
    body = THREE.replace("[routing]", "[tool.semmerge.routing]").replace(
        "[[routing.", "[[tool.semmerge.routing.")
    path.write_text('[project]\nname = "x"  # keep me\n\n' + body)
    config = load_config(str(path))
    write_thresholds(str(path), config, {"cheap": 12.5, "mid": 99.0})
    text = path.read_text()
    assert 'name = "x"  # keep me' in text and "max_score = 12.5" in text
    assert load_config(str(path)).tier("mid").max_score == 99.0
    fresh = tmp_path / "new" / "semmerge.toml"
    fresh.parent.mkdir()
    write_thresholds(str(fresh), RoutingConfig(), {"cheap": 42.0})
    assert load_config(str(fresh)).tier("cheap").max_score == 42.0


def test_log_and_stats_with_concurrent_appends(repo: Path) -> None:
    log = repo / "logs" / "decisions.jsonl"
    config = load_config(start=str(repo))
    tasks = [Task(symbols=["pkg/simple.py::add"], root=str(repo)),
             Task(symbols=["pkg/parser.py::Parser.parse"], root=str(repo))]
    decisions = [route_task(t, config, log=str(log)) for t in tasks]

    def worker(task: Task) -> None:
        for _ in range(10):
            route_task(task, config, log=str(log))

    threads = [threading.Thread(target=worker, args=(tasks[i % 2],)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    lines = log.read_text().splitlines()
    assert len(lines) == 42 and all(json.loads(line)["tier"] for line in lines)
    stats = log_stats(str(log), config)
    assert [(t.tier, t.tasks) for t in stats.tiers] == [("cheap", 21), ("top", 21)]
    cheap, top = decisions
    assert stats.cost == pytest.approx(21 * (cheap.cost + top.cost), rel=1e-4)
    assert stats.top_cost == pytest.approx(21 * (cheap.top_cost + top.top_cost), rel=1e-4)
    assert 0 < stats.saving_share < 1
    (repo / "bad.jsonl").write_text('{"tier": "cheap"}\n')
    with pytest.raises(TaskError, match="bad.jsonl:1: not a routing decision"):
        log_stats(str(repo / "bad.jsonl"))


def test_python_api_is_lazy_and_typed(repo: Path) -> None:
    decision = semmerge.route(symbols=["pkg/simple.py::add"], root=str(repo))
    assert decision.tier == "cheap"
    scored = semmerge.score(code=SIMPLE)
    assert scored.score is not None and scored.metrics is not None
    assert scored.metrics.cyclomatic == 1 and scored.drivers[0].symbol == "<code>::add"


def test_cli_route_json(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = repo / "log.jsonl"
    status = main(["route", "task", "pkg/parser.py::Parser.parse", "--root", str(repo),
                   "--json", "--log", str(log), "--budget", "10"])
    assert status == 0
    out = json.loads(capsys.readouterr().out)
    assert out["tier"] == "top" and out["drivers"][0]["symbol"].endswith("Parser.parse")
    assert out["encoding"] == "cl100k_base" and out["budget"] == 10
    assert main(["route", "stats", str(log), "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["tasks"] == 1 and stats["tiers"][0]["tier"] == "top"
    assert main(["route", "task", "pkg/missing.py", "--root", str(repo)]) == 2
    assert "pkg/missing.py: no such file" in capsys.readouterr().err


def test_cli_calibrate_writes_config(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tasks = tmp_path / "tasks.jsonl"
    tasks.write_text("".join(json.dumps({"score": s}) + "\n" for s in range(10, 110, 10)))
    config = tmp_path / "semmerge.toml"
    status = main(["route", "calibrate", str(tasks), "--target-share", "cheap=0.7",
                   "--config", str(config), "--json"])
    assert status == 0
    out = json.loads(capsys.readouterr().out)
    assert out["thresholds"] == {"cheap": 70} and out["reached"]["cheap"] == 0.7
    assert load_config(str(config)).tier("cheap").max_score == 70.0
    assert main(["route", "calibrate", str(tasks), "--target-share", "big=0.7",
                 "--config", str(config)]) == 2
    assert "no tier named ['big']" in capsys.readouterr().err


def test_cli_complexity_json(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["complexity", str(repo / "pkg"), "--json"])
    assert status == 1  # broken.py does not parse
    out = json.loads(capsys.readouterr().out)
    rows = {r["name"]: r for r in out["rows"]}
    assert set(rows) == {"add", "Parser", "Parser.parse", "Parser.name"}
    parse = rows["Parser.parse"]
    assert (parse["kind"], parse["line"], parse["cyclomatic"], parse["rank"]) == (
        "method", 3, 13, "C")
    assert set(parse) >= {"path", "end_line", "nodes", "depth", "score"}
    assert out["errors"][0]["path"].endswith("broken.py")
    assert main(["complexity", str(repo / "nope.py")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_tier_cost() -> None:
    tier = Tier("t", "m", None, 2.0, 10.0)
    assert tier.cost(1_000_000, 100_000) == pytest.approx(3.0)
