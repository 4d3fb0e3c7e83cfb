"""Cyclomatic complexity of semmerge against radon over the Python standard library.

Every ``.py`` file under the running interpreter's Lib directory (``sysconfig``'s
``stdlib``; ``site-packages`` excluded) is read into memory once. Then, in one process,
each repetition times both tools over all files:

* semmerge: ``measure_source(bytes, "python")`` (tree-sitter parse + one walk);
* radon: ``cc_visit(bytes)`` + ``add_inner_blocks`` (ast.parse + radon's visitor; what
  ``radon cc`` does per file).

Both get the same bytes, so neither pays for disk reads. The tools alternate file by file
within a repetition (so both see the same load on a shared machine); wall and CPU seconds
per tool are summed per repetition, and the medians and their ratios printed.

Agreement is judged per function, method and class, matched by (file, qualified name,
line); radon's names are qualified the same way (``Outer.Inner.method``,
``outer.closure``). Files radon cannot parse (deliberately broken test data) are left out;
definitions radon does not report (classes inside functions, and their methods) are
counted separately. Every mismatch is listed.

    python benchmarks/complexity_vs_radon.py --reps 3
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import sysconfig
import time
from collections.abc import Callable

from radon.complexity import add_inner_blocks, cc_visit

from semmerge.metrics import measure_source

Rows = dict[tuple[str, int], int]


def stdlib_files(root: str) -> list[str]:
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "__pycache__"))
        files.extend(os.path.join(folder, n) for n in sorted(names) if n.endswith(".py"))
    return files


def radon_rows(src: bytes) -> Rows | None:
    try:
        blocks = cc_visit(src)
    except (SyntaxError, ValueError):
        return None
    rows: Rows = {}

    def emit(block: object, prefix: str) -> None:
        qual = prefix + block.name  # type: ignore[attr-defined]
        rows[(qual, block.lineno)] = block.complexity  # type: ignore[attr-defined]
        for inner in (*getattr(block, "methods", ()), *getattr(block, "inner_classes", ()),
                      *getattr(block, "closures", ())):
            emit(inner, qual + ".")

    for block in blocks:
        if not getattr(block, "is_method", False):  # methods are emitted by their class
            emit(block, "")
    return rows


def semmerge_rows(src: bytes) -> Rows | None:
    metrics = measure_source(src, "python")
    if metrics.error:
        return None
    return {(u.name, u.line): u.cyclomatic for u in metrics.units}


def time_interleaved(tools: list[tuple[str, Callable[[bytes], object]]],
                     sources: list[bytes], first: int) -> dict[str, tuple[float, float]]:
    """Wall and CPU seconds per tool over all sources. The tools alternate file by file
    (which goes first alternates too), so both see the same load on a shared machine."""
    spent = {name: [0.0, 0.0] for name, _ in tools}
    wall, cpu = time.perf_counter, time.process_time
    for index, src in enumerate(sources):
        order = tools if (index + first) % 2 == 0 else tools[::-1]
        for name, func in order:
            w0, c0 = wall(), cpu()
            func(src)
            spent[name][0] += wall() - w0
            spent[name][1] += cpu() - c0
    return {name: (w, c) for name, (w, c) in spent.items()}


def run_radon(src: bytes) -> object:
    try:
        return add_inner_blocks(cc_visit(src))
    except (SyntaxError, ValueError):
        return None


def compare(paths: list[str], sources: list[bytes], root: str) -> None:
    total = equal = extra = skipped = 0
    mismatches: list[str] = []
    for path, src in zip(paths, sources, strict=True):
        rel = os.path.relpath(path, root)
        theirs = radon_rows(src)
        if theirs is None:
            skipped += 1
            continue
        ours = semmerge_rows(src)
        if ours is None:
            mismatches.append(f"{rel}: semmerge: does not parse ({len(theirs)} definitions)")
            total += len(theirs)
            continue
        extra += len(set(ours) - set(theirs))
        for key, value in sorted(theirs.items(), key=lambda kv: kv[0][1]):
            total += 1
            if ours.get(key) == value:
                equal += 1
            else:
                mismatches.append(f"{rel}:{key[1]} {key[0]}: radon {value}, semmerge "
                                  f"{ours.get(key, 'missing')}")
    print(f"files: {len(paths)} ({skipped} radon cannot parse, left out)")
    print(f"definitions radon reports: {total}; equal: {equal} ({100 * equal / total:.3f}%)")
    print("definitions only semmerge reports (classes inside functions and their methods): "
          f"{extra}")
    print(f"mismatches: {len(mismatches)}")
    for line in mismatches:
        print("  " + line)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3, help="timed repetitions of each tool")
    parser.add_argument("--lib", default=sysconfig.get_paths()["stdlib"])
    parser.add_argument("--limit", type=int, default=0, help="first N files only (0: all)")
    args = parser.parse_args()
    paths = stdlib_files(args.lib)
    if args.limit:
        paths = paths[: args.limit]
    sources = []
    for path in paths:
        with open(path, "rb") as handle:
            sources.append(handle.read())
    print(f"python {sys.version.split()[0]}, {args.lib}")
    compare(paths, sources, args.lib)
    measure_source(b"x = 1\n", "python")  # load the grammar outside the timed runs
    tools = [("semmerge", lambda s: measure_source(s, "python")), ("radon", run_radon)]
    runs = [time_interleaved(tools, sources, rep) for rep in range(args.reps)]
    print("\n| tool | wall s per run | median wall s | median CPU s |\n|---|---|---:|---:|")
    med: dict[str, tuple[float, float]] = {}
    for name, _ in tools:
        walls = [r[name][0] for r in runs]
        med[name] = (statistics.median(walls), statistics.median(r[name][1] for r in runs))
        print(f"| {name} | {', '.join(f'{w:.2f}' for w in walls)} | {med[name][0]:.2f} | "
              f"{med[name][1]:.2f} |")
    print(f"\nradon / semmerge: wall {med['radon'][0] / med['semmerge'][0]:.2f}x, "
          f"CPU {med['radon'][1] / med['semmerge'][1]:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
