"""Structured path of the pipeline: normalized texts -> checked :class:`MergeResult`.

In: base, left and right (normalized text), their line merge, the language, options.
Out: the line merge when it is clean and safe; else the structured merge when it passes
every check in :mod:`semmerge.merge.checks`; else the line merge, marked ``fallback``
with the reason.
"""

from __future__ import annotations

import re
import time
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Sequence
from functools import cache

from semmerge.merge.attributes import removed_attributes
from semmerge.merge.checks import (
    NAMES,
    SYNTAX,
    VALIDATORS,
    clauses_twice,
    copied_definitions,
    definition_counts,
    item_lines,
    literal_value,
    lost_lines,
    may_break,
    moves_bounds,
    new_duplicates,
    registered_twice,
    registrations,
    reject_parts,
    rejection,
    repeated_lines,
    repeated_scopes,
    repeated_values,
    revived_members,
    validate,
)
from semmerge.merge.errors import Fallback
from semmerge.merge.keys import candidates, repeated_identities, repeated_keys, shared_keys
from semmerge.merge.linemerge import (
    LineMerge,
    diff_blocks,
    diff_edits,
    split_lines,
    time_limit,
)
from semmerge.merge.marking import marked_merge
from semmerge.merge.semantic import (
    CHECKS,
    MADE_ASYNC,
    PARAMETER_REQUIRED,
    REMOVED_DEFINITIONS,
    REMOVED_NAMES,
    NameCheck,
    changed_lines,
    gone_words,
    new_undefined,
    suspects,
)
from semmerge.options import MergeOptions
from semmerge.parse.languages import get_parser
from semmerge.parse.spec import LanguageSpec
from semmerge.parse.tree import (
    Parsed,
    ParseError,
    ParseTimeout,
    SymbolNode,
    build_tree,
    parse_text,
)
from semmerge.result import Conflict, MergeResult

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    from tree_sitter import Parser


class _Context:
    """The three inputs, parsed lazily and at most once each."""

    _NAMES = ("base", "left", "right")

    def __init__(
        self, texts: dict[str, str], spec: LanguageSpec, parser: Parser, deadline: float,
        lines: list[list[str]] | None = None,
    ) -> None:
        self.texts = texts
        self.spec = spec
        self.parser = parser
        self.deadline = deadline
        self._trees: dict[str, SymbolNode] = {}
        self._parsed: dict[str, Parsed] = {}
        self._lines = lines or []
        self._last: tuple[str, Parsed] | None = None  # the last text parsed, and its parse
        self._added: tuple[list[str], list[str]] | None = None
        self.unparsable = False  # an input has a syntax error in this language
        # Syntax errors inside members are kept (not for a language retried as another
        # where it does not parse: a C header may be C++).
        self._contained = spec.merge_around_errors and spec.retry_as is None

    def parse(self, text: str, like: str | None = None) -> SymbolNode:
        """Parse within the deadline (ParseError on a syntax error). ``like`` names an
        input, parsed already, that ``text`` resembles: tree-sitter re-parses only
        around the lines that differ (a merge result resembles left)."""
        return build_tree(self._parse(text, None, like), self.spec, self.deadline)

    def parsed(self, text: str, like: str | None = None) -> Parsed:
        """tree-sitter's parse of a merged text (the last one is kept: free for the
        checks after :meth:`parse`)."""
        return self._parse(text, None, like)

    def parsed_input(self, name: str) -> Parsed:
        """tree-sitter's parse of an input, made once with its symbol tree."""
        self.tree(name)
        return self._parsed[name]

    def check_syntax(self, text: str) -> None:
        """Raise ParseError when ``text`` does not parse (nothing is built)."""
        self._parse(text, None, None)

    def _parse(
        self, text: str, lines: list[str] | None, like: str | None, name: str | None = None
    ) -> Parsed:
        """The parse of an input (``name``) or of a merged text. A merged text's syntax
        errors must all be errors an input has (the same rows): ParseError otherwise."""
        # A merged text is checked by several passes, each of which may need its parse.
        if self._last is not None and self._last[0] is text:
            return self._last[1]
        reuse = None
        if like in self._parsed:
            before = self.lines()[self._NAMES.index(like)]
            lines = split_lines(text) if lines is None else lines
            reuse = (self._parsed[like], diff_edits(before, lines))
        try:
            parsed = parse_text(text, self.parser, self.deadline, reuse, lines,
                                self.spec.macro_names, self.spec.macro_contexts,
                                self._contained, self.spec.blank_patterns)
        except ParseTimeout as exc:
            raise Fallback(str(exc)) from exc
        if parsed.errors and name is None:
            self._own_errors(parsed)
        self._last = (text, parsed)
        return parsed

    def _own_errors(self, parsed: Parsed) -> None:
        """Raise ParseError for a syntax error of a merged text that no input has."""
        try:
            known = {e for n in self._NAMES for e in self.input_errors(n)}
        except Fallback:
            known = set()
        _new_error(parsed, known, "that no input has")

    def _errors_of_base(self, parsed: Parsed) -> None:
        """Raise ParseError for a syntax error of a side that base does not have.

        Errors base has too are the grammar's (a construct it cannot read, in code
        that compiles) and the members around them keep their bounds in every version;
        a side's new error may be broken code, whose members' bounds tree-sitter's
        recovery guesses (a function without its ``end`` runs into the next one)."""
        try:
            known = set(self.input_errors("base"))
        except Fallback:
            known = set()
        _new_error(parsed, known, "where base has none")

    def error_note(self) -> str | None:
        """What a result merged around syntax errors says of them (None: there were
        none): the first row of each input that has some."""
        rows = [f"{n} line {min(p.errors.values())}" for n, p in self._parsed.items() if p.errors]
        if not rows:
            return None
        return ("merged around syntax errors inside members, which base has too ("
                + ", ".join(rows) + ")")

    def input_errors(self, name: str) -> dict[str, int]:
        """The syntax errors inside members an input has (see :attr:`Parsed.errors`)."""
        self.tree(name)
        return self._parsed[name].errors

    def tree(self, name: str) -> SymbolNode:
        """The symbol tree of an input; left and right are re-parsed from base's parse."""
        if name not in self._trees:
            lines = self.lines()[self._NAMES.index(name)]
            try:
                parsed = self._parse(self.texts[name], lines, "base", name)
                tree = build_tree(parsed, self.spec, self.deadline)
                if parsed.errors and name != "base":
                    self._errors_of_base(parsed)
            except ParseError as exc:
                self.unparsable = True
                raise Fallback(f"{name} does not parse: {exc}") from exc
            self._parsed[name] = parsed
            self._trees[name] = tree
        return self._trees[name]

    def lines(self) -> list[list[str]]:
        """The lines of base, left and right."""
        if not self._lines:
            self._lines = [split_lines(self.texts[n]) for n in self._NAMES]
        return self._lines

    def added(self) -> tuple[list[str], list[str]]:
        """The lines left added to base, and the lines right added."""
        if self._added is None:
            base, left, right = self.lines()
            self._added = (changed_lines(base, left)[1], changed_lines(base, right)[1])
        return self._added

    def parsed_all(self) -> bool:
        return len(self._trees) == 3

    def trees(self) -> list[SymbolNode]:
        return [self.tree(n) for n in self._NAMES]

    def sources(self) -> list[str]:
        """The texts of base, left and right."""
        return [self.texts[n] for n in self._NAMES]


def merge(
    base: str, left: str, right: str, line: LineMerge, language: str, opts: MergeOptions,
    start: float, lines: list[list[str]] | None = None, retry: bool = True,
) -> MergeResult:
    """``lines``: the line lists ``line`` was merged from, when the caller has them.
    ``retry``: where an input does not parse, merge again as the spec's ``retry_as``
    language (once: that language's own ``retry_as`` is not followed)."""
    spec, parser = get_parser(language)
    ctx = _Context(
        {"base": base, "left": left, "right": right}, spec, parser, start + opts.timeout,
        lines,
    )
    with time_limit(ctx.deadline):
        result = _merge(line, ctx, opts)
    if retry and ctx.unparsable and spec.retry_as and spec.retry_as != language:
        # A C header may be C++: merged as such, or at worst the same line merge.
        return merge(base, left, right, line, spec.retry_as, opts, start, lines, retry=False)
    if result.clean and spec.semantic_check and result.strategy != "structured":
        _semantic_findings(result, ctx, spec.semantic_check, opts.strict)
    result.language = language
    return result


def _new_error(parsed: Parsed, known: set[str], why: str) -> None:
    """Raise ParseError at the first syntax error of ``parsed`` whose rows are not one of
    ``known`` (see :attr:`~semmerge.parse.tree.Parsed.errors`)."""
    new = [line for rows, line in parsed.errors.items() if rows not in known]
    if new:
        raise ParseError(f"syntax error at line {min(new)} {why}", min(new))


def _semantic_findings(result: MergeResult, ctx: _Context, check: str, strict: bool) -> None:
    """Names a clean line merge left undefined (see :mod:`semmerge.merge.semantic`):
    reported, and conflicts under ``strict``."""
    findings = _undefined(result.text, ctx, check)
    if findings is None:
        result.findings = [_SKIPPED]
        return
    result.findings = [_finding(*f) for f in findings]
    if strict and findings:
        result.clean = False
        result.conflicts = [Conflict("semantic", line, line, name) for name, line, _ in findings]


def _undefined(text: str, ctx: _Context, check: str) -> list[tuple[str, int, str]] | None:
    """(name, line, why) for each name ``text`` uses that the merge broke: Python's
    check, names it no longer binds while left and right do; ``removed-names``, names
    one side removed everywhere and the other side's new code uses; and for every
    language, definitions of the file (methods too) one side removed everywhere and the
    other side's new code names. None when the time limit left no time to look."""
    if text in (ctx.texts["left"], ctx.texts["right"]):
        return []  # one side's own file: nothing new can be missing
    # The text test of both removal checks, once.
    gone = gone_words(*ctx.lines(), ctx.spec.names_ignore_case)
    found = _undefined_names(text, ctx, check, gone)
    if found is None or time.monotonic() > ctx.deadline:
        return None
    named = CHECKS.get(check)
    if not found and named is not None and named.early is not None:
        found = _defined_later(text, ctx, named)
    if not found and named is not None and named.fields is not None:
        found = _fields_out_of_order(text, ctx, named.fields)
    if not found and ctx.spec.attribute_prefix:
        found = [(name, line, f"{side} no longer sets it anywhere") for name, line, side
                 in removed_attributes(*ctx.lines(), text, ctx.spec.attribute_prefix)]
    if not gone:
        return found
    from semmerge.merge.removed import DEFINITION_REMOVED, removed_definitions

    named = {f[0] for f in found}
    try:
        members = removed_definitions(
            *ctx.lines(), text, ctx.parser, lambda: ctx.tree("base"), ctx.spec.hooks, gone,
            ctx.spec.name_types,
        )
    except Fallback:
        return found  # base does not parse: its definitions are unknown
    return found + [
        (name, line, f"{side} {DEFINITION_REMOVED}")
        for name, line, side in members if name not in named
    ]


def _undefined_names(
    text: str, ctx: _Context, check: str, gone: dict[str, str]
) -> list[tuple[str, int, str]] | None:
    """The language's own check of :func:`_undefined` (``gone``: the words each side
    removed everywhere, :func:`~semmerge.merge.semantic.gone_words`)."""
    lines = ctx.lines()
    if check == REMOVED_DEFINITIONS:
        return []  # only the file's own definitions are judged, below
    if check == REMOVED_NAMES:
        if time.monotonic() > ctx.deadline:
            return None
        from semmerge.merge.removed import removed_in_use

        found = removed_in_use(*lines, text, ctx.parser, ctx.spec.predeclared, gone,
                               ctx.spec.name_types, lambda: _imported(ctx.tree("base")),
                               ctx.spec.member_access)
        return [(name, line, f"{side} removed it everywhere else") for name, line, side in found]
    names = suspects(check, *lines)
    if not names:
        return []
    if time.monotonic() > ctx.deadline:
        return None
    found = new_undefined(check, ctx.texts["left"], ctx.texts["right"], text, names)
    return [(name, line, "no longer defined or imported") for name, line in found]


def _imported(tree: SymbolNode) -> set[str]:
    """The names the imports of a file (or of a namespace in it) bind."""
    found: set[str] = set()
    for node in tree.children or ():
        if node.is_import:
            found.update(node.bindings)
        elif node.is_container and not node.ordered:
            found |= _imported(node)  # a namespace, or a Scala object's own imports
    return found


def _finding(name: str, line: int, why: str) -> str:
    if PARAMETER_REQUIRED in why:  # a parameter a call does not pass: not "used"
        return f"'{name}' is not passed at line {line}: {why}"
    if MADE_ASYNC in why:  # a coroutine function called for a value
        return f"'{name}()' is not awaited at line {line}: {why}"
    return f"'{name}' is used at line {line} but {why}"


_SKIPPED = "semantic check skipped: the time limit was reached"


def _merge(line: LineMerge, ctx: _Context, opts: MergeOptions) -> MergeResult:
    spec, deadline = ctx.spec, ctx.deadline
    problem = None
    suspect = False  # a clean line merge that may have put a change in the wrong copy
    revived = False  # ... or kept a block one side deleted and the other moved
    if not line.clean and _emptied(ctx):
        # A side that deleted everything and one that edited: the file's fate is one
        # decision (git's conflict over the whole file), not one per member, where a
        # package clause or imports the deleting side removed too would be left out.
        return _fallback(line, "one side emptied the file", None)
    try:
        if line.clean:
            check = _may_break(ctx)
            problem = None if check is None else _line_problem(line.text, ctx, check)
            # The key check first: its message names the key, the compiler's the line.
            problem = problem or _key_problem(line.text, ctx, _DUPLICATES) or (
                _compiler_problem(line.text, ctx)) or _added_twice(line.text, ctx) or (
                _shared_values(line.text, ctx)) or _clause_twice(line.text, ctx) or (
                _registered_twice(line.text, ctx))
            suspect = problem is None and (
                (check is not None and _misaligned(ctx)) or _moved_beside(ctx))
            revived = problem is None and not suspect and _revived(line.text, ctx)
            if problem is None and not suspect and not revived:
                return _clean_line(line, ctx)
        trees = ctx.trees()
        text, conflicts, accounted, made, repeats, notes = _structured(
            trees, spec, opts, deadline)
        if suspect and conflicts:
            return _clean_line(line, ctx)  # no surer merge than the line merge's
        reason = _verify(text, conflicts, ctx, accounted, made, repeats)
        note = None
        if reason is not None and not conflicts:
            text, conflicts, note = _ordered_retry(text, reason, ctx, opts)
            reason = None if note is not None else reason
        if reason is not None:
            raise Fallback(reason)
        findings = _structured_findings(text, conflicts, ctx)
    except (Fallback, ParseTimeout) as exc:
        if revived:
            return _clean_line(line, ctx)  # the merge by symbols could not say
        if not line.clean:
            return _fallback(_marked_beside(line, ctx, opts), str(exc), None)
        if not _certain(problem, ctx):
            return _fallback(line, str(exc), None)
        marked = marked_merge(*ctx.lines(), str(problem), **opts.line_kwargs())
        return _fallback(marked, str(exc), problem)
    note = note or ("; ".join(notes) if conflicts and notes else None)
    return MergeResult(text, not conflicts, conflicts, "structured", note or ctx.error_note(),
                       findings=findings)


def _structured_findings(text: str, conflicts: list[Conflict], ctx: _Context) -> list[str]:
    """A clean structured result with a semantic finding (a name it uses but no longer
    binds, where left and right alone did not; or, by ``removed-names``, one that a
    side removed everywhere and the other side's new code uses; or, where the language
    has the check, a parameter one side removed that the other side's new code still
    passes: run here only, since it may parse three files) is not trusted: one
    side's code needs what the other removed or renamed, and putting them together is
    for a person to decide. The line merge is taken instead (Fallback), with the names
    in its reason."""
    check = ctx.spec.semantic_check
    if conflicts or not check:
        return []
    findings = _undefined(text, ctx, check)
    if findings is None:
        return [_SKIPPED]
    named = CHECKS.get(check)
    late = time.monotonic() > ctx.deadline  # the parameter check may parse three files
    if not findings and not late and named is not None and named.parameters is not None:
        findings = [(p, line, f"{side} {why} {func}()")
                    for p, line, side, func, why in named.parameters(*ctx.lines(), text)]
    if findings:
        raise Fallback("the structured result has a semantic conflict: " + "; ".join(
            _finding(*f) for f in findings
        ))
    return []


def _defined_later(text: str, ctx: _Context, named: NameCheck) -> list[tuple[str, int, str]]:
    """(name, line, why) for each name the result reads above the statement that
    defines it (while the module loads, or in a function before the local is
    assigned), where neither side did: one side moved a definition below a statement
    the other side made read it. Judged only where that can happen (see
    :func:`_moves_bindings`; a reading of three files, rare)."""
    early = named.early
    moved = None if early is None else _moves_bindings(ctx, named)
    if early is None or moved is None:
        return []
    return _new_in_result(text, ctx, lambda t: early(t, moved),
                          "its definition comes further down")


def _moves_bindings(ctx: _Context, named: NameCheck) -> set[str] | None:
    """Did a side move a line that binds a name (remove it at one place and add it at
    another, as it was or indented anew: :func:`_moved_lines`): one at module level or
    an assignment in a class body, whose move also moves the other side's insertions
    anchored to it; or an assignment in a function body whose target the other side's
    added lines name (``total = 0`` moved down, a use added above)? Or did the other
    side add an assignment reading its own target (``size = min(size, 100)``) of a name
    this side took out of a definition (a parameter renamed)? Else every read keeps its
    place relative to the bindings it read in one side. Or did one side add a statement
    that runs at import and the other a definition (:func:`_runs_beside_definitions`)?
    None when none of these; else the locals to read for (the functions holding them;
    empty: the module's loading alone)."""
    base, left, right = ctx.lines()
    edits = [diff_edits(base, left), diff_edits(base, right)]
    changed = [changed_lines(base, left, edits[0]), changed_lines(base, right, edits[1])]
    found: set[str] | None = None
    for side, side_edits, (removed, added), (_, other) in (
        (left, edits[0], *changed), (right, edits[1], *changed[::-1])
    ):
        exact = set(removed).intersection(added)
        if any(_loads_early(line) and named.binds(line) for line in exact):
            found = found or set()
        moved = _moved_lines(base, side, side_edits, exact)
        # One indented anew (into a ``try`` lower down): only where the other side
        # names what it binds.
        named_other = named.words(other) if moved - exact else set()
        if any(_loads_early(line) and not named_other.isdisjoint(named.binds(line))
               for line in moved - exact):
            found = found or set()
        # Deeper, an assignment's targets (locals): only where the other side names one.
        targets = {
            name.strip() for line in moved if (m := _local_assignment().match(line))
            for name in m[1].split(",")
        }
        if targets and not targets.isdisjoint(named_other or named.words(other)):
            found = (found or set()) | targets
        # An assignment the other side added that reads its own target first
        # (``size = min(size, 100)``, ``total += fee``), of a name this side took out of
        # a definition or assignment and uses no more (a parameter or local renamed).
        reads = {name for line in other if (name := _self_assigned(line))}
        if reads:
            gone = named.words(
                [line for line in removed if _binding_line().match(line)]
            ) - named.words(added)
            if not reads.isdisjoint(gone):
                found = (found or set()) | (reads & gone)
    if found is None and _runs_beside_definitions(base, left, right, edits):
        found = set()
    return found


def _runs_beside_definitions(
    base: list[str], left: list[str], right: list[str],
    edits: list[list[tuple[int, int, int, int]]],
) -> bool:
    """Did one side add, at a place of base where the other side added too, a
    module-level statement that runs while the module loads (an ``if __name__`` guard,
    a call, a loop), and the other a module-level definition? The merge puts one of the
    two first, maybe the statement, whose calls may read the definition not yet there:
    both appended at the end, the guard first. (Added at places of their own, each keeps
    its place among base's lines.)"""
    shared = {e[0] for e in edits[0] if e[3]} & {e[0] for e in edits[1] if e[3]}
    if not shared:
        return False
    added = [[line for e in side_edits if e[0] in shared for line in side[e[2] : e[2] + e[3]]]
             for side_edits, side in ((edits[0], left), (edits[1], right))]
    runs = [any(_top_level_statement().match(line) for line in a) for a in added]
    defines = [any(_top_level_definition().match(line) for line in a) for a in added]
    return (runs[0] and defines[1]) or (runs[1] and defines[0])


@cache
def _top_level_statement() -> re.Pattern[str]:
    """A module-level line that may call something while the module loads: a block
    (``if __name__ == ...:``, ``for``, ``with``, ``try``) or a line with a call, other
    than a definition or an import (nor a comment, a docstring or a decorator)."""
    return re.compile(
        r"(?:if|for|while|with|try|match)\b|(?!(?:async[ \t]+)?def\b|class\b|import\b"
        r"|from\b)[A-Za-z_][^#\n]*\(")


@cache
def _top_level_definition() -> re.Pattern[str]:
    return re.compile(r"(?:async[ \t]+)?def[ \t]|class[ \t]")


def _moved_lines(
    base: list[str], side: list[str], edits: list[tuple[int, int, int, int]], exact: set[str]
) -> set[str]:
    """The lines (as base has them) ``side`` removed and added again (``edits``): as
    they were (``exact``), or, a line or a few, indented anew at another place (into a
    ``try`` lower down, into both branches of an ``if``), not where it removed them (a
    block wrapped in a ``with`` is no move, and many lines indented anew are a block's
    new indentation more likely than moves: reading for them costs too much)."""
    removed = {line.strip(): line for i, n, _, _ in edits for line in base[i : i + n]}
    added = {line.strip() for _, _, j, m in edits for line in side[j : j + m]}
    anew = (removed.keys() & added) - {line.strip() for line in exact} - {""}
    if not anew or len(anew) > _FEW_MOVED:
        return exact
    where: dict[str, set[int]] = {}  # an added line's text -> the hunks adding it
    for k, (_, _, j, m) in enumerate(edits):
        for line in side[j : j + m]:
            if line.strip() in anew:
                where.setdefault(line.strip(), set()).add(k)
    moved = set(exact)
    for k, (i, n, _, _) in enumerate(edits):
        moved.update(line for line in base[i : i + n]
                     if line.strip() in anew and where.get(line.strip(), {k}) - {k})
    return moved


#: How many lines indented anew may count as moves (see :func:`_moved_lines`).
_FEW_MOVED = 3


@cache
def _binding_line() -> re.Pattern[str]:
    """A line that may bind a local: a ``def`` (its parameters), an assignment."""
    return re.compile(r"[ \t]*(?:async[ \t]+)?def[ \t]|[ \t]*[A-Za-z_][\w, \t]*(?::[^=\n]*)?=(?!=)")


def _self_assigned(line: str) -> str | None:
    """The local an indented assignment binds when it reads it too."""
    m = _local_update().match(line)
    if m is None:
        return None
    name = m[1]
    return name if m[2] or re.search(rf"\b{name}\b", m[3]) else None


@cache
def _local_update() -> re.Pattern[str]:
    return re.compile(r"[ \t]+([A-Za-z_]\w*)\s*(\*\*|//|<<|>>|[-+*/%&|^@])?=(?!=)(.*)")


@cache
def _local_assignment() -> re.Pattern[str]:
    return re.compile(
        r"[ \t]+([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)[ \t]*,?[ \t]*(?::[^=\n]*)?=(?!=)")


def _loads_early(line: str) -> bool:
    """Is ``line`` at module level, or an assignment one level into a class body?"""
    if not line.strip():
        return False
    if line[0] not in " \t":
        return True
    return _class_assignment().match(line) is not None


@cache
def _class_assignment() -> re.Pattern[str]:
    return re.compile(r"(?:    |\t)[A-Za-z_]\w*\s*(?::[^=\n]*)?=(?!=)")


def _fields_out_of_order(
    text: str, ctx: _Context, fields: Callable[[str], dict[str, int] | None]
) -> list[tuple[str, int, str]]:
    """(field, line, why) for each class whose fields the result puts in an order the
    language rejects, where neither side did: each side added a field at one place, one
    with a default and one without. Judged only where each side added a line that
    looks like an annotated field (``    name: type``) and the result names a decorator
    or base with that rule."""
    base, left, right = ctx.lines()
    pattern = _annotated_field()
    if not all(any(pattern.match(line) for line in changed_lines(base, side)[1])
               for side in (left, right)) or not _field_rule().search(text):
        return []
    return _new_in_result(text, ctx, fields, "it has no default and follows a field with"
                          " one: the class cannot be created")


def _new_in_result(
    text: str, ctx: _Context, judge: Callable[[str], dict[str, int] | None], why: str
) -> list[tuple[str, int, str]]:
    """(name, line, why) for each name ``judge`` finds in the result and in neither
    side (nothing when a side cannot be judged)."""
    now = judge(text)
    if not now:
        return []
    before: set[str] = set()
    for side in ("left", "right"):
        found = judge(ctx.texts[side])
        if found is None:
            return []
        before |= found.keys()
    return [(name, line, why) for name, line in now.items() if name not in before]


@cache
def _field_rule() -> re.Pattern[str]:
    """Words of the classes whose fields follow the rule (see pyorder)."""
    return re.compile(
        r"\bdataclass\b|\bNamedTuple\b|@(?:attr\.s|attrs\.\w+|define|frozen|mutable)\b")


@cache
def _annotated_field() -> re.Pattern[str]:
    return re.compile(r"[ \t]+[A-Za-z_]\w*\s*:(?!=)\s*[^\s#]")


def _ordered_retry(
    text: str, reason: str, ctx: _Context, opts: MergeOptions
) -> tuple[str, list[Conflict], str | None]:
    """A clean structured result that repeats a name or an enum value in some scopes
    (each side's ``URGENT = 4`` and ``CRITICAL = 4`` put at the end of one enum), merged
    again with the members of those scopes as an ordered list: members both sides
    inserted at one place are then a conflict there, and the rest of the file keeps its
    merge by symbols, where the line merge would conflict wherever else the sides' edits
    touch. Returns the result and a note saying why it conflicts (the first result's
    reason), or the first result and no note when the second try gives no conflicted
    result the checks accept."""
    try:
        merged = ctx.parse(text, like="left")
    except ParseError:
        return text, [], None
    rule = ctx.spec.distinct_values
    scopes = repeated_scopes(merged, ctx.trees(), ctx.spec.rebinds_alike, rule)
    if not scopes or time.monotonic() > ctx.deadline:
        return text, [], None
    try:
        again, conflicts, accounted, made, _, _ = _structured(
            ctx.trees(), ctx.spec, opts, ctx.deadline, ordered=scopes)
    except (Fallback, ParseTimeout):
        return text, [], None  # the first try's reason is the one to report
    if not conflicts or _verify(again, conflicts, ctx, accounted, made) is not None:
        return text, [], None
    where = ", ".join(sorted(s or "the module" for s in scopes))
    return again, conflicts, (f"{reason}: the members of {where} were merged in order, and "
                              "those both sides inserted at one place are a conflict")


def _structured(
    trees: list[SymbolNode], spec: LanguageSpec, opts: MergeOptions, deadline: float,
    ordered: Collection[str] = (),
) -> tuple[str, list[Conflict], list[str], list[str], bool, list[str]]:
    """Merge the symbol trees and render the result, with the side lines it accounts for
    without holding them, the lines it wrote that no input holds there, whether it
    may repeat a name or an enum value, and why some conflicts are conflicts (see
    ``TreeMerger.accounted``, ``made``, ``may_repeat`` and ``notes``; the tree merger
    is imported only here: most merges take the line path, and the driver starts once
    per file)."""
    from semmerge.merge.structured import TreeMerger
    from semmerge.render.pieces import render_pieces

    merger = TreeMerger(spec, opts, deadline, ordered)
    text, conflicts = render_pieces(merger.merge(*trees))
    return (text, conflicts, list(merger.accounted.elements()), list(merger.made.elements()),
            merger.may_repeat, merger.notes)


def _compiler_problem(text: str, ctx: _Context) -> str | None:
    """Why the language's compiler rejects a clean line merge, where the sides' changes
    give it a reason to look (:attr:`~semmerge.merge.checks.Validator.doubt`: for
    Python, one side took ``async`` off a line while the other added an ``await``). The
    whole file is compiled then, and left and right too: an error either side already
    had says nothing about the merge."""
    check = VALIDATORS.get(ctx.spec.validator or "")
    if check is None or not check.doubt(
        [ctx.texts[n] for n in ("base", "left", "right")], ctx.lines()
    ):
        return None
    def judged(whole: str) -> str | None:
        return validate(whole, ctx.spec.validator) or reject_parts(
            [(1, whole)], ctx.spec.validator)

    rejected = judged(text)
    if rejected is None or any(judged(ctx.texts[n]) for n in ("left", "right")):
        return None
    return f"the line merge does not compile ({rejected})"


def _key_problem(text: str, ctx: _Context, prefix: str) -> str | None:
    """Why ``text`` is unsafe when it holds one key of a keyed list twice, once from
    each side (:mod:`semmerge.merge.keys`: a keyword argument, a dictionary key); None
    without such a key."""
    return "; ".join(
        f"{prefix}'{key}' twice in one {kind.replace('_', ' ')}, at lines {a} and {b}, "
        "one from each side" for key, kind, a, b in _repeated_keys(text, ctx) or ()
    ) or None


def _repeated_keys(text: str, ctx: _Context) -> list[tuple[str, str, int, int]] | None:
    """(key, list kind, line, line) for :func:`_key_problem`. The text is parsed (or its
    parse reused) only when lines both sides added begin with one key, and the text has
    such a line from each side."""
    if not any(c.identity for c in ctx.spec.commutative.values()):
        return None
    added = ctx.added()
    pattern = ctx.spec.line_key_pattern
    keys = shared_keys(*added, pattern)
    if not keys:
        return None
    lines = split_lines(text)
    found = candidates(lines, added, keys, pattern)
    if not found:
        return None
    try:
        parsed = ctx._parse(text, lines, "left")
    except ParseError:
        return None  # what does not parse is for the other checks to report
    return repeated_keys(parsed.tree.root_node, parsed.src.data, lines, found,
                         ctx.spec.commutative)


def _joined_key_problem(text: str, ctx: _Context) -> str | None:
    """Why ``text``, where lines both sides changed were merged word by word, is unsafe:
    a keyed list (the attributes of one tag) holds one key twice where neither side
    did, one occurrence from each side on one line, which :func:`_key_problem` (lines
    that begin with a key) does not see. None when no such list repeats a key."""
    commutative = ctx.spec.commutative
    if not any(c.identity for c in commutative.values()):
        return None
    try:
        merged = ctx.parsed(text, "left")
    except ParseError:
        return None  # the other checks report what does not parse
    counts = repeated_identities(merged.tree.root_node, merged.src.data, commutative)
    if not counts:
        return None
    sides = [ctx.parsed_input(n) for n in ("left", "right")]
    before = [repeated_identities(p.tree.root_node, p.src.data, commutative) for p in sides]
    new = [k for k, n in counts.items() if n > max(b.get(k, 0) for b in before)]
    return "; ".join(
        f"the structured result holds '{key}' twice in one {kind.replace('_', ' ')}"
        for kind, key in new
    ) or None


def _clean_line(line: LineMerge, ctx: _Context) -> MergeResult:
    result = MergeResult.from_line_merge(line, "line")
    result.reason = ctx.error_note()
    return result


def _revived(text: str, ctx: _Context) -> bool:
    """May the clean line merge have kept a block of lines that one side deleted and
    the other side moved? The line merge sees the move as a deletion (which both sides
    made) and an insertion elsewhere (which only the mover made), so it keeps the block
    at its new place, undoing the deletion. Such a merge goes to the merge by symbols,
    which knows a deleted member from a moved one. A block is three or more non-blank
    lines, or fewer with 16 letters or digits (a one-line function, ``fun describe() =
    ...``; not a lone ``}`` or ``return x``), compared as text. A block of fewer lines
    counts only where the merge holds it more often than the deleting side does: one
    line may well stand elsewhere too."""
    base, left, right = ctx.lines()
    merged: list[str] | None = None  # each read once, and only for a moved block
    for mover, other in ((left, right), (right, left)):
        edits = diff_edits(base, mover)
        inserted = [_solid(mover[j : j + m]) for _, _, j, m in edits if m]
        added = {line for ins in inserted for line in ins}  # a cheap test first
        gone: set[int] | None = None
        for i, n, _, _ in edits:
            block = _solid(base[i : i + n])
            if (not _substantial(block) or not added.issuperset(block)
                    or not any(_holds(ins, block) for ins in inserted)):
                continue
            gone = _deleted_rows(base, other) if gone is None else gone
            if not all(k in gone for k in range(i, i + n) if base[k].strip()):
                continue  # the other side kept some of it: no deletion to undo
            merged = _solid(split_lines(text)) if merged is None else merged
            if len(block) >= 3 and _holds(merged, block):
                return True
            if len(block) < 3 and _count(merged, block) > _count(_solid(other), block):
                return True
    return False


def _moved_beside(ctx: _Context) -> bool:
    """Did one side move a block of lines (a class sorted below another) while the
    other side changed lines right next to its old place (a method appended to that
    class)? The line merge anchors the change to the lines around it, which the move
    left behind, so the change lands under another definition (in the function that
    now precedes the blank lines) or at another indentation. The merge by symbols
    carries it with the block; where that conflicts, the line merge stands.

    A moved block: the non-blank lines of one of the mover's hunks that the mover
    inserts again in another hunk, :func:`_substantial` together. Next to it: the
    other side's change adds lines where it starts or ends within the block's base rows
    or the blank rows around them, and removes none of the moved lines."""
    base, left, right = ctx.lines()
    for mover, other in ((left, right), (right, left)):
        edits = diff_edits(base, mover)
        if len(edits) < 2:
            continue  # a move is a removal in one hunk and an insertion in another
        hunks: dict[str, set[int]] = {}  # an inserted line -> the hunks inserting it
        for h, (_, _, j, m) in enumerate(edits):
            for x in mover[j : j + m]:
                if x.strip():
                    hunks.setdefault(x, set()).add(h)
        for k, (i, n, _, _) in enumerate(edits):
            rows = [r for r in range(i, i + n)
                    if base[r] in hunks and (len(hunks[base[r]]) > 1 or k not in hunks[base[r]])]
            if not rows or not _substantial([base[r] for r in rows]):
                continue
            lo, hi = rows[0], rows[-1] + 1
            while lo > 0 and not base[lo - 1].strip():
                lo -= 1
            while hi < len(base) and not base[hi].strip():
                hi += 1
            # An addition next to the block, that leaves the moved lines alone: where
            # the other side deleted or changed them, the line merge's verdict on that
            # (a conflict, or the move kept) is the one to keep.
            if any(s <= hi and s + c >= lo and m and not (s < rows[-1] + 1 and s + c > rows[0])
                   for s, c, _, m in diff_edits(base, other)):
                return True  # (diff_edits is memoized: one diff per side)
    return False


def _count(lines: list[str], block: list[str]) -> int:
    """How often ``lines`` holds ``block`` as one contiguous run."""
    return sum(1 for _ in _runs(lines, block))


def _substantial(block: list[str]) -> bool:
    """Is ``block`` (non-blank lines) more than a brace or a short statement, whose
    move is a diff's alignment more often than a member's move?"""
    return len(block) >= 3 or sum(map(str.isalnum, "".join(block))) >= 16


def _solid(lines: Sequence[str]) -> list[str]:
    return [x for x in lines if x.strip()]


def _holds(lines: list[str], block: list[str]) -> bool:
    """Does ``lines`` hold ``block`` as one contiguous run?"""
    return any(True for _ in _runs(lines, block))


def _runs(lines: list[str], block: list[str]) -> Iterator[int]:
    """Where ``lines`` holds ``block`` as one contiguous run."""
    n = len(block)
    return (k for k in range(len(lines) - n + 1)
            if lines[k] == block[0] and lines[k : k + n] == block)


def _deleted_rows(base: list[str], side: list[str]) -> set[int]:
    """The rows of ``base`` that ``side`` deleted or replaced."""
    return {k for i, n, _, _ in diff_edits(base, side) for k in range(i, i + n)}


def _misaligned(ctx: _Context) -> bool:
    """May the clean line merge have carried one side's change into a copy of its place
    that the other side added (a function copied above the one the first side edited)?

    The line merge aligns base with each side by text alone; where the other side's
    added copy matches base better, the change lands in the copy. Seen from the changed
    base lines: in the other side they stand under other enclosing headers (the lines
    indented less above them) than in base, while base's headers are all still there,
    the innermost holding the lines next to the change (copied, not moved). The
    merge by symbols knows which copy was edited.

    Linear in the lines times their depth: each line's enclosing header is found once
    (:func:`_parents`), not by a scan back (a change to a long file nested deep in one
    call, a test suite's ``describe``, took seconds)."""
    base, left, right = ctx.lines()
    base_up = _parents(base)
    for side, other in ((left, right), (right, left)):
        blocks = diff_blocks(base, other)
        starts = [i for i, _, _ in blocks]
        other_up: list[int] | None = None
        present: set[str] | None = None
        for start, count, _, _ in diff_edits(base, side):
            for i in range(max(0, start - 1), min(len(base), start + count)):
                k = bisect_right(starts, i) - 1
                if k < 0 or i >= blocks[k][0] + blocks[k][2]:
                    continue  # the other side changed it too
                heads = _headers(base, base_up, i)
                if not heads:
                    continue
                other_up = other_up if other_up is not None else _parents(other)
                if heads == _headers(other, other_up, blocks[k][1] + i - blocks[k][0]):
                    continue
                present = present if present is not None else set(other)
                if present.issuperset(heads) and _place_kept(
                    base, other, other_up, heads[0], start, start + count
                ):
                    return True
    return False


def _place_kept(base: list[str], other: list[str], other_up: list[int], head: str,
                start: int, end: int) -> bool:
    """Does ``other`` keep, in a block under a line ``head``, a line next to the change
    of base lines ``start`` to ``end`` (the nearest line that is not blank on either
    side, inside base's block of ``head``)? ``other_up``: :func:`_parents` of ``other``."""
    depth = _indent(head)
    near = [_nearest(base, start - 1, -1), _nearest(base, end, 1)]
    near = {base[n] for n in near if n is not None and _indent(base[n]) > depth}
    if not near:
        return False
    for m, line in enumerate(other):
        if line in near:
            j = other_up[m]
            while j >= 0 and _indent(other[j]) >= depth:
                if other[j] == head:
                    return True
                j = other_up[j]
    return False


def _nearest(lines: list[str], i: int, step: int) -> int | None:
    """The first line from ``i`` on, going by ``step``, that is not blank."""
    while 0 <= i < len(lines):
        if lines[i].strip():
            return i
        i += step
    return None


def _parents(lines: list[str]) -> list[int]:
    """For each line, the index of the line enclosing it by indentation: the nearest
    line above that is not blank and is indented less (-1: none, and for blank lines,
    which belong to no block by themselves)."""
    parents = [-1] * len(lines)
    open_: list[tuple[int, int]] = []  # (indentation, index): the enclosing lines so far
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        depth = _indent(line)
        while open_ and open_[-1][0] >= depth:
            open_.pop()
        if open_:
            parents[i] = open_[-1][1]
        open_.append((depth, i))
    return parents


def _headers(lines: list[str], parents: list[int], i: int) -> list[str]:
    """The lines enclosing line ``i`` by indentation, innermost first (``parents``:
    :func:`_parents` of ``lines``)."""
    heads: list[str] = []
    j = parents[i]
    while j >= 0:
        heads.append(lines[j])
        j = parents[j]
    return heads


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _certain(problem: str | None, ctx: _Context) -> bool:
    """Is the clean line merge known to be wrong?

    A duplicate definition is. Output that does not parse is wrong only when all three
    inputs do parse: a clean line merge of broken inputs is what git gives, and when
    time ran out before the inputs were parsed we cannot tell.
    """
    if problem is None:
        return False
    return problem.startswith(_DUPLICATES) or ctx.parsed_all()


def _may_break(ctx: _Context) -> str | None:
    """What :func:`_line_problem` must check of the clean line merge (None: nothing).
    Answered from the diffs (see :func:`~semmerge.merge.checks.may_break`): most clean
    merges change places far apart and share no name, and skip the parse. A side that
    leaves a string or comment spanning lines open or closed
    (:func:`~semmerge.merge.checks.moves_bounds`) changes how far lines read: parsed."""
    found = may_break(*ctx.lines(), CHECKS.get(ctx.spec.semantic_check or ""),
                      ctx.spec.names_ignore_case)
    if found != NAMES and moves_bounds(ctx.spec.spanning_delimiters, *ctx.lines()):
        return NAMES  # code may have become text or text code, far from the change
    return found


def _line_problem(text: str, ctx: _Context, check: str = NAMES) -> str | None:
    """Why a clean line merge is not safe to take, or None. ``check`` is
    :data:`~semmerge.merge.checks.SYNTAX` when no name can be bound twice: the parse
    alone answers, without a symbol tree."""
    try:
        if check == SYNTAX:
            ctx.check_syntax(text)
            return None
        merged = ctx.parse(text)
    except ParseError as exc:
        return f"the line merge does not parse ({exc})"
    alike = ctx.spec.rebinds_alike
    if all(n < 2 for n in definition_counts(merged, alike).values()):
        return None  # nothing repeats: no need to parse the inputs
    try:
        dups = new_duplicates(merged, ctx.trees(), alike)
    except Fallback:
        return None  # an input does not parse: nothing better than the line merge
    return _DUPLICATES + "; ".join(dups) if dups else None


_DUPLICATES = "the line merge defines "


def _added_twice(text: str, ctx: _Context) -> str | None:
    """With the spec's ``additions_once``: a clean line merge holding a line both sides
    added more often than either side holds it placed one addition twice (each side
    put one changelog entry under another heading), a duplicate."""
    if not ctx.spec.additions_once:
        return None
    twice = repeated_lines(*ctx.lines(), text, once=True)
    return f"{_DUPLICATES}twice a line both sides added: {twice[0].strip()!r}" if twice else None


def _clause_twice(text: str, ctx: _Context, prefix: str = _DUPLICATES) -> str | None:
    """With the spec's ``clauses_once``: a clean merge holding one clause twice in one
    chain (each side added ``elif kind == "pickup":`` or ``except ValueError:`` at
    another place of one ``if`` or ``try``), where neither side does, is a duplicate:
    the second is never reached, and its side's code with it. Read only where both
    sides added such a line."""
    rule = ctx.spec.clauses_once
    if rule is None:
        return None
    left, right = ({p for line in lines for p in rule[0] if line.strip().startswith(p)}
                   for lines in ctx.added())
    if not left & right:
        return None
    twice = clauses_twice(text, *rule)
    if twice:
        for side in ctx.lines()[1:]:
            twice -= clauses_twice("".join(side), *rule)
    return f"{prefix}twice in one chain the clause {min(twice)!r}" if twice else None


def _registered_twice(text: str, ctx: _Context, prefix: str = _DUPLICATES) -> str | None:
    """With the spec's ``distinct_lines``: a merge holding one registration (a route)
    more often than any version, where each side added it (each its own handler of
    ``/health``), is a duplicate."""
    pattern = ctx.spec.distinct_lines
    if pattern is None:
        return None
    left, right = (registrations(lines, pattern) for lines in ctx.added())
    if not left & right:
        return None
    sides = ["".join(lines) for lines in ctx.lines()[1:]]
    found = registered_twice(text, sides, pattern)
    return prefix + "; ".join(found) if found else None


def _shared_values(text: str, ctx: _Context) -> str | None:
    """With the spec's ``distinct_values``: a clean line merge in which members of one
    enum share a value more often than in any version (each side added a member with the
    next free value) is a duplicate. Parsed only when a line of each side's additions
    sets one literal."""
    rule = ctx.spec.distinct_values
    if rule is None or (rule[1] is not None and not _header_in(rule[1], text)):
        return None  # no enum here (a Python file without an Enum class)
    left, right = ({literal_value(line) for line in lines} for lines in ctx.added())
    if not (left & right) - {None} and not (rule[2] and (left | right) - {None}):
        return None  # no value both sides set, nor a value beside members that imply one
    try:
        merged = ctx.parse(text, like="left")
    except ParseError:
        return None  # what does not parse is for the other checks to report
    found = repeated_values(merged, ctx.trees(), rule)
    return _DUPLICATES + "; ".join(found) if found else None


def _header_in(pattern: str, text: str) -> bool:
    """Does a line of ``text``, from its start (a container's header), match?"""
    return re.search(pattern, text, re.M) is not None


def _repeats(merged: SymbolNode, trees: list[SymbolNode], ctx: _Context) -> list[str]:
    """Names a merged tree defines more often than any input, and enum values more
    members share."""
    dups = new_duplicates(merged, trees, ctx.spec.rebinds_alike)
    if ctx.spec.distinct_values is not None:
        dups += repeated_values(merged, trees, ctx.spec.distinct_values)
    return dups


def _repeats_beside(text: str, conflicts: list[Conflict], ctx: _Context) -> list[str]:
    """What a conflicted result defines twice whichever way its conflicts are resolved
    (all as left, all as right): a repeat outside them, which the markers would not lead
    a user to (two sides' ``Admin = 8`` and ``Share = 1 << 3`` beside a conflicted
    match). Nothing when a resolution does not parse."""
    found: list[str] | None = None
    for side in (0, 1):
        try:  # each resolution is mostly that side's file: re-parsed from its parse
            merged = ctx.parse(_resolved(text, conflicts, side), like=("left", "right")[side])
        except ParseError:
            return []
        dups = _repeats(merged, ctx.trees(), ctx)
        found = dups if found is None else [d for d in found if d in dups]
        if not found:
            return []
    return found or []


def _marked_beside(line: LineMerge, ctx: _Context, opts: MergeOptions) -> LineMerge:
    """The conflicted line merge, with one more conflict block around what it breaks
    whichever way its conflicts are resolved (one key from each side in one dictionary,
    far from the conflict), so that the markers lead a user there too."""
    if time.monotonic() > ctx.deadline:
        return line  # the time limit sent us here: no more parsing
    text, conflicts = line.text, MergeResult.from_line_merge(line, "fallback").conflicts
    try:
        found = "; ".join(_repeats_beside(text, conflicts, ctx)) or _broken_beside(
            text, conflicts, ctx)
    except (Fallback, ParseTimeout):
        return line  # an input does not parse, or time ran out: nothing to compare with
    if not found:
        return line
    return marked_merge(*ctx.lines(), found, **opts.line_kwargs())


def _broken_beside(text: str, conflicts: list[Conflict], ctx: _Context) -> str | None:
    """What a conflicted result breaks whichever way its conflicts are resolved (all
    as left, all as right), as the checks of a clean result would find it: one key
    twice in one dictionary or call, or a field without a default placed after one with
    a default. The markers would not lead a user there (each side's field, beside an
    unrelated conflict over a version number)."""
    named = CHECKS.get(ctx.spec.semantic_check or "")
    fields = named.fields if named is not None else None
    found: set[tuple[str, str]] | None = None
    for side in (0, 1):
        resolved = _resolved(text, conflicts, side)
        now = {(f"holds '{key}' twice in one {kind.replace('_', ' ')}", key)
               for key, kind, _, _ in _repeated_keys(resolved, ctx) or ()}
        if fields is not None:
            now |= {(f"places the field '{name}' badly ({why})", name)
                    for name, _, why in _fields_out_of_order(resolved, ctx, fields)}
        found = now if found is None else found & now
        if not found:
            return None
    return "; ".join(sorted(what for what, _ in found or ()))


def _resolved(text: str, conflicts: list[Conflict], side: int) -> str:
    """``text`` with each conflict's markers taken out and one side's lines kept (0:
    left's, 1: right's)."""
    lines = text.splitlines(keepends=True)
    out: list[str] = []
    at = 0
    for c in sorted(conflicts, key=lambda c: c.start_line):
        start, end = c.start_line - 1, c.end_line  # the region, markers included
        region = lines[start:end]
        if not region or not region[0].startswith("<<<<<<<"):
            continue  # no markers (a semantic finding): nothing to resolve
        out += lines[at:start]
        size = len(region[0]) - len(region[0].lstrip("<"))
        seps = [i for i, line in enumerate(region)
                if line.startswith(("|" * size, "=" * size)) and i > 0]
        middle = next((i for i in seps if region[i].startswith("=" * size)), len(region) - 1)
        out += region[1 : seps[0]] if side == 0 and seps else region[middle + 1 : -1]
        at = end
    return "".join(out + lines[at:])


def _overlong_line(text: str, ctx: _Context) -> str | None:
    """Why a clean structured result breaks the language's line length limit (the
    spec's ``max_line_length``: Fortran compilers reject a free-form line over 132
    characters), or None: a line over it that no version has, made by merging one
    line's words or the items of a one-line list from both sides."""
    limit = ctx.spec.max_line_length
    if not limit:
        return None
    long = [line for line in text.split("\n") if len(line) > limit]
    if not long:
        return None
    known = {line for version in ctx.texts.values() for line in version.split("\n")
             if len(line) > limit}
    new = [line for line in long if line not in known]
    if not new:
        return None
    return (f"the structured result has a line of {len(new[0])} characters, over the "
            f"limit of {limit}: {new[0].strip()[:60]!r}")


def _verify(
    text: str, conflicts: list[Conflict], ctx: _Context, accounted: list[str],
    made: list[str], may_repeat: bool = True,
) -> str | None:
    trees = ctx.trees()
    if conflicts:
        twice = _repeats_beside(text, conflicts, ctx) if may_repeat else []
        if twice:
            return "the structured result defines " + "; ".join(twice) + " outside its conflicts"
        broken = _broken_beside(text, conflicts, ctx)
        if broken:
            return f"the structured result {broken} outside its conflicts"
    else:
        try:
            merged = ctx.parse(text, like="left")
        except ParseError as exc:
            return f"the structured result does not parse ({exc})"
        dups = _repeats(merged, trees, ctx)
        if dups:
            return "the structured result defines " + "; ".join(dups)
        if copied_definitions(merged, trees):
            return "the structured result holds one definition twice under different names"
        rejected = validate(text, ctx.spec.validator) or reject_parts(
            _mixed(merged, trees), ctx.spec.validator
        )
        if rejected and _validator_judges(ctx):
            return rejected
        repeated = _key_problem(text, ctx, "the structured result defines ") or (
            _clause_twice(text, ctx, "the structured result defines ")) or (
            _registered_twice(text, ctx, "the structured result defines "))
        if repeated:
            return repeated
        if accounted:
            repeated = _joined_key_problem(text, ctx)
            if repeated:
                return repeated
        overlong = _overlong_line(text, ctx)
        if overlong:
            return overlong
    if time.monotonic() > ctx.deadline:
        return "time limit reached before the result was checked"
    exempt = item_lines(trees[1], trees[2])
    seps = {d.separator for ds in ctx.spec.declarations.values() for d in ds if d.separator}
    ends = {d.terminator for ds in ctx.spec.declarations.values() for d in ds if d.terminator}
    # A comma may end a line anew: an item last no more, or a trailing comma one side
    # added (a separator in every language that has lists); so may a terminator (the
    # enum constant ``B;`` that is ``B,`` where the other side appended ``C;``).
    lost = lost_lines(*ctx.lines(), text, exempt.__contains__,
                      "".join(sorted(seps | ends | {","})), accounted)
    if time.monotonic() > ctx.deadline:
        return "time limit reached while the result was checked"  # its diffs were cut short
    if lost:
        return f"the structured result would drop {len(lost)} added line(s), e.g. {lost[0]!r}"
    twice = [] if conflicts else repeated_lines(
        *ctx.lines(), text, "".join(sorted(seps)), ctx.spec.additions_once, made)
    if twice:
        return (f"the structured result would repeat {len(twice)} line(s) no side repeats, "
                f"e.g. {twice[0].strip()!r}")
    revived = [] if conflicts else revived_members(trees, ctx.sources(), text)
    if revived:
        return f"the structured result keeps {revived[0]!r}, which one side deleted"
    moved = None if conflicts else _moved_and_deleted(text, ctx)
    if moved:
        return (f"the structured result keeps {moved!r}, which one side deleted and the "
                "other moved")
    return None


def _moved_and_deleted(text: str, ctx: _Context) -> str | None:
    """A statement one side deleted that the other side moved to another body (into
    an ``if``, out of a loop, to another function; the same line, maybe at another
    indentation), which the result keeps: merged by blocks, the moved copy is the
    mover's insertion in another body, and the deletion at the old place is both
    sides', so the deleting side's change is lost. Only a line base holds once (by
    its text, white space aside), that the mover still holds once and the other side
    not at all, in a stretch it deleted without writing anything in its place (where a
    line repeats, which copy a side deleted or moved is a guess; where it wrote lines
    there, it may have reflowed the statement)."""
    base, left, right = ctx.lines()
    found: Counter[str] | None = None
    tallies: dict[int, Counter[str]] = {}  # each version's stripped lines, when needed

    def tally(lines: list[str]) -> Counter[str]:
        if id(lines) not in tallies:
            tallies[id(lines)] = Counter(x.strip() for x in lines)
        return tallies[id(lines)]

    for mover, other in ((left, right), (right, left)):
        removed, added = changed_lines(base, mover)
        at = {line.strip() for line in removed if _statement_like(line)}
        candidates = {line.strip() for line in added} & at
        deletions: list[tuple[int, int]] | None = None  # the other side's, read once
        for line in candidates:
            counts = [tally(v)[line] for v in (base, mover, other)]
            if counts != [1, 1, 0]:
                continue  # not one line, moved by one side and deleted by the other
            if deletions is None:
                deletions = [(i, n) for i, n, _, m in diff_edits(base, other) if not m]
            row = next(i for i, x in enumerate(base) if x.strip() == line)
            if not any(i <= row < i + n for i, n in deletions):
                continue  # the other side rewrote it (a reflow), not deleted it
            if found is None:
                found = Counter(x.strip() for x in split_lines(text))
            if found[line]:
                return line
    return None


def _statement_like(line: str) -> bool:
    """Is ``line`` more than a brace, a keyword or a short name (six letters or digits
    at least), so that its count means something?"""
    return sum(map(str.isalnum, line)) >= 6


def _mixed(merged: SymbolNode, trees: list[SymbolNode]) -> list[tuple[int, str]]:
    """The statements of ``merged`` that are neither left's nor right's as they are,
    each as (its first line, its text): where the two sides' changes meet. Inside a
    class both sides changed, its members, each under a ``class _:`` line of its own
    (so the first line of the text is one above the member)."""
    return _mixed_in(merged, [trees[1], trees[2]], "")


def _mixed_in(
    node: SymbolNode, sides: list[SymbolNode | None], wrap: str
) -> list[tuple[int, str]]:
    own = {c.body for side in sides if side is not None for c in side.expanded_children}
    found: list[tuple[int, str]] = []
    for child in node.expanded_children:
        if child.body in own:
            continue
        if not child.ordered and child.children:  # a class: look at its members
            inner = [None if side is None else side.find(child.key) for side in sides]
            found += _mixed_in(child, inner, "class _:\n")
        else:
            found.append((child.line - bool(wrap), wrap + child.body))
    return found


def _validator_judges(ctx: _Context) -> bool:
    """Does the language's own parser judge the merge? Yes when it accepts left and
    right. When it rejects one of them (Python 2 code under Python 3's parser), its
    rejecting the result says nothing about the merge, and tree-sitter, which parsed all
    three, is the judge; except where that side's code is the base's: when the parser
    rejects base too, and the side it accepts rewrote the line it rejects in base, that
    side ported the file to the language the parser reads (``except E, e:`` to
    ``except E as e:``), and a result it rejects mixes the other side's old code into
    the port."""
    check = ctx.spec.validator
    accepted = [validate(ctx.texts[n], check) is None for n in ("left", "right")]
    if all(accepted) or not any(accepted):
        return all(accepted)
    rejected = rejection(ctx.texts["base"], check)
    if rejected is None or not rejected[1]:
        return False  # the rejected side brought code the parser does not read
    line = rejected[1] - 1
    base, ported = ctx.lines()[0], ctx.lines()[1 if accepted[0] else 2]
    return any(i0 <= line < i0 + n0 and n for i0, n0, _, n in diff_edits(base, ported))


def _emptied(ctx: _Context) -> bool:
    """Did a side delete every line of a file base has (white space aside), while the
    other kept some of its code (an edit, not a rewrite that deleted it all as well)?"""
    texts = ctx.texts
    if not texts["base"].strip():
        return False
    for side, other in (("left", "right"), ("right", "left")):
        if not texts[side].strip():
            kept = {line.strip() for line in split_lines(texts[other]) if _statement_like(line)}
            return any(line.strip() in kept for line in split_lines(texts["base"]))
    return False


def _fallback(line: LineMerge, reason: str, problem: str | None) -> MergeResult:
    """The line merge; with a ``problem``, a clean line merge found unsafe and marked
    (:mod:`semmerge.merge.marking`), whose conflicts are of kind ``duplicate`` (a name
    defined twice) or ``invalid`` (the result does not parse or compile)."""
    result = MergeResult.from_line_merge(
        line, "fallback", reason if problem is None else f"{problem}; {reason}"
    )
    if problem is not None:
        kind = "duplicate" if problem.startswith(_DUPLICATES) else "invalid"
        result.conflicts = [Conflict(kind, c.start_line, c.end_line) for c in result.conflicts]
    return result
