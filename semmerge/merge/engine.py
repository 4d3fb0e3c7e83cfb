"""Structured path of the pipeline: normalized texts -> checked :class:`MergeResult`.

In: base, left and right (normalized text), their line merge, the language, options.
Out: the line merge when it is clean and safe; else the structured merge when it passes
every check in :mod:`semmerge.merge.checks`; else the line merge, marked ``fallback``
with the reason.
"""

from __future__ import annotations

import time

from semmerge.merge.checks import (
    definition_counts,
    item_lines,
    lost_lines,
    new_duplicates,
    validate,
)
from semmerge.merge.linemerge import LineMerge
from semmerge.merge.structured import Fallback, TreeMerger
from semmerge.options import MergeOptions
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import LanguageSpec
from semmerge.parse.tree import ParseError, SymbolNode, parse_tree
from semmerge.render.pieces import render_pieces
from semmerge.result import Conflict, MergeResult


class _Context:
    """The three inputs, parsed lazily and at most once each."""

    def __init__(self, texts: dict[str, str], spec: LanguageSpec, parser: object) -> None:
        self.texts = texts
        self.spec = spec
        self.parser = parser
        self._trees: dict[str, SymbolNode] = {}
        self.input_error = False

    def tree(self, name: str) -> SymbolNode:
        if name not in self._trees:
            try:
                self._trees[name] = parse_tree(self.texts[name], self.spec, self.parser)  # type: ignore[arg-type]
            except ParseError as exc:
                self.input_error = True
                raise Fallback(f"{name} does not parse: {exc}") from exc
        return self._trees[name]

    def trees(self) -> list[SymbolNode]:
        return [self.tree(n) for n in ("base", "left", "right")]


def merge(
    base: str, left: str, right: str, line: LineMerge, language: str, opts: MergeOptions,
    start: float,
) -> MergeResult:
    spec, parser = get_parser(language)
    ctx = _Context({"base": base, "left": left, "right": right}, spec, parser)
    deadline = start + opts.timeout
    problem = None
    if line.clean:
        problem = _line_problem(line.text, ctx)
        if problem is None:
            return _line(line, "line")
    try:
        trees = ctx.trees()
        if time.monotonic() > deadline:
            raise Fallback(f"time limit of {opts.timeout:g} s reached while parsing")
        pieces = TreeMerger(spec, opts, deadline).merge(*trees)
        text, conflicts = render_pieces(pieces)
        reason = _verify(text, conflicts, ctx)
        if reason is not None:
            raise Fallback(reason)
    except Fallback as exc:
        # A clean line merge of inputs that do not parse themselves is what git gives.
        return _fallback(line, str(exc), None if ctx.input_error else problem)
    return MergeResult(text, not conflicts, conflicts, "structured")


def _line_problem(text: str, ctx: _Context) -> str | None:
    """Why a clean line merge is not safe to take, or None."""
    try:
        merged = parse_tree(text, ctx.spec, ctx.parser)  # type: ignore[arg-type]
    except ParseError as exc:
        return f"the line merge does not parse ({exc})"
    if all(n < 2 for n in definition_counts(merged).values()):
        return None  # nothing repeats: no need to parse the inputs
    try:
        dups = new_duplicates(merged, ctx.trees())
    except Fallback:
        return None  # an input does not parse: nothing better than the line merge
    return "the line merge defines " + "; ".join(dups) if dups else None


def _verify(text: str, conflicts: list[Conflict], ctx: _Context) -> str | None:
    trees = ctx.trees()
    if not conflicts:
        try:
            merged = parse_tree(text, ctx.spec, ctx.parser)  # type: ignore[arg-type]
        except ParseError as exc:
            return f"the structured result does not parse ({exc})"
        dups = new_duplicates(merged, trees)
        if dups:
            return "the structured result defines " + "; ".join(dups)
        rejected = validate(text, ctx.spec.validator)
        if rejected:
            return rejected
    exempt = item_lines(trees[1], trees[2])
    lost = lost_lines(
        ctx.texts["base"], ctx.texts["left"], ctx.texts["right"], text, exempt.__contains__
    )
    if lost:
        return f"the structured result would drop {len(lost)} added line(s), e.g. {lost[0]!r}"
    return None


def _line(line: LineMerge, strategy: str, reason: str | None = None) -> MergeResult:
    conflicts = [Conflict("line", c.start + 1, c.end) for c in line.conflicts]
    return MergeResult(line.text, line.clean, conflicts, strategy, reason)  # type: ignore[arg-type]


def _fallback(line: LineMerge, reason: str, problem: str | None) -> MergeResult:
    """The line merge; if it was clean but unsafe, it is reported as a conflict."""
    result = _line(line, "fallback", reason if problem is None else f"{problem}; {reason}")
    if problem is not None:
        n = line.text.count("\n")
        result.clean = False
        result.conflicts = [Conflict("duplicate", 1, max(n, 1))]
    return result
