"""How many wrong clean resolutions differ from the commit only in member order.

For each replay directory written by ``semmerge bench replay`` (and the repository it
replayed), re-merge every reachable git-conflicted file that semmerge merged cleanly but
differently from the commit, and compare the two Python ASTs with the members of every
module and class body taken as a multiset. A match means both contain the same
definitions and statements, in another order (typically: both sides appended at one
place, and the developer put right's first).

    python benchmarks/order_only.py bench-out/pallets+flask=path/to/flask.git ...
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import subprocess
from pathlib import Path

from semmerge import merge_texts


def _normal(node: ast.AST) -> str:
    if isinstance(node, (ast.Module, ast.ClassDef)):
        members = sorted(_normal(child) for child in node.body)
        head = ""
        if isinstance(node, ast.ClassDef):
            head = ast.dump(ast.ClassDef(
                name=node.name, bases=node.bases, keywords=node.keywords, body=[],
                decorator_list=node.decorator_list,
            ))
        return head + "|" + "||".join(members)
    return ast.dump(node)


def _blob(repo: str, blob_id: str) -> str:
    out = subprocess.run(
        ["git", f"--git-dir={repo}", "cat-file", "blob", blob_id], capture_output=True, check=True
    ).stdout
    return out.decode("utf-8", "replace")


def order_only(replay_dir: str, repo: str) -> tuple[int, int]:
    """(reachable wrong clean resolutions, those that differ only in member order)."""
    data = json.loads(Path(replay_dir, "replay.json").read_text())
    wrong = same = 0
    for s in data["scenarios"]:
        if s["git"] != "conflict" or s["semmerge"] != "differs" or s["unreachable"]:
            continue
        base, left, right, merged = (_blob(repo, s[k]) for k in ("base", "left", "right", "merged"))
        ours = merge_texts(base, left, right, path=s["path"]).text
        wrong += 1
        with contextlib.suppress(SyntaxError):  # a commit that does not parse differs
            same += _normal(ast.parse(ours)) == _normal(ast.parse(merged))
    return wrong, same


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", metavar="REPLAY_DIR=REPO")
    args = ap.parse_args()
    total_wrong = total_same = 0
    print("| replay | reachable wrong clean resolutions | order-only |")
    print("|---|---:|---:|")
    for pair in args.pairs:
        replay_dir, _, repo = pair.partition("=")
        wrong, same = order_only(replay_dir, repo)
        total_wrong, total_same = total_wrong + wrong, total_same + same
        print(f"| {Path(replay_dir).name} | {wrong} | {same} |")
    print(f"| all | {total_wrong} | {total_same} |")


if __name__ == "__main__":
    main()
