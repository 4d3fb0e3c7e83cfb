"""``semmerge summarize``: a token-budgeted summary of a repository for an agent handoff.

In: parsed CLI arguments (see :func:`add_parsers`). Out: the summary on stdout, Markdown
(default) or JSON (``--format json`` / ``--json``, schema in docs/summaries.md); cache
events on stderr. Exit status 0, or 2 when the input cannot be used (not a folder, an
unknown focus, a budget too small for the header, no tokenizer installed).
"""

from __future__ import annotations

import argparse
import sys

EXIT_OK, EXIT_USAGE = 0, 2


def _tags(values: list[str] | None) -> list[str] | None:
    """``--todo-tags TODO FIXME`` or ``--todo-tags TODO,FIXME``."""
    if values is None:
        return None
    return [tag for value in values for tag in value.split(",") if tag]


def run_summarize(args: argparse.Namespace) -> int:
    from semmerge.summary.api import summarize
    from semmerge.summary.extract import DEFAULT_TODO_TAGS, SummaryError
    from semmerge.tokens import TokenizerError

    focus = [] if args.no_focus else args.focus
    try:
        summary = summarize(
            args.path, focus=focus, budget=args.budget,
            todo_tags=_tags(args.todo_tags) or DEFAULT_TODO_TAGS, cache_dir=args.cache_dir,
            use_cache=not args.no_cache, include_todos=not args.no_todos,
            progress=False if args.no_progress else None, jobs=args.jobs,
        )
    except (SummaryError, TokenizerError) as exc:
        print(f"semmerge summarize: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    for note in summary.notes:
        print(f"semmerge summarize: note: {note}", file=sys.stderr)
    if args.format == "json":
        print(summary.to_json())
    else:
        sys.stdout.write(summary.markdown)
    return EXIT_OK


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "summarize", help="token-budgeted summary of the code a task touches (agent handoffs)",
        description="Rank the repository's symbols by references from the focus "
                    "(personalised PageRank) and print the best within a token budget.",
    )
    p.add_argument("path", nargs="?", default=".", help="the repository (default: .)")
    p.add_argument("--focus", action="extend", nargs="+", metavar="PATH|SYMBOL",
                   help="files, folders, SYMBOL, Class.method or PATH:SYMBOL the task is "
                        "about (default: the files changed in the git working tree)")
    p.add_argument("--no-focus", action="store_true",
                   help="rank the whole repository, ignoring working-tree changes")
    p.add_argument("--budget", type=_positive, default=4096, metavar="TOKENS",
                   help="at most this many cl100k_base tokens of Markdown (default 4096)")
    p.add_argument("--format", choices=("md", "json"), default="md",
                   help="Markdown (default) or JSON")
    p.add_argument("--json", dest="format", action="store_const", const="json",
                   help="same as --format json")
    p.add_argument("--todo-tags", action="extend", nargs="+", metavar="TAG",
                   help="comment tags to collect (default: TODO FIXME HACK XXX)")
    p.add_argument("--no-todos", action="store_true", help="leave TODOs out")
    p.add_argument("--cache-dir", default=None, metavar="DIR",
                   help="extraction cache folder (default: PATH/.semmerge)")
    p.add_argument("--no-cache", action="store_true", help="neither read nor write the cache")
    p.add_argument("--jobs", type=_positive, default=None,
                   help="worker processes for extraction (default: CPUs)")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress bar (it is drawn only on a terminal anyway)")
    p.set_defaults(func=run_summarize)
