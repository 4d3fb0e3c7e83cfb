"""Command line: ``semmerge merge | install | uninstall | resolve | demo | languages``.

Each subcommand lives in its own module and is imported only when used, so that the
merge driver (``semmerge merge --git ...``, run once per file by git) starts fast.
Exit status: 0 clean, 1 conflicts, 2 bad usage.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

EXIT_CLEAN, EXIT_CONFLICT, EXIT_USAGE = 0, 1, 2

# Modules that register further subcommands: each has add_parsers(subparsers), and sets
# ``func`` (args -> exit status) as the parser default of every command it adds.
COMMAND_MODULES: tuple[str, ...] = ("install", "resolve", "demo", "languages")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # usage errors exit 2, as git expects
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"semmerge: error: {message}\n")


def _run_merge(args: argparse.Namespace) -> int:
    from semmerge.commands import run_merge

    return run_merge(args)


def _add_merge(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("merge", help="three-way merge of one file")
    p.add_argument("base")
    p.add_argument("left")
    p.add_argument("right")
    p.add_argument("-o", "--output", help="write the result here instead of stdout")
    p.add_argument("--git", action="store_true", help="write the result into LEFT (git's %%A)")
    p.add_argument("-p", "--path", help="the file's path in the repository (picks the language)")
    p.add_argument("-l", "--marker-size", type=int, default=7, help="conflict marker length")
    p.add_argument("--base-label", default=None)
    p.add_argument("--left-label", default=None)
    p.add_argument("--right-label", default=None)
    p.add_argument("--conflict-style", choices=["diff3", "merge"], default="diff3")
    p.add_argument("--language", help="override detection by extension (e.g. python)")
    p.add_argument("--report", help="write a JSON report of the merge to this file")
    p.add_argument("--timeout", type=float, default=5.0, help="seconds for the structured merge")
    p.add_argument("--strict", action="store_true", help="turn semantic findings into conflicts")
    p.set_defaults(func=_run_merge)


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    parser = _Parser(prog="semmerge", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--version", action="version", version="semmerge 0.1.0")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    _add_merge(sub)
    for name in modules:
        importlib.import_module(f"semmerge.{name}").add_parsers(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    # The driver's hot path: build only the merge parser, import nothing else.
    modules = () if args_list[:1] == ["merge"] else COMMAND_MODULES
    args = build_parser(modules).parse_args(args_list)
    return int(args.func(args))


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
