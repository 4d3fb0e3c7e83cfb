"""``semmerge bench replay | replay-one | examples | table``: the benchmark commands.

In: parsed CLI arguments. Out: reports on stdout (markdown or ``--json``) and files;
exit status 0, or 2 when the input cannot be used (not a repository, not a merge).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EXIT_OK, EXIT_USAGE = 0, 2


def add_parsers(subparsers: argparse._SubParsersAction) -> None:
    """Register ``bench`` and its subcommands on the main parser's subparsers."""
    bench = subparsers.add_parser("bench", help="replay real merges; run example cases")
    sub = bench.add_subparsers(dest="bench_command", required=True)
    _add_replay(sub)
    _add_replay_one(sub)
    _add_examples(sub)
    _add_table(sub)


def _add_replay(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay the merge commits of a repository")
    p.add_argument("repo", help="a work tree or git directory")
    p.add_argument("--max", type=int, default=None, help="at most N scenarios (newest first)")
    p.add_argument("--ext", action="extend", nargs="+", default=None,
                   help="file extensions to mine, or file names after a '/' (/Makefile) "
                        "(default: every language semmerge knows)")
    p.add_argument("--jobs", type=int, default=None, help="local worker processes (default: CPUs)")
    p.add_argument("--executor", default=None, metavar="URL",
                   help="Dask scheduler address, e.g. tcp://host:8786 (needs semmerge[bench])")
    p.add_argument("--out", default=None, help="output directory (default bench-out/<repo>)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--process-sample", type=int, default=200, metavar="K",
                   help="time K scenarios as processes, both tools (default 200; 0: none)")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds per scenario and tool")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    p.set_defaults(func=run_replay_command)


def _add_replay_one(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay-one", help="replay one file of one merge commit")
    p.add_argument("repo")
    p.add_argument("commit")
    p.add_argument("path")
    view = p.add_mutually_exclusive_group()
    view.add_argument("--show", action="store_true", help="print every version in full")
    view.add_argument("--side-by-side", action="store_true",
                      help="the commit and semmerge's output in two columns")
    p.add_argument("--write", metavar="DIR", help="also write every version into DIR")
    p.add_argument("--timeout", type=float, default=10.0)
    p.set_defaults(func=run_replay_one_command)


def _add_examples(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("examples", help="merge example cases and compare with Expected")
    p.add_argument("directory")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--timeout", type=float, default=10.0)
    p.set_defaults(func=run_examples_command)


def _add_table(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("table", help="one table of several replays, with a combined row")
    p.add_argument("outputs", nargs="+", help="replay output directories (or replay.json)")
    p.add_argument("--json", action="store_true", help="print the summaries as JSON")
    p.add_argument("--by-language", action="store_true",
                   help="one row per language (by file extension) instead of per replay")
    p.set_defaults(func=run_table_command)


def _extensions(values: list[str] | None) -> tuple[str, ...] | None:
    if not values:
        return None
    return tuple(v if v.startswith((".", "/")) else f".{v}" for v in values)


def run_replay_command(args: argparse.Namespace) -> int:
    from semmerge.bench.executors import ExecutorError
    from semmerge.bench.gitio import GitError
    from semmerge.bench.replay import ReplayConfig, ReplayError, run_replay

    cfg = ReplayConfig(
        repo=args.repo, max=args.max, extensions=_extensions(args.ext), jobs=args.jobs,
        executor=args.executor, out=args.out, process_sample=args.process_sample,
        timeout=args.timeout, progress=False if args.no_progress else None,
    )
    try:
        run = run_replay(cfg)
    except (GitError, ExecutorError, ReplayError) as exc:
        print(f"semmerge bench: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    for note in run.notes:
        print(f"semmerge bench: {note}", file=sys.stderr)
    if args.json:
        _print_json(run.summary)
    else:
        from semmerge.bench.report import MD_NAME

        print((run.out_dir / MD_NAME).read_text(encoding="utf-8"), end="")
        print(f"\nwritten to {run.out_dir}/")
    return EXIT_OK


def run_replay_one_command(args: argparse.Namespace) -> int:
    from semmerge.bench import study
    from semmerge.bench.gitio import GitError

    try:
        case = study.study(args.repo, args.commit, args.path, args.timeout)
    except GitError as exc:
        print(f"semmerge bench: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    print(study.header(case))
    print()
    if args.show:
        print(study.render_show(case))
    elif args.side_by_side:
        print(study.render_side_by_side(case))
    else:
        print(study.render_diff(case), end="")
    if args.write:
        for path in study.write_case(case, args.write):
            print(f"wrote {path}", file=sys.stderr)
    return EXIT_OK


def run_examples_command(args: argparse.Namespace) -> int:
    from semmerge.bench.examples import examples_markdown, run_examples, summarize_examples

    summary = summarize_examples(run_examples(args.directory, args.timeout))
    if args.json:
        _print_json(summary)
    else:
        print(examples_markdown(summary))
    return EXIT_OK


def run_table_command(args: argparse.Namespace) -> int:
    from semmerge.bench.report import combined_rows, comparison_table, language_rows

    rows = language_rows(args.outputs) if args.by_language else combined_rows(args.outputs)
    if args.json:
        _print_json(dict(rows))
    else:
        print(comparison_table(rows, "language" if args.by_language else ""))
    return EXIT_OK


def _print_json(data: dict[str, Any]) -> None:
    json.dump(data, sys.stdout, indent=2)
    sys.stdout.write("\n")
