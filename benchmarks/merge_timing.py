"""Wall time of one ``semmerge merge`` process against ``git merge-file``, same inputs.

Scenarios (all built from files on this machine, nothing downloaded):

* ``small``: a 40-line module; both sides add an import and a function at the end
  (git conflicts; semmerge takes the structured path);
* ``typing.py clean``: the standard library's typing.py, left edits near the top,
  right near the bottom (git merges cleanly; semmerge takes the fast path and checks
  for duplicate definitions);
* ``typing.py conflicting``: typing.py, both sides add an import and a function at the
  end (git conflicts; semmerge merges structurally).

Each scenario runs both tools ``--runs`` times, interleaved, and prints medians and
their ratio as a Markdown table. ``--importtime`` also lists what the merge path imports.

    python benchmarks/merge_timing.py --runs 30
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import typing
from pathlib import Path

SMALL = '''"""Inventory helpers."""
import os
import sys


class Store:
    def __init__(self, root):
        self.root = root

    def path(self, name):
        return os.path.join(self.root, name)

    def exists(self, name):
        return os.path.exists(self.path(name))


def main(argv):
    store = Store(argv[1])
    for name in argv[2:]:
        print(name, store.exists(name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
'''


def _add_import_and_function(text: str, module: str, func: str) -> str:
    lines = text.splitlines(keepends=True)
    first_import = next(i for i, line in enumerate(lines) if line.startswith("import "))
    lines.insert(first_import, f"import {module}\n")
    return "".join(lines) + f"\n\ndef {func}(value):\n    return {module}.dumps(value)\n"


def scenarios() -> dict[str, tuple[str, str, str]]:
    typing_text = Path(typing.__file__).read_text(encoding="utf-8")
    top = typing_text.replace("import functools\n", "import functools\nimport json\n", 1)
    bottom = typing_text.replace(
        "\nclass NamedTuple", "\n_TIMING_MARKER = 1\n\n\nclass NamedTuple", 1
    )
    return {
        "small (structured)": (
            SMALL,
            _add_import_and_function(SMALL, "json", "to_json"),
            _add_import_and_function(SMALL, "pickle", "to_pickle"),
        ),
        "typing.py, edits apart (fast path)": (typing_text, top, bottom),
        "typing.py, both add at the end (structured)": (
            typing_text,
            _add_import_and_function(typing_text, "json", "to_json"),
            _add_import_and_function(typing_text, "pickle", "to_pickle"),
        ),
    }


def _semmerge_command() -> list[str]:
    exe = Path(sys.executable).with_name("semmerge")
    found = str(exe) if exe.exists() else shutil.which("semmerge")
    return [found] if found else [sys.executable, "-m", "semmerge"]


def _time(cmd: list[str], cwd: str) -> tuple[float, int]:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, done.returncode


def measure(name: str, texts: tuple[str, str, str], runs: int) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        for fname, text in zip(("base.py", "left.py", "right.py"), texts, strict=True):
            Path(tmp, fname).write_text(text, encoding="utf-8")
        ours = [*_semmerge_command(), "merge", "base.py", "left.py", "right.py", "-p", "m.py"]
        git = ["git", "merge-file", "-p", "--diff3", "left.py", "base.py", "right.py"]
        ours_t, git_t = [], []
        ours_rc = git_rc = 0
        for _ in range(runs):
            t, ours_rc = _time(ours, tmp)
            ours_t.append(t)
            t, git_rc = _time(git, tmp)
            git_t.append(t)
    m_ours, m_git = statistics.median(ours_t), statistics.median(git_t)
    return {
        "scenario": name,
        "lines": texts[0].count("\n"),
        "semmerge_ms": m_ours * 1000,
        "git_ms": m_git * 1000,
        "ratio": m_ours / m_git,
        "semmerge_exit": ours_rc,
        "git_conflicts": git_rc > 0,
    }


def import_report() -> list[str]:
    """Modules the merge path imports, and whether the heavy ones stay out."""
    with tempfile.TemporaryDirectory() as tmp:
        for fname in ("base.py", "left.py", "right.py"):
            Path(tmp, fname).write_text(SMALL, encoding="utf-8")
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="0")
        out = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "semmerge", "merge",
             "base.py", "left.py", "right.py"],
            cwd=tmp, capture_output=True, text=True, env=env,
        ).stderr
    modules = [line.split("|")[-1].strip() for line in out.splitlines() if "|" in line]
    heavy = [m for m in modules if m.split(".")[0] in {"networkx", "libcst", "tiktoken"}]
    return [
        f"modules imported by `semmerge merge`: {len(modules)}",
        f"networkx / libcst / tiktoken among them: {heavy or 'none'}",
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--importtime", action="store_true")
    args = ap.parse_args()
    print(f"runs per tool and scenario: {args.runs}, interleaved; {sys.version.split()[0]}")
    print()
    print("| scenario | lines | semmerge median ms | git merge-file median ms | ratio "
          "| semmerge exit | git conflicts |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for name, texts in scenarios().items():
        r = measure(name, texts, args.runs)
        print(f"| {r['scenario']} | {r['lines']} | {r['semmerge_ms']:.1f} | {r['git_ms']:.1f} "
              f"| {r['ratio']:.1f}x | {r['semmerge_exit']} | {r['git_conflicts']} |")
    if args.importtime:
        print()
        for line in import_report():
            print(f"- {line}")


if __name__ == "__main__":
    main()
