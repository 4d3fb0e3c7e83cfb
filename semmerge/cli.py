"""Command line: ``semmerge merge | install | uninstall | resolve | demo | languages | bench``.

Each subcommand lives in its own module and is imported only when used. The merge
driver (``semmerge merge --git ...``, run by git once per file) does not even import
argparse: its options are read from one table by a small reader, and argparse (built
from the same table) handles help and any usage error.
Exit status: 0 clean, 1 conflicts, 2 bad usage.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from types import SimpleNamespace

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    import argparse

EXIT_CLEAN, EXIT_CONFLICT, EXIT_USAGE = 0, 1, 2

# Modules that register further subcommands: each has add_parsers(subparsers), and sets
# ``func`` (args -> exit status) as the parser default of every command it adds.
COMMAND_MODULES: tuple[str, ...] = (
    "install", "resolve", "demo", "languages", "benchcli", "complexitycli", "routecli",
    "summarycli",
)

# The options of `semmerge merge`: flags, destination, type (None: a switch), default, help.
_Option = tuple[tuple[str, ...], str, "Callable[[str], object] | None", object, str]
MERGE_OPTIONS: tuple[_Option, ...] = (
    (("-o", "--output"), "output", str, None, "write the result here instead of stdout"),
    (("--git",), "git", None, False, "write the result into LEFT (git's %%A)"),
    (("-p", "--path"), "path", str, None, "the file's path in the repository (picks the language)"),
    (("-l", "--marker-size"), "marker_size", int, 7, "conflict marker length"),
    (("--base-label",), "base_label", str, None, "label of the base section"),
    (("--left-label",), "left_label", str, None, "label of the left (ours) section"),
    (("--right-label",), "right_label", str, None, "label of the right (theirs) section"),
    (("--conflict-style",), "conflict_style", str, "diff3", "diff3 (default) or merge"),
    (("--language",), "language", str, None, "override detection by extension (e.g. python)"),
    (("--report",), "report", str, None, "write a JSON report of the merge to this file"),
    (("--timeout",), "timeout", float, 5.0, "seconds for the structured merge"),
    (("--strict",), "strict", None, False, "turn semantic findings into conflicts"),
)
_STYLES = ("diff3", "merge")


def _run_merge(args: argparse.Namespace | SimpleNamespace) -> int:
    from semmerge.commands import run_merge

    return run_merge(args)


def _add_merge(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("merge", help="three-way merge of one file")
    for name in ("base", "left", "right"):
        p.add_argument(name)
    for flags, dest, kind, default, text in MERGE_OPTIONS:
        if kind is None:
            p.add_argument(*flags, dest=dest, action="store_true", help=text)
        elif dest == "conflict_style":
            p.add_argument(*flags, dest=dest, choices=_STYLES, default=default, help=text)
        else:
            p.add_argument(*flags, dest=dest, type=kind, default=default, help=text)
    p.set_defaults(func=_run_merge)


def quick_merge_args(argv: Sequence[str]) -> SimpleNamespace | None:
    """Read ``merge`` arguments without argparse; None when argparse must judge them."""
    by_flag = {flag: opt for opt in MERGE_OPTIONS for flag in opt[0]}
    values: dict[str, object] = {opt[1]: opt[3] for opt in MERGE_OPTIONS}
    positional: list[str] = []
    rest = list(argv[1:])
    while rest:
        arg = rest.pop(0)
        flag, eq, inline = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        opt = by_flag.get(flag)
        if opt is None:
            if arg.startswith("-") and arg != "-":
                return None  # unknown option or --help: argparse explains
            positional.append(arg)
        elif opt[2] is None:
            if eq:
                return None
            values[opt[1]] = True
        else:
            if not eq and not rest:
                return None
            try:
                values[opt[1]] = opt[2](inline if eq else rest.pop(0))
            except ValueError:
                return None
    if len(positional) != 3 or values["conflict_style"] not in _STYLES:
        return None
    values.update(zip(("base", "left", "right"), positional, strict=True))
    return SimpleNamespace(command="merge", func=_run_merge, **values)


class _ParserMixin:
    def error(self, message: str) -> None:  # usage errors exit 2, as git expects
        self.print_usage(sys.stderr)  # type: ignore[attr-defined]
        self.exit(EXIT_USAGE, f"semmerge: error: {message}\n")  # type: ignore[attr-defined]


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> argparse.ArgumentParser:
    import argparse
    import importlib

    class Parser(_ParserMixin, argparse.ArgumentParser):
        pass

    parser = Parser(prog="semmerge", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--version", action="version", version="semmerge 0.1.0")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    _add_merge(sub)
    for name in modules:
        importlib.import_module(f"semmerge.{name}").add_parsers(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; ``argv`` defaults to the process's arguments.

    ``semmerge merge`` run as a program (``argv`` None: the process git starts for each
    file) ends the process itself once the result is written (see :func:`_exit_now`).
    """
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["merge"]:
        quick = quick_merge_args(args_list)
        if quick is not None:
            status = _run_merge(quick)
            if argv is None:
                _exit_now(status)
            return status
        args = build_parser(()).parse_args(args_list)
    else:
        args = build_parser().parse_args(args_list)
    return int(args.func(args))


def _exit_now(status: int) -> None:
    """End the merge process without tearing the interpreter down.

    Everything the merge produced is written: the output file is closed, and stdout
    and stderr are flushed here. What remains is freeing every object of the parsed
    trees and every module one by one, which costs the merge driver, started once per
    file, about a tenth of its run time. The merge registers no exit handlers.
    """
    import os

    for stream in (sys.stdout, sys.stderr):
        try:  # noqa: SIM105 - contextlib costs the driver's start-up
            stream.flush()
        except (OSError, ValueError):  # closed or broken pipe: nothing more to write
            pass
    os._exit(status)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
