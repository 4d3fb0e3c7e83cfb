"""``semmerge demo``: show, in a throw-away repository, a merge git cannot do and semmerge can.

In: ``--keep DIR`` (optional: build the repository there and keep it). Out: a
narrated session on stdout -- two branches edit the same Python module (both add an
import at the top and a function at the end; one edits a method, the other the method
next to it), plain ``git merge`` conflicts, ``semmerge install`` registers the driver,
the same merge comes out clean -- and the exit status: 0 when the semantic merge was
clean, 1 when it was not, 2 on usage errors.

Nothing outside the temporary directory is touched: git runs with ``HOME`` pointing
into it, system config off, and the identity set in the repository itself.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

MODULE = "shapes.py"

BASE = '''\
"""Shapes and their measures."""
import math


class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self):
        return 2 * math.pi * self.r


def unit_circle():
    return Circle(1)
'''

# Branch agent-a: import json, round the area, add to_json() at the end.
AGENT_A = '''\
"""Shapes and their measures."""
import math
import json


class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return round(math.pi * self.r ** 2, 3)
    def perimeter(self):
        return 2 * math.pi * self.r


def unit_circle():
    return Circle(1)


def to_json(shape):
    return json.dumps({"r": shape.r, "area": shape.area()})
'''

# Branch agent-b: import sys, scale the perimeter, add main() at the end.
AGENT_B = '''\
"""Shapes and their measures."""
import math
import sys


class Circle:
    def __init__(self, r):
        self.r = r
    def area(self):
        return math.pi * self.r ** 2
    def perimeter(self, scale=1):
        return 2 * math.pi * self.r * scale


def unit_circle():
    return Circle(1)


def main(argv):
    print(Circle(float(argv[1])).perimeter())
    return 0
'''

Out = Callable[[str], None]


class _Session:
    """Runs git in the demo repository with an isolated environment, narrating."""

    def __init__(self, repo: Path, home: Path, out: Out, color: bool) -> None:
        self.repo = repo
        self.out = out
        self.color = color
        self.tick = 0
        env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
        env.update(
            HOME=str(home),
            XDG_CONFIG_HOME=str(home / ".config"),
            GIT_CONFIG_NOSYSTEM="1",
            GIT_AUTHOR_NAME="semmerge demo",
            GIT_AUTHOR_EMAIL="demo@semmerge.invalid",
            GIT_COMMITTER_NAME="semmerge demo",
            GIT_COMMITTER_EMAIL="demo@semmerge.invalid",
            GIT_EDITOR="true",
            GIT_MERGE_AUTOEDIT="no",
            GIT_TERMINAL_PROMPT="0",
        )
        # The driver runs `python -m semmerge`: make this very package importable there.
        package_parent = str(Path(__file__).resolve().parent.parent)
        paths = [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
        env["PYTHONPATH"] = os.pathsep.join([*paths, package_parent])
        self.env = env

    def heading(self, text: str) -> None:
        self.out("")
        self.out(f"\033[1m==> {text}\033[0m" if self.color else f"==> {text}")

    def git(
        self, *args: str, show: bool = True, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        self.tick += 1
        env = dict(self.env)
        stamp = f"@{1_700_000_000 + 60 * self.tick} +0000"
        env["GIT_AUTHOR_DATE"] = env["GIT_COMMITTER_DATE"] = stamp
        proc = subprocess.run(
            ["git", *args], cwd=self.repo, env=env, capture_output=True, text=True, check=False
        )
        if show:
            self.out(f"$ git {' '.join(shlex.quote(a) for a in args)}")
            for line in (proc.stdout + proc.stderr).splitlines():
                self.out(f"  {line}".rstrip())
        if check and proc.returncode != 0:
            raise RuntimeError(f"git {' '.join(args)} failed:\n{proc.stdout}{proc.stderr}")
        return proc

    def write(self, text: str) -> None:
        (self.repo / MODULE).write_text(text, encoding="utf-8")

    def commit(self, message: str) -> None:
        self.git("add", MODULE, show=False)
        self.git("commit", "-q", "-m", message, show=False)


def conflict_excerpt(text: str, context: int = 2) -> list[str]:
    """Numbered lines around the conflict markers of ``text`` ("..." between parts)."""
    lines = text.splitlines()
    markers = {"<<<<<<<", "|||||||", "=======", ">>>>>>>"}
    marked = [i for i, line in enumerate(lines) if line[:7] in markers]
    keep: set[int] = set()
    inside = False
    for i, line in enumerate(lines):
        if line.startswith("<<<<<<<"):
            inside = True
        if inside or any(abs(i - m) <= context for m in marked):
            keep.add(i)
        if line.startswith(">>>>>>>"):
            inside = False
    out: list[str] = []
    last = -1
    for i in sorted(keep):
        if last >= 0 and i != last + 1:
            out.append("     ...")
        out.append(f"{i + 1:4}  {lines[i]}")
        last = i
    return out


def run_demo_in(repo: Path, home: Path, out: Out = print, color: bool = False) -> int:
    """Play the demo in the empty directory ``repo``; returns the exit status."""
    from semmerge.install import install

    s = _Session(repo, home, out, color)
    s.heading(f"A throw-away repository in {repo}")
    s.git("init", "-q")
    s.git("symbolic-ref", "HEAD", "refs/heads/main", show=False)
    for key, value in (
        ("user.name", "semmerge demo"), ("user.email", "demo@semmerge.invalid"),
        ("commit.gpgsign", "false"), ("core.autocrlf", "false"),
    ):
        s.git("config", "--local", key, value, show=False)
    s.write(BASE)
    s.commit("shapes: Circle with area and perimeter")
    out(f"main: {MODULE}")
    for line in BASE.splitlines():
        out(f"  | {line}".rstrip())

    s.heading("Two agents work in parallel on the same module")
    s.git("checkout", "-q", "-b", "agent-a", show=False)
    s.write(AGENT_A)
    s.commit("agent-a: round areas, add to_json()")
    s.git("checkout", "-q", "main", show=False)
    s.git("checkout", "-q", "-b", "agent-b", show=False)
    s.write(AGENT_B)
    s.commit("agent-b: scalable perimeter, add main()")
    s.git("checkout", "-q", "main", show=False)
    out("agent-a: adds `import json` after `import math`, rounds Circle.area(),")
    out("         appends to_json()")
    out("agent-b: adds `import sys` after `import math`, gives Circle.perimeter() a scale,")
    out("         appends main()")
    s.git("merge", "-q", "--ff-only", "agent-a")

    s.heading("Plain git: merge agent-b into main")
    plain = s.git("merge", "--no-edit", "agent-b", check=False)
    if plain.returncode != 0:
        text = (repo / MODULE).read_text(encoding="utf-8")
        out(f"{MODULE} after the plain merge:")
        for line in conflict_excerpt(text):
            out(line)
        s.git("merge", "--abort")
    else:  # pragma: no cover - a git that merges this is welcome, but not expected
        out("(plain git merged this cleanly; undoing it to compare)")
        s.git("reset", "-q", "--hard", "HEAD~1")

    s.heading("Register semmerge as the merge driver of this repository")
    out("$ semmerge install")
    program = f"{shlex.quote(sys.executable)} -m semmerge"
    install(False, cwd=str(repo), env=s.env, program=program, out=lambda t: out(f"  {t}"))

    s.heading("The same merge, with semmerge")
    merged = s.git("merge", "--no-edit", "agent-b", check=False)
    text = (repo / MODULE).read_text(encoding="utf-8")
    clean = merged.returncode == 0 and "<<<<<<<" not in text
    out(f"{MODULE} on main now:")
    for line in text.splitlines():
        out(f"  | {line}".rstrip())
    try:
        compile(text, MODULE, "exec")
        out(f"({MODULE} compiles)")
    except SyntaxError as exc:
        out(f"({MODULE} does not compile: {exc})")
        clean = False
    s.git("log", "--oneline", "--graph", "--all")

    s.heading("Clean semantic merge" if clean else "The semantic merge left conflicts")
    return 0 if clean else 1


def run_demo(args: argparse.Namespace) -> int:
    color = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    with tempfile.TemporaryDirectory(prefix="semmerge-demo-") as tmp:
        home = Path(tmp) / "home"
        home.mkdir()
        if args.keep:
            repo = Path(args.keep).resolve()
            if repo.exists() and (not repo.is_dir() or any(repo.iterdir())):
                print(f"semmerge: error: {args.keep} exists and is not empty", file=sys.stderr)
                return 2
            repo.mkdir(parents=True, exist_ok=True)
        else:
            repo = Path(tmp) / "repo"
            repo.mkdir()
        if shutil.which("git") is None:
            print("semmerge: error: git is not installed (or not on PATH)", file=sys.stderr)
            return 2
        from semmerge.install import InstallError

        try:
            status = run_demo_in(repo, home, color=color)
        except (RuntimeError, InstallError) as exc:
            print(f"semmerge: error: {exc}", file=sys.stderr)
            return 1
        if args.keep:
            print(f"\nThe repository is kept in {repo}")
        return status


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("demo", help="show a semantic merge in a throw-away repository")
    p.add_argument("--keep", metavar="DIR", help="build the repository in DIR and keep it")
    p.set_defaults(func=run_demo)

