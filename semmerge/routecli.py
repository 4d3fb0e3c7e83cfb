"""``semmerge route task | calibrate | stats``: the model router on the command line.

* ``route task ITEM... [--diff FILE] [--code FILE]``: ITEM is a file or
  ``path::Class.method``; prints the decision (tier, model, score, reason, drivers,
  tokens, cost, fallback), or JSON with ``--json``. ``--tier`` forces a tier,
  ``--budget`` caps the estimated cost (USD), ``--log`` appends the decision to a JSONL
  file (default: the config's ``log``).
* ``route calibrate TASKS.jsonl --target-share cheap=0.6``: thresholds from the score
  distribution of past tasks (or of a decision log), written to the config file
  (``--config``, else the nearest one, else ./semmerge.toml); ``--dry-run`` only prints.
* ``route stats LOG``: share of tasks and estimated cost per tier, and the saving against
  sending every task to the top tier.

Exit status 0, or 2 with ``semmerge: error: ...`` for bad input (missing file, unknown
symbol or tier, malformed config or log).
"""

from __future__ import annotations

import argparse
import json
import os
import sys


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError as exc:
        raise OSError(f"{path}: cannot read ({exc.strerror or exc})") from exc


def _print_decision(d: dict) -> None:
    score = "none" if d["score"] is None else f"{d['score']:g}"
    print(f"tier:     {d['tier']} ({d['model']})")
    print(f"score:    {score} ({d['reason']})")
    m = d["metrics"]
    if m:
        print(f"metrics:  nodes {m['nodes']}, depth {m['depth']}, cyclomatic "
              f"{m['cyclomatic']}, lines {m['lines']}, units {m['units']}")
    for i, drv in enumerate(d["drivers"], 1):
        print(f"driver {i}: {drv['symbol']} ({drv['kind']}, line {drv['line']}, score "
              f"{drv['score']:g}, cyclomatic {drv['cyclomatic']})")
    print(f"tokens:   {d['input_tokens']} in ({d['encoding']}), {d['output_tokens']} out "
          "(estimated)")
    budget = "" if d["budget"] is None else f" of budget ${d['budget']:g}"
    over = " (over budget)" if d["over_budget"] else ""
    print(f"cost:     ${d['cost']:.4f}{budget}{over}; top tier ${d['top_cost']:.4f}")
    chain = " -> ".join(f"{f['tier']} ({f['model']})" for f in d["fallback"]) or "none"
    print(f"fallback: {chain}")


def run_task(args: argparse.Namespace) -> int:
    from semmerge.routing import Task, load_config, route_task

    files = [i for i in args.items if "::" not in i]
    symbols = [i for i in args.items if "::" in i]
    task = Task(files, symbols, _read(args.diff) if args.diff else None,
                _read(args.code) if args.code else None, args.language, args.root,
                args.prompt, args.output_tokens)
    config = load_config(args.config, start=args.root)
    decision = route_task(task, config, args.tier, args.budget, args.log).to_dict()
    for warning in config.warnings:
        print(f"semmerge: warning: {warning}", file=sys.stderr)
    if args.json:
        print(json.dumps(decision, indent=1))
    else:
        _print_decision(decision)
    return 0


def run_calibrate(args: argparse.Namespace) -> int:
    from semmerge.routing import find_config, load_config, write_thresholds
    from semmerge.routing.calibrate import calibrate, parse_shares, read_scores

    path = args.config or find_config(args.root) or os.path.join(args.root, "semmerge.toml")
    config = load_config(path) if os.path.exists(path) else load_config(None, start="/")
    targets = parse_shares(args.target_share)
    result = calibrate(config, read_scores(args.tasks, config.weights, args.root), targets)
    if not args.dry_run:
        write_thresholds(path, config, result.thresholds)
    if args.json:
        print(json.dumps({**result.to_dict(), "config": None if args.dry_run else path},
                         indent=1))
        return 0
    for name, value in result.thresholds.items():
        print(f"{name}: max_score = {value:g} (target share {result.targets[name]:.0%}, "
              f"reached {result.reached[name]:.1%})")
    print(f"{config.top.name}: the rest (reached {result.reached[config.top.name]:.1%}); "
          f"{result.tasks} tasks")
    print("dry run: nothing written" if args.dry_run else f"written to {path}")
    return 0


def run_stats(args: argparse.Namespace) -> int:
    from semmerge.routing import load_config
    from semmerge.routing.calibrate import log_stats

    config = load_config(args.config) if args.config else None
    stats = log_stats(args.log, config)
    if args.json:
        print(json.dumps(stats.to_dict(), indent=1))
        return 0
    print(f"{'tier':<12} {'tasks':>7} {'share':>7} {'cost $':>12} {'cost share':>10}")
    for t in stats.tiers:
        print(f"{t.tier:<12} {t.tasks:>7} {t.share:>7.1%} {t.cost:>12.4f} {t.cost_share:>10.1%}")
    print(f"{'all':<12} {stats.tasks:>7} {1:>7.1%} {stats.cost:>12.4f}")
    print(f"all to the top tier: ${stats.top_cost:.4f}; saving ${stats.saving:.4f} "
          f"({stats.saving_share:.1%}); {stats.not_parsing} did not parse")
    return 0


def _guarded(func):  # noqa: ANN001, ANN202 - wraps the three commands alike
    def run(args: argparse.Namespace) -> int:
        from semmerge.metrics import MetricsError
        from semmerge.routing import ConfigError, TaskError
        from semmerge.tokens import TokenizerError

        try:
            return func(args)
        except (ConfigError, TaskError, MetricsError, TokenizerError, OSError) as exc:
            print(f"semmerge: error: {exc}", file=sys.stderr)
            return 2

    return run


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("route", help="route a coding task to a model tier by complexity")
    cmds = p.add_subparsers(dest="route_command", required=True, parser_class=type(p))
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--config", help="pyproject.toml or semmerge.toml to read")
    common.add_argument("--root", default=".", help="directory task paths are relative to")
    common.add_argument("--json", action="store_true", help="machine-readable output")

    t = cmds.add_parser("task", parents=[common], help="route one task")
    t.add_argument("items", nargs="*", metavar="ITEM", help="a file or path::Class.method")
    t.add_argument("--diff", help="unified diff file (- for stdin); its new side is read")
    t.add_argument("--code", help="file of code to route as is (- for stdin)")
    t.add_argument("--language", help="language of --code (default python)")
    t.add_argument("--tier", help="force this tier")
    t.add_argument("--budget", type=float, help="most USD the task may cost (estimate)")
    t.add_argument("--log", help="append the decision to this JSONL file")
    t.add_argument("--prompt", default="", help="instruction text (counted as input tokens)")
    t.add_argument("--output-tokens", type=int, help="expected output tokens")
    t.set_defaults(func=_guarded(run_task))

    c = cmds.add_parser("calibrate", parents=[common],
                        help="thresholds from past tasks for target shares per tier")
    c.add_argument("tasks", metavar="TASKS.jsonl", help="tasks, or a decision log")
    c.add_argument("--target-share", action="append", required=True, metavar="TIER=SHARE",
                   help="share of tasks for a tier (repeat for each tier but the last)")
    c.add_argument("--dry-run", action="store_true", help="print, do not write the config")
    c.set_defaults(func=_guarded(run_calibrate))

    s = cmds.add_parser("stats", parents=[common], help="shares and cost of a decision log")
    s.add_argument("log", metavar="LOG")
    s.set_defaults(func=_guarded(run_stats))
