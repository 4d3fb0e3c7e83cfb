"""What an incremental tree-sitter parse costs against a full one, per grammar and edit.

semmerge parses left, right and a merge result incrementally from an earlier tree (the
base's, or left's), giving tree-sitter the line edits between the two texts. This
measures how much that saves, on a generated file of 2,000 small functions (the same
code in each language), for one edit at a time:

* a line inserted at 10%, 50% or 90% of the file (a statement added: the common edit);
* a name changed in place at 50% (no line added or removed).

Each figure is the median of ``--runs`` incremental re-parses over the median of as many
full parses of the same edited text, both with one parser. The incremental tree is
checked equal to the full one. Each edit is given to tree-sitter two ways: starting
where the text changes ("as is"), and starting at the last non-blank byte before it, as
semmerge gives its edits (``_Source.lead_in``: for Python, the colon or the end of the
statement before, whose indent or newline token looked ahead into the edited line).

    python benchmarks/incremental_parse.py [--functions 2000] [--runs 9]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from tree_sitter import Language, Parser, Tree

from semmerge.parse.tree import _Source

#: One function per language: (code of function i, a statement to insert, its indent).
SOURCES: dict[str, tuple[Callable[[int], str], str]] = {
    "python": (
        lambda i: (f"def f{i}(a, b):\n    x = a + b\n    if x:\n        return x * {i}\n"
                   "    return None\n\n\n"),
        "y = 1\n",
    ),
    "javascript": (
        lambda i: (f"function f{i}(a, b) {{\n  const x = a + b;\n  if (x) {{\n"
                   f"    return x * {i};\n  }}\n  return null;\n}}\n\n"),
        "let y = 1;\n",
    ),
}


def _language(name: str) -> Language:
    if name == "python":
        import tree_sitter_python as grammar
    else:
        import tree_sitter_javascript as grammar  # type: ignore[no-redef]
    return Language(grammar.language())


def _point(data: bytes, offset: int) -> tuple[int, int]:
    row = data.count(b"\n", 0, offset)
    return row, offset - (data.rfind(b"\n", 0, offset) + 1)


def _median_seconds(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _ratio(parser: Parser, old: Tree, src: bytes, at: int, new_text: bytes, cut: int,
           runs: int, lead_in: bool) -> float:
    """Incremental over full parse time of ``src`` with ``src[at:at+cut]`` replaced;
    with ``lead_in``, the edit given from the last non-blank byte before ``at``."""
    new = src[:at] + new_text + src[at + cut:]
    begin = _Source(src).lead_in(at) if lead_in else at

    def incremental() -> Tree:
        tree = old.copy()
        tree.edit(start_byte=begin, old_end_byte=at + cut, new_end_byte=at + len(new_text),
                  start_point=_point(src, begin), old_end_point=_point(src, at + cut),
                  new_end_point=_point(new, at + len(new_text)))
        return parser.parse(new, tree)

    if str(incremental().root_node) != str(parser.parse(new).root_node):
        raise SystemExit("an incremental parse differs from the full parse")
    return _median_seconds(incremental, runs) / _median_seconds(lambda: parser.parse(new), runs)


def measure(name: str, functions: int, runs: int, lead_in: bool) -> dict[str, float]:
    """The ratios of one language, by edit."""
    make, statement = SOURCES[name]
    src = "".join(make(i) for i in range(functions)).encode()
    parser = Parser(_language(name))
    old = parser.parse(src)
    found = {"full parse, ms": _median_seconds(lambda: parser.parse(src), runs) * 1000}
    for share in (0.1, 0.5, 0.9):
        at = src.index(f"f{int(functions * share)}(".encode())
        at = src.rfind(b"\n", 0, at) + 1  # the start of the function's first line
        found[f"line inserted at {share:.0%}"] = _ratio(
            parser, old, src, at, statement.encode(), 0, runs, lead_in)
    at = src.index(f"f{functions // 2}(".encode()) + 1
    found["name changed in place at 50%"] = _ratio(parser, old, src, at, b"x", 0, runs, lead_in)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--functions", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    results = {
        f"{name}, {how}": measure(name, args.functions, args.runs, lead_in)
        for name in SOURCES
        for how, lead_in in (("as is", False), ("from the last non-blank byte", True))
    }
    edits = list(next(iter(results.values())))
    print("| edit | " + " | ".join(results) + " |")
    print("|---|" + "---:|" * len(results))
    for edit in edits:
        cells = [f"{r[edit]:.1f}" if edit.endswith("ms") else f"{r[edit]:.0%}"
                 for r in results.values()]
        print(f"| {edit} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
