"""The merge pipeline: three versions of a file -> one :class:`MergeResult`.

In: bytes (or text) of base, left and right, the file's path and
:class:`~semmerge.options.MergeOptions`. Out: the merged file and its report.

1. decode: BOM, CRLF and the final newline are taken off and restored at the end;
   bytes that are not UTF-8 get a byte-level line merge;
2. fast path: the line merge (git merge-file's algorithm), taken when it is clean and
   defines nothing twice;
3. structured merge: parse -> merge symbol trees -> render;
4. checks: the output parses (tree-sitter and the language's own parser), defines
   nothing twice, and keeps every line either side added; otherwise, and on any error
   or time-out, the line merge with its conflict markers is the result.
"""

from __future__ import annotations

import time

from semmerge import text as textio
from semmerge.gcpause import paused_collection
from semmerge.merge.linemerge import LineMerge, merge_lines, split_lines
from semmerge.options import MergeOptions
from semmerge.result import INTERNAL_ERROR, MergeResult

__all__ = ["MergeOptions", "merge_bytes", "merge_texts"]


def merge_texts(
    base: str, left: str, right: str, path: str = "x.py",
    options: MergeOptions | None = None, **overrides: object,
) -> MergeResult:
    """Merge three versions of the file at ``path`` (its extension picks the language).

    Keyword overrides are :class:`MergeOptions` fields (``marker_size``, ``style`` ...).
    """
    enc = "utf-8"
    return merge_bytes(
        base.encode(enc, "surrogateescape"), left.encode(enc, "surrogateescape"),
        right.encode(enc, "surrogateescape"), path, options, **overrides,
    )


def merge_bytes(
    base: bytes, left: bytes, right: bytes, path: str = "x.py",
    options: MergeOptions | None = None, **overrides: object,
) -> MergeResult:
    """Like :func:`merge_texts` on raw file contents; ``result.data`` holds the bytes."""
    with paused_collection():
        return _merge_bytes(base, left, right, path, _options(options, overrides))


def _merge_bytes(
    base: bytes, left: bytes, right: bytes, path: str, opts: MergeOptions
) -> MergeResult:
    keep = any(textio.mixed_endings(d) for d in (base, left, right))
    db, dl, dr = (textio.decode(d, keep) for d in (base, left, right))
    language = opts.language or _detect(path)
    if not (db.utf8 and dl.utf8 and dr.utf8):
        result = MergeResult.from_line_merge(_line_merge(db.text, dl.text, dr.text, opts), "line")
        result.reason = "not UTF-8 text: merged byte by byte"
    else:
        result = merge_normalized(db.text, dl.text, dr.text, language, opts)
    result.language = result.language or language  # the engine may retry as another
    result.data = textio.encode(result.text, db, dl, dr, result.clean)
    result.text = result.data.decode("utf-8", "surrogateescape")
    return result


def _options(options: MergeOptions | None, overrides: dict[str, object]) -> MergeOptions:
    opts = options or MergeOptions()
    return opts.replace(**overrides) if overrides else opts


def _detect(path: str) -> str | None:
    from semmerge.parse.languages import detect_language

    return detect_language(path)


def merge_normalized(
    base: str, left: str, right: str, language: str | None, opts: MergeOptions
) -> MergeResult:
    """Merge normalized texts (LF, no BOM); the core of every entry point."""
    if left == right or base == right:
        return MergeResult(left, True, strategy="line")
    if base == left:
        return MergeResult(right, True, strategy="line")
    inputs = [split_lines(base), split_lines(left), split_lines(right)]
    line = merge_lines(*inputs, **opts.line_kwargs())
    if language is None:
        return MergeResult.from_line_merge(line, "line")
    from semmerge.merge import engine

    try:
        # The same line lists: the engine's checks reuse the line merge's memoized diffs.
        return engine.merge(
            base, left, right, line, language, opts, time.monotonic(), inputs
        )
    except Exception as exc:  # noqa: BLE001 - a merge driver must never lose work
        reason = f"{INTERNAL_ERROR}{type(exc).__name__}: {exc}"
        return MergeResult.from_line_merge(line, "fallback", reason)


def _line_merge(base: str, left: str, right: str, opts: MergeOptions) -> LineMerge:
    return merge_lines(
        split_lines(base), split_lines(left), split_lines(right), **opts.line_kwargs()
    )
