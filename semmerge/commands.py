"""``semmerge merge``: read three files, merge, write the result and the report.

In: parsed CLI arguments. Out: the exit status (0 clean, 1 conflicts, 2 bad usage).
Whatever goes wrong inside the merge, a line merge with conflict markers is written:
a git merge must never lose the other side's work.
"""

from __future__ import annotations

import os
import sys

from semmerge.options import MergeOptions
from semmerge.result import INTERNAL_ERROR, Conflict, MergeResult

TYPE_CHECKING = False  # importing typing (or argparse) costs the driver start-up time
if TYPE_CHECKING:
    from argparse import Namespace


def _read(path: str) -> bytes:
    with open(path, "rb") as fh:
        return fh.read()


def _options(args: Namespace) -> MergeOptions:
    return MergeOptions(
        marker_size=args.marker_size,
        left_label=args.left_label if args.left_label is not None else _label(args, "ours"),
        base_label=args.base_label if args.base_label is not None else "base",
        right_label=args.right_label if args.right_label is not None else _label(args, "theirs"),
        style=args.conflict_style,
        language=args.language,
        timeout=args.timeout,
        strict=args.strict,
    )


def _label(args: Namespace, git_default: str) -> str:
    # As git merge-file does, conflicts are labelled with the file names by default;
    # as a driver, git passes temporary names, so "ours"/"theirs" say more.
    if args.git:
        return git_default
    return args.left if git_default == "ours" else args.right


def run_merge(args: Namespace) -> int:
    if args.marker_size < 1:
        print("semmerge: error: --marker-size must be at least 1", file=sys.stderr)
        return 2
    try:
        base, left, right = _read(args.base), _read(args.left), _read(args.right)
    except OSError as exc:
        print(f"semmerge: error: cannot read {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2
    opts = _options(args)
    path = args.path or args.left
    if opts.language is None and args.path:
        language = _attribute_language(args.path)
        if language is not None:
            opts = opts.replace(language=language)
    try:
        from semmerge.driver import merge_bytes

        result = merge_bytes(base, left, right, path, opts)
    except Exception as exc:  # noqa: BLE001 - last line of defence: never lose work
        result = _emergency(base, left, right, opts, exc)
    out = args.left if args.git else args.output
    if out:
        with open(out, "wb") as fh:
            fh.write(result.data)
    else:
        sys.stdout.buffer.write(result.data)
        sys.stdout.flush()
    if args.report:
        _write_report(args.report, path, result)
    if result.reason and not result.clean:
        print(f"semmerge: {path}: {result.reason}", file=sys.stderr)
    _print_findings(path, result)
    return 0 if result.clean else 1


def _print_findings(path: str, result: MergeResult) -> None:
    """The semantic findings on stderr: warnings, or conflicts under ``--strict``. Such
    a conflict has no markers in the file (no region of lines is in dispute), so the
    message says where to look and what to do."""
    strict = any(c.kind == "semantic" for c in result.conflicts)
    for finding in result.findings:
        label = "conflict" if strict else "warning"
        print(f"semmerge: {path}: {label}: {finding}", file=sys.stderr)
    if strict:
        print(f"semmerge: {path}: --strict made these findings conflicts; the file has no "
              "conflict markers for them: fix the lines named, then mark the file resolved "
              "(git add)", file=sys.stderr)


def _attribute_language(path: str) -> str | None:
    """The ``semmerge.language`` attribute of ``path``, if it names a known language."""
    from semmerge.attributes import attribute_language

    language = attribute_language(path)
    if language is None:
        return None
    from semmerge.parse.spec import available_languages

    if language not in available_languages():
        print(
            f"semmerge: {path}: warning: semmerge.language={language} is not a known language "
            f"(known: {', '.join(available_languages())}); ignored",
            file=sys.stderr,
        )
        return None
    return language


def _emergency(
    base: bytes, left: bytes, right: bytes, opts: MergeOptions, exc: Exception
) -> MergeResult:
    from semmerge.merge.linemerge import merge_lines, split_lines

    dec = [d.decode("utf-8", "surrogateescape") for d in (base, left, right)]
    line = merge_lines(*(split_lines(t) for t in dec), **opts.line_kwargs())  # type: ignore[arg-type]
    result = MergeResult.from_line_merge(
        line, "fallback", f"{INTERNAL_ERROR}{type(exc).__name__}: {exc}"
    )
    if result.clean:  # we cannot vouch for it: let git keep the file unmerged
        result.clean, result.conflicts = False, [Conflict("error", 1, 1)]
    result.data = line.text.encode("utf-8", "surrogateescape")
    return result


def _write_report(report: str, path: str, result: MergeResult) -> None:
    import json

    data = {"path": path, **result.to_json()}
    tmp = f"{report}.tmp{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(data, fh, indent=2)
        fh.write("\n")
    os.replace(tmp, report)
