"""``semmerge complexity PATH... [--json]``: metrics of every function, method and class.

In: files and directories (walked for files of known languages, skipping .git and
virtual environments). Out: one row per function, method and class: path, qualified
name, kind, line, end_line, nodes, depth, cyclomatic, score, rank (A-F, radon's ranks of
cyclomatic complexity); as a table, or with ``--json`` as ``{"rows": [...], "errors":
[...]}``. Exit status: 0 every file measured, 1 some file does not parse, 2 a path is
missing or of an unknown language (each reported, the others still measured).
"""

from __future__ import annotations

import argparse
import json
import sys

HEADER = ("location", "name", "kind", "cc", "rank", "nodes", "depth", "score")


def _measure(args: argparse.Namespace) -> tuple[list, list[dict[str, object]], int]:
    from semmerge.metrics import MetricsError, Weights, iter_source_files, measure_file
    from semmerge.tokens import TokenizerError

    weights = Weights(args.w_nodes, args.w_depth, args.w_cyclomatic)
    rows, errors, status = [], [], 0
    for path in iter_source_files(args.paths):
        try:
            metrics = measure_file(path, args.language, weights, tokens=args.tokens)
        except (MetricsError, TokenizerError) as exc:
            errors.append({"path": path, "error": str(exc)})
            status = 2
            continue
        if metrics.error:
            errors.append({"path": path, "error": metrics.error})
            status = max(status, 1)
        rows.extend(metrics.units)
    return rows, errors, status


def _table(rows: list) -> None:
    cells = [(f"{u.path}:{u.line}", u.name, u.kind, str(u.cyclomatic), u.rank, str(u.nodes),
              str(u.depth), f"{u.score:g}") for u in rows]
    widths = [max([len(h)] + [len(c[i]) for c in cells]) for i, h in enumerate(HEADER)]
    for line in (HEADER, *cells):
        print("  ".join(c.ljust(w) if i < 3 else c.rjust(w)
                        for i, (c, w) in enumerate(zip(line, widths, strict=True))).rstrip())


def run_complexity(args: argparse.Namespace) -> int:
    rows, errors, status = _measure(args)
    if args.json:
        print(json.dumps({"rows": [u.to_dict() for u in rows], "errors": errors}, indent=1))
        return status
    if rows:
        _table(rows)
    for error in errors:
        print(f"semmerge: {error['path']}: {error['error'].removeprefix(error['path'] + ': ')}",
              file=sys.stderr)
    return status


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "complexity", help="metrics of every function, method and class (radon's cyclomatic)")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or directories")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--language", help="measure every file as this language")
    p.add_argument("--tokens", action="store_true", help="add cl100k_base token counts")
    p.add_argument("--w-nodes", type=float, default=0.2, help="score weight of nodes (0.2)")
    p.add_argument("--w-depth", type=float, default=1.5, help="score weight of depth (1.5)")
    p.add_argument("--w-cyclomatic", type=float, default=3.0,
                   help="score weight of cyclomatic complexity (3.0)")
    p.set_defaults(func=run_complexity)
