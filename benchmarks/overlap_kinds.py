"""Where semmerge's wrong clean merges come from: by what both sides of a conflict changed.

Takes every git conflict of earlier ``semmerge bench replay`` runs of Python files (each
distinct base/left/right/commit once), merges it with the running engine, and sorts it
by the parts of the module both sides changed, read with Python's ``ast``: the imports
of a scope, its other statements, a definition (a function, or a class's method), or
nothing in common ("apart": git conflicts only because the changes touch). Files whose
three versions do not all parse as Python 3 are "not Python 3". Per kind it counts the
merges equal to the commit (exact, same syntax tree or same text but white space), the
clean merges that differ, and the conflicts, and prints precision (correct of clean):

    python benchmarks/overlap_kinds.py --replay bench-out/pallets+flask=path/to/flask.git ...

Output: one Markdown table over all the replays given.
"""

from __future__ import annotations

import argparse
import ast
from collections import Counter

from semmerge import merge_bytes
from semmerge.bench.classify import CLEAN_CLASSES, EQUAL_CLASSES, classify
from semmerge.bench.report import add_replay_argument, distinct_git_conflicts

_KINDS = ("apart", "imports", "statements", "definition", "imports+statements",
          "imports+definition", "statements+definition", "imports+statements+definition",
          "not Python 3")


def parts(source: bytes) -> dict[str, str] | None:
    """The module's parts by name, each with its text: ``<scope>:imports``,
    ``<scope>:statements`` and one entry per function or method (a class's header is a
    part of its own); None when the source is not Python 3."""
    try:
        text = source.decode()
        tree = ast.parse(text)
    except (SyntaxError, UnicodeDecodeError, ValueError):
        return None
    lines = text.splitlines()
    found: dict[str, str] = {}
    _scope(tree.body, "", lines, found, top=True)
    return found


def _scope(body: list[ast.stmt], scope: str, lines: list[str], found: dict[str, str],
           top: bool) -> None:
    """Fill ``found`` with the parts of one module or class body."""
    imports, statements = [], []
    for node in body:
        first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
        text = "\n".join(lines[first - 1 : node.end_lineno])
        if isinstance(node, ast.ClassDef) and top:
            found[f"{scope}{node.name}:header"] = ast.dump(ast.Tuple(
                [*node.bases, *node.keywords, *node.decorator_list], ast.Load()))
            _scope(node.body, f"{scope}{node.name}.", lines, found, top=False)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found[f"{scope}{node.name}"] = found.get(f"{scope}{node.name}", "") + text
        elif isinstance(node, ast.Import | ast.ImportFrom):
            imports.append(text)
        else:
            statements.append(text)
    found[f"{scope}:imports"] = "\n".join(sorted(imports))
    found[f"{scope}:statements"] = "\n".join(statements)


def kind(blobs: list[bytes]) -> str:
    """What both sides changed (see the module's docstring)."""
    base, left, right = (parts(b) for b in blobs[:3])
    if base is None or left is None or right is None:
        return "not Python 3"
    changed = [{k for k in base.keys() | side.keys() if base.get(k) != side.get(k)}
               for side in (left, right)]
    both = changed[0] & changed[1]
    found = {"imports" if k.endswith(":imports") else
             "statements" if k.endswith(":statements") else "definition" for k in both}
    order = ("imports", "statements", "definition")
    return "+".join(k for k in order if k in found) or "apart"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_replay_argument(parser)
    args = parser.parse_args()
    seen: set[tuple[bytes, ...]] = set()
    counts: Counter[tuple[str, str]] = Counter()
    for spec in args.replay:
        out, _, repo = spec.partition("=")
        for row, blobs in distinct_git_conflicts(out, repo, seen):
            if row["path"].endswith(".py"):
                counts[kind(blobs), _outcome(blobs, row["path"])] += 1
    _table(counts)


def _outcome(blobs: list[bytes], path: str) -> str:
    """correct, wrong (clean and different from the commit) or conflict."""
    merged = merge_bytes(*blobs[:3], path)
    found = classify(merged.data, merged.clean, blobs[3], "python")
    return "correct" if found in EQUAL_CLASSES else "wrong" if found in CLEAN_CLASSES else (
        "conflict")


def _table(counts: Counter[tuple[str, str]]) -> None:
    print("| both sides changed | correct | wrong | conflict | precision |")
    print("|---|---:|---:|---:|---:|")
    for name in (*_KINDS, "all"):
        row = [sum(n for (k, o), n in counts.items() if o == outcome and name in (k, "all"))
               for outcome in ("correct", "wrong", "conflict")]
        if sum(row):
            clean = row[0] + row[1]
            share = f"{row[0] / clean:.1%}" if clean else "-"
            print(f"| {name} | {row[0]} | {row[1]} | {row[2]} | {share} |")


if __name__ == "__main__":
    main()
