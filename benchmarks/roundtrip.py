"""Round trip of real files: parse every file of one language at a commit of a repository
into a symbol tree, expand every container, render, and compare with the input bytes.

    python benchmarks/roundtrip.py REPO [--rev HEAD] [--language go] [--max N]

REPO is a work tree or a git directory (a bare mirror will do); files are read with
git, nothing is checked out. Prints, per language: files, files tree-sitter rejects
(syntax errors in the grammar's eyes: merged by lines), files that do not round-trip
(must be 0), and parse time. Exit status 1 if any file fails to round-trip.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict

from semmerge.bench.gitio import ObjectReader, run_git
from semmerge.parse.languages import detect_language, get_parser
from semmerge.parse.tree import ParseError, SymbolNode, parse_tree


def rendered(node: SymbolNode) -> str:
    """The text rebuilt from every header, member and footer, all containers expanded."""
    if node.children is None:
        return node.text
    return node.lead + node.header + "".join(rendered(c) for c in node.children) + node.footer


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("repo")
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--language", action="append", help="only these languages")
    ap.add_argument("--max", type=int, default=3000, help="files per language")
    args = ap.parse_args()
    names = run_git(args.repo, ["ls-tree", "-r", "--name-only", args.rev]).splitlines()
    by_lang: dict[str, list[str]] = defaultdict(list)
    for name in names:
        lang = detect_language(name)
        if lang and (not args.language or lang in args.language):
            by_lang[lang].append(name)
    failed = 0
    print("| language | files | rejected by the grammar | not round-tripped | median parse ms |")
    print("|---|---|---|---|---|")
    with ObjectReader(args.repo) as reader:
        for lang, files in sorted(by_lang.items()):
            spec, parser = get_parser(lang)
            rejected, bad, times = 0, [], []
            for name in files[: args.max]:
                data = reader.blob(f"{args.rev}:{name}")
                try:
                    text = (data or b"").decode("utf-8")
                except UnicodeDecodeError:
                    continue
                start = time.perf_counter()
                try:
                    tree = parse_tree(text, spec, parser)
                except ParseError:
                    rejected += 1
                    continue
                times.append(time.perf_counter() - start)
                if tree.text != text or rendered(tree) != text:
                    bad.append(name)
            failed += len(bad)
            n = min(len(files), args.max)
            med = statistics.median(times) * 1000 if times else 0.0
            print(f"| {lang} | {n} | {rejected} | {len(bad)} | {med:.2f} |")
            for name in bad[:10]:
                print(f"  not round-tripped: {name}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
