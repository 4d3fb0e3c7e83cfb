"""``semmerge bench replay --ext /Makefile``: files picked by name, not only by extension."""

from __future__ import annotations

from pathlib import Path

from test_bench_replay import Repo

from semmerge.bench.mining import mine
from semmerge.benchcli import _extensions

TOP = {"Makefile": "all:\n\tcc a.c\n", "rules.mk": "A = 1\n", "Makefile.am": "SUBDIRS = a\n",
       "notes.txt": "one\n"}


def _commit(repo: Repo, tag: str, *parents: str) -> str:
    """A commit of TOP and ``sub/Makefile``, every file ending in a line of ``tag``."""
    sub = repo.tree({"Makefile": f"x:\n\ttrue\n# {tag}\n"})
    rows = [repo.git("ls-tree", repo.tree({k: v + f"# {tag}\n" for k, v in TOP.items()}))]
    tree = repo.git("mktree", stdin=f"{rows[0]}\n040000 tree {sub}\tsub\n")
    return repo.commit(tree, *parents)


def test_a_leading_slash_picks_files_by_name(tmp_path: Path) -> None:
    repo = Repo(tmp_path)
    c0 = _commit(repo, "base")
    merge = _commit(repo, "m", _commit(repo, "l", c0), _commit(repo, "r", c0))
    repo.git("update-ref", "refs/heads/main", merge)
    refs, _ = mine(tmp_path, extensions=_extensions([".mk", "/Makefile"]))
    assert sorted(r.path for r in refs) == ["Makefile", "rules.mk", "sub/Makefile"]
    refs, _ = mine(tmp_path, extensions=_extensions(["mk"]))  # a bare extension, as before
    assert [r.path for r in refs] == ["rules.mk"]
