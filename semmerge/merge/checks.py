"""Checks on a merged text before it is trusted.

In: the three inputs and a candidate output (as texts and, where parsed, symbol trees).
Out: a reason string when the candidate must not be used, else ``None``.

* :func:`new_duplicates`: a definition or imported name that appears more often in one
  scope of the output than in any input (the classic wrong clean line merge).
* :func:`may_break`: whether a clean line merge needs that check (and a parse) at all,
  from the diffs alone.
* :func:`lost_lines`: a line one side added that the output lacks (a dropped change).
* :func:`validate`: the language's own parser, where the spec names one (tree-sitter
  accepts some code that, for instance, CPython rejects).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from functools import cache, lru_cache, partial
from itertools import chain, repeat

from semmerge.merge.linemerge import Edit, diff_edits, split_lines
from semmerge.merge.semantic import (
    NameCheck,
    added_at,
    any_words,
    changed_lines,
    python_symbol_table,
    word_set,
)
from semmerge.parse.tree import SymbolNode

TYPE_CHECKING = False  # importing typing costs the merge driver start-up
if TYPE_CHECKING:
    import ast
    import re


def _scopes(node: SymbolNode, path: str = "") -> Iterator[tuple[str, SymbolNode]]:
    """The module and its classes: the scopes where a repeated definition is a mistake.

    Statement lists (function bodies, blocks) are left out: they legitimately rebind
    names in their branches, and splitting every one would cost the fast path dearly.
    """
    yield path, node
    for child in node.children or ():
        if not child.ordered and child.is_container:
            # By key, not name: two blocks with one name ('describe("x")' twice, or a
            # class defined twice) are two scopes; the repeat itself is counted above.
            name = child.key if child.kind == "stmt" else child.name
            yield from _scopes(child, f"{path}.{name}" if path else name)


def definition_counts(tree: SymbolNode, alike: bool = False) -> Counter[tuple[str, str]]:
    """(scope, binding) -> how many statements of that scope bind it; with ``alike``
    (the spec's ``rebinds_alike``), an assignment or other one-statement binding that
    repeats one text counts once (a definition or import repeated stays a repeat: the
    merge keeps one)."""
    counts: Counter[tuple[str, str]] = Counter()
    seen: set[tuple[str, str, str]] = set()
    for path, scope in _scopes(tree):
        for child in scope.children or ():
            if child.repeatable:
                continue
            for name in child.bindings:  # an import block may bind one name twice
                if alike and child.is_leaf and not child.is_import:
                    # Folded, and either quote alike: 'furo' and "furo" are one value.
                    text = " ".join(child.body.split()).replace('"', "'")
                    if (path, name, text) in seen:
                        continue
                    seen.add((path, name, text))
                counts[(path, name)] += 1
    return counts


#: Changes of the two sides fewer than this many lines apart may interact when the
#: merged text is parsed (a diff's default context; git conflicts only when they touch).
NEAR = 3


#: What a clean line merge needs checked (:func:`may_break`): that it parses, or also
#: that it binds no name twice in one scope.
SYNTAX, NAMES = "syntax", "names"


def may_break(
    base: list[str], left: list[str], right: list[str], named: NameCheck | None = None,
    fold_case: bool = False,
) -> str | None:
    """Could the clean line merge of ``left`` and ``right`` fail to parse, or bind a name
    in one scope more often than either side does? Answered from the diffs alone, so
    that most clean merges skip the parse that :func:`new_duplicates` needs.

    None when every change of one side is at least :data:`NEAR` lines from every change
    of the other, and no word that one side's added lines may bind is on the other
    side's added lines: a name bound twice anew needs a binding from each side (or a
    line re-indented into another scope, which is an added line too). :data:`SYNTAX`
    when the changes are near but share no such word and change no scope header: only
    a parse can tell. Else :data:`NAMES`: parse, and count the definitions.

    ``named`` (the language's name check) gives a superset of the names some lines
    bind, and where it knows scopes, sets aside far lines in a function body (they bind
    locals) unless the other side changed the scopes of that body. Without it, every
    word counts. Not covered: in a language without scope rules, a side that turns a
    scope into another one without changing the lines inside it (removing ``namespace
    X {`` and its ``}`` but not re-indenting), while the other side adds a name that
    scope also binds. ``fold_case``: the language's names know no case (the spec's
    ``names_ignore_case``), so words are compared lower-cased.
    """
    edits_l, edits_r = diff_edits(base, left), diff_edits(base, right)
    near = _near(edits_l, edits_r)
    if named is None:
        if near:
            return NAMES
        words_l = any_words(changed_lines(base, left, edits_l)[1])
        words_r = any_words(changed_lines(base, right, edits_r)[1])
        if fold_case:  # 'Init' on one side, 'INIT' on the other: one name
            words_l, words_r = {w.lower() for w in words_l}, {w.lower() for w in words_r}
        return None if words_l.isdisjoint(words_r) else NAMES
    if near:
        return _near_check(named, (base, left, right), edits_l, edits_r)
    return _far_check(named, (base, left, right), edits_l, edits_r)


def moves_bounds(
    pairs: tuple[tuple[str, str], ...], base: list[str], left: list[str], right: list[str],
) -> bool:
    """Does a change of one side leave a string or comment that spans lines open or
    closed: a triple quote without its partner, a ``/*`` without its ``*/`` (``pairs``,
    the spec's ``spanning_delimiters``)? Then lines far from the change read otherwise
    (code becomes text, or text code), and :func:`may_break`'s distance tells nothing.
    A hunk that replaces one triple quote by another (a docstring's first line
    rewritten) leaves them as they were. Delimiters inside other strings are counted
    too: that can only make a merge be parsed that need not be."""
    return bool(pairs) and any(
        _unbalanced(pairs, base, side, edits)
        for side, edits in ((left, diff_edits(base, left)), (right, diff_edits(base, right)))
    )


def _unbalanced(
    pairs: tuple[tuple[str, str], ...], base: list[str], side: list[str], edits: list[Edit],
) -> bool:
    """Does one of ``edits`` (base -> ``side``) remove and add lines that balance a pair of
    ``pairs`` differently?"""
    for start_b, count_b, start_s, count_s in edits:
        removed = "".join(base[start_b : start_b + count_b])
        added = "".join(side[start_s : start_s + count_s])
        for opening, closing in pairs:
            if _balance(removed, opening, closing) != _balance(added, opening, closing):
                return True
    return False


def _balance(text: str, opening: str, closing: str) -> int:
    """Openings less closings in ``text``; for a delimiter that closes itself (a triple
    quote), whether it occurs an odd number of times."""
    if opening == closing:
        return text.count(opening) % 2
    return text.count(opening) - text.count(closing)


def _near_check(
    named: NameCheck, lines: tuple[list[str], list[str], list[str]],
    edits_l: list[Edit], edits_r: list[Edit],
) -> str:
    """Near changes: a parse always; counting definitions too when a changed line opens
    a scope (it may move the other side's lines into it) or a binding word is shared."""
    base, left, right = lines
    removed_l, added_l = changed_lines(base, left, edits_l)
    removed_r, added_r = changed_lines(base, right, edits_r)
    if named.moves_scopes(chain(removed_l, added_l, removed_r, added_r)):
        return NAMES
    shared = bool(named.shared_bindings(added_l, added_r))
    return NAMES if shared else SYNTAX


def _far_check(
    named: NameCheck, lines: tuple[list[str], list[str], list[str]],
    edits_l: list[Edit], edits_r: list[Edit],
) -> str | None:
    """Far changes: a name bound twice anew needs a binding from each side outside a
    function body (a line in one binds a local), or a side that changes the scopes of
    a body the other side binds a name in (a ``def`` turned ``class`` makes its locals
    attributes, which may meet each other)."""
    base, left, right = lines
    moved_l = _restructured(named, base, right, edits_r)  # scopes right changes
    moved_r = _restructured(named, base, left, edits_l)
    if _binds_in(named, left, edits_l, moved_l) or _binds_in(named, right, edits_r, moved_r):
        return NAMES
    shared = named.shared_bindings(
        changed_lines(base, left, edits_l)[1], changed_lines(base, right, edits_r)[1]
    )
    if not shared:
        return None
    words_l = _bindings(named, left, edits_l, shared)
    return NAMES if words_l and _bindings(named, right, edits_r, words_l) else None


def _binds_in(named: NameCheck, side: list[str], edits: list[Edit], moved: set[int]) -> bool:
    """Does a line ``side`` added bind a name in the body of a function at one of the
    ``moved`` base header lines?"""
    if not moved:
        return False
    added = added_at(edits)
    words = named.binding_words(side[i] for i in added)
    return bool(words) and bool(named.bindings_where(
        side, added, words, lambda head: head >= 0 and _to_base(edits, head) in moved
    ))


def _bindings(named: NameCheck, side: list[str], edits: list[Edit], wanted: set[str]) -> set[str]:
    """The words of ``wanted`` that the lines ``side`` added may bind outside a function
    body."""
    return named.bindings_where(side, added_at(edits), wanted, (-1).__eq__)


def _restructured(
    named: NameCheck, base: list[str], side: list[str], edits: list[Edit],
) -> set[int]:
    """Base header lines of the functions whose scopes ``side`` changes where it
    removes, changes or adds a header: the functions around the change, and the one
    whose header it is (a ``class`` line put into a function's body takes the lines
    below it; a ``def`` turned ``class`` makes its locals attributes)."""
    found: set[int] = set()
    for start_b, count_b, start_s, count_s in edits:
        removed = base[start_b : start_b + count_b]
        if named.moves_scopes(removed) or named.moves_scopes(side[start_s : start_s + count_s]):
            # The code lines on either side of the change are in the bodies it touches
            # (a blank line is in none: its indentation says nothing).
            for i in (_code_line(base, start_b - 1, -1), _code_line(base, start_b + count_b, 1)):
                if i >= 0:
                    found.add(named.function_of(base, i))
    found.discard(-1)
    return found


def _code_line(lines: list[str], index: int, step: int) -> int:
    """The first line from ``index`` on, going ``step``, that is not blank; -1 if none."""
    while 0 <= index < len(lines):
        if lines[index].strip():
            return index
        index += step
    return -1


def _to_base(edits: list[Edit], index: int) -> int:
    """The base line that side line ``index`` keeps; -1 for an added line (or -1)."""
    if index < 0:
        return -1
    shift = 0
    for start_b, count_b, start_s, count_s in edits:
        if index < start_s:
            break
        if index < start_s + count_s:
            return -1
        shift = (start_b + count_b) - (start_s + count_s)
    return index + shift


def _near(
    left: list[tuple[int, int, int, int]], right: list[tuple[int, int, int, int]]
) -> bool:
    """Is a change of one side fewer than NEAR base lines from one of the other?"""
    spans = sorted(
        [(start, start + count, 0) for start, count, _, _ in left]
        + [(start, start + count, 1) for start, count, _, _ in right]
    )
    end = [-NEAR, -NEAR]  # the furthest end so far, per side
    for start, stop, side in spans:
        if start - end[1 - side] < NEAR:
            return True
        end[side] = max(end[side], stop)
    return False


def new_duplicates(
    merged: SymbolNode, inputs: list[SymbolNode], alike: bool = False
) -> list[str]:
    """Names bound more often in one scope of ``merged`` than in any input (with
    ``alike``, by more different statements)."""
    found = []
    for (scope, name), n in _new_repeats(merged, inputs, partial(definition_counts,
                                                                 alike=alike)):
        where = f" in {scope}" if scope else ""
        found.append(f"'{name}' {n} times{where}")
    return found


def repeated_scopes(
    merged: SymbolNode, inputs: list[SymbolNode], alike: bool, rule: DistinctRule | None,
) -> set[str]:
    """The scopes (``_scopes``' dotted paths, ``""`` for the module) where ``merged``
    binds a name or gives members a value more often than any input: where
    :func:`new_duplicates` and :func:`repeated_values` find something."""
    counts = [partial(definition_counts, alike=alike)]
    if rule is not None:
        counts.append(partial(_value_counts, rule=rule))
    return {scope for count in counts for (scope, _), _ in _new_repeats(merged, inputs, count)}


def _new_repeats(
    merged: SymbolNode, inputs: list[SymbolNode],
    count: Callable[[SymbolNode], Counter[tuple[str, str]]],
) -> list[tuple[tuple[str, str], int]]:
    """((scope, what), n) where ``merged`` counts ``what`` more than once in ``scope``
    and more often than any input, sorted."""
    counts = count(merged)
    if all(n < 2 for n in counts.values()):
        return []  # nothing repeats: the inputs' counts (and their classes) are not needed
    most: Counter[tuple[str, str]] = Counter()
    for tree in inputs:
        for k, n in count(tree).items():
            most[k] = max(most[k], n)
    return [(k, n) for k, n in sorted(counts.items()) if n > 1 and n > most[k]]


#: The rule of a spec's ``distinct_values``: member node types, and a header pattern.
DistinctRule = tuple[frozenset[str], "str | None", bool]


def repeated_values(merged: SymbolNode, inputs: list[SymbolNode], rule: DistinctRule) -> list[str]:
    """Values that members of one container of ``merged`` (an enum) share more often
    than in any input, each as ``"2 members with the value 2 in Code"``: each side gave
    the next free value to a member of its own."""
    return [f"{n} members with the value {value} in {scope or 'the module'}"
            for (scope, value), n in _new_repeats(merged, inputs, partial(_value_counts,
                                                                          rule=rule))]


def _value_counts(tree: SymbolNode, rule: DistinctRule) -> Counter[tuple[str, str]]:
    """(container, value) -> how many members of the rule's types in that container
    have that literal value."""
    types, header, implicit = rule
    found: Counter[tuple[str, str]] = Counter()
    for path, scope in _scopes(tree):
        if header is not None and not re.search(header, scope.header):
            continue
        last: int | None = -1  # a first member without a value is 0
        for child in scope.children or ():
            if child.node_type not in types:
                continue
            value = literal_value(child.body)
            if implicit:
                value, last = _implied(child.body, value, last)
            elif value is not None:
                number = _integer(value)
                value = value if number is None else str(number)
            if value is not None:
                found[(path, value)] += 1
    return found


def _implied(body: str, value: str | None, last: int | None) -> tuple[str | None, int | None]:
    """A member's value where a member without one takes the one after the member
    above it (C, C#, Rust, Swift: ``A = 1, B`` gives ``B`` 2): its value as a
    number where it is one, and the number the next member would follow."""
    if value is not None:
        number = _integer(value)
        return (value if number is None else str(number)), number
    if last is not None and _bare_member().match(body.strip()):
        return str(last + 1), last + 1
    return None, None


def _integer(text: str) -> int | None:
    """The number a literal stands for, a shifted bit (``1 << 3``) included: 8 whether
    written ``8``, ``0x8``, ``0b1000`` or ``1 << 3``."""
    number, shift, by = text.replace("_", "").partition("<<")
    try:
        value, bits = int(number.strip(), 0), int(by.strip(), 0) if shift else 0
    except ValueError:
        return None
    return value << bits if 0 <= bits <= 128 else None


@cache
def _bare_member() -> re.Pattern[str]:
    """A member that is a name alone (``Ping,``), maybe after ``case``."""
    return re.compile(r"^(?:case\s+)?[A-Za-z_$][\w$]*\s*[,;]?\s*(?:(?://|#|--).*)?$")


def literal_value(text: str) -> str | None:
    """The literal a one-line member sets after its ``=`` (a number, a string, a
    shifted bit), or None: a computed value (``auto()``) may well differ. Only a
    member's form counts, a name (after ``case``) and its value: ``int i = 0;`` is a
    variable, no enum member."""
    found = _literal_value().search(text.strip())
    return found.group(1) if found else None


@cache
def _literal_value() -> re.Pattern[str]:
    number = r"-?(?:0[xXoObB][0-9a-fA-F_]+|\d[\d_]*(?:\.\d+)?)"
    string = r"'[^'\\\n]*'|\"[^\"\\\n]*\""
    return re.compile(
        rf"^(?:case\s+)?[A-Za-z_$][\w$]*\s*=\s*((?:{number})(?:\s*<<\s*\d+)?|{string})\s*[,;]?\s*"
        r"(?:(?://|#|--).*)?$"
    )


def _implementations(tree: SymbolNode) -> Counter[str]:
    """Definition bodies of at least three lines (below the line naming the definition),
    stripped line by line, in the module and class scopes."""
    found: Counter[str] = Counter()
    for _, scope in _scopes(tree):
        for child in scope.children or ():
            if not child.bindings or child.is_import:
                continue
            lines = child.body.split("\n")
            start = next((i for i, line in enumerate(lines) if child.name in line), None)
            rest = [line.strip() for line in lines[(start or 0) + 1 :] if line.strip()]
            if start is not None and len(rest) >= 3:
                found["\n".join(rest)] += 1
    return found


def copied_definitions(merged: SymbolNode, inputs: list[SymbolNode]) -> int:
    """How many definition bodies ``merged`` holds more often than any input does.

    One side moved a function (into another class, say) while the other renamed or
    edited it where it was: each side's change lands, and the function is there twice
    under two names. No name repeats, so only the bodies tell.
    """
    counts = _implementations(merged)
    if all(n < 2 for n in counts.values()):
        return 0
    most: Counter[str] = Counter()
    for tree in inputs:
        for body, n in _implementations(tree).items():
            most[body] = max(most[body], n)
    return sum(1 for body, n in counts.items() if n > 1 and n > most[body])


def added_lines(base: list[str], side: list[str], strip: str = "") -> Counter[str]:
    """Non-blank lines ``side`` adds to ``base``, net of lines it removes.

    A function moved elsewhere shows in a diff as removed lines plus the same lines
    added; those are not new content, and the other side may legitimately edit them.
    Lines are compared without trailing whitespace and trailing ``strip`` characters.
    """
    added: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    for start_b, count_b, start_s, count_s in diff_edits(base, side):
        added.update(_normed(filter(str.strip, side[start_s : start_s + count_s]), strip))
        removed.update(_normed(base[start_b : start_b + count_b], strip))
    return added - removed


def _normed(lines: Iterable[str], strip: str) -> Iterator[str]:
    """The lines without trailing white space, then without trailing ``strip``
    characters (in C: :func:`lost_lines` reads every line of a merged file)."""
    bare = map(str.rstrip, lines)
    return map(str.rstrip, bare, repeat(strip)) if strip else bare


def lost_lines(
    base: list[str], left: list[str], right: list[str], merged: str,
    exempt: Callable[[str], bool] | None = None, strip: str = "",
    accounted: Iterable[str] = (),
) -> list[str]:
    """Lines added by one side (and untouched by the other) that ``merged`` lacks;
    ``base``, ``left`` and ``right`` are the inputs' lines (:func:`split_lines`).

    ``exempt`` skips lines that a list merge legitimately rewrites (``from x import a,
    b``); those are checked item by item by the merge itself. ``strip`` holds member
    separators (``,``) that a merge may add at the end of a line. ``accounted`` lines
    count as kept: the merge combined each with the other side's change to that line,
    or dropped it as the mere layout of code the other side deleted or changed.
    """
    need = added_lines(base, left, strip) | added_lines(base, right, strip)
    have = Counter(_normed(chain(split_lines(merged), accounted), strip))
    lost = [line for line, n in need.items() if have[line] < n]
    if exempt is None or not lost:
        return lost
    # ``exempt`` knows lines as written: ``Refund,`` of a list one side wrapped.
    written = {
        line: raw.rstrip()
        for side in (left, right) for raw in side
        if (line := next(_normed([raw], strip))) in lost
    }
    return [line for line in lost if not (exempt(line) or exempt(written.get(line, line)))]


def repeated_lines(
    base: list[str], left: list[str], right: list[str], merged: str, strip: str = "",
    once: bool = False, made: Iterable[str] = (),
) -> list[str]:
    """Lines (with a letter or digit) that ``merged`` holds more often than a merge of
    the two sides' changes can: more than left and right together less base, and more
    than either side alone (the side that kept a line the other only reformatted).
    Lines no side has (two changes to one line, combined) are not counted.

    A clean result over that count holds something twice that no side wrote twice: a
    comment that stayed in one side's header while the other side moved it, with the
    code below it, into a new block (``#ifndef X`` around a whole file).

    With ``once`` (the spec's ``additions_once``), a line of prose (three words or
    more) both sides add is one addition: held more often than either side holds it, it
    was placed twice (a changelog entry each side added, under another heading).

    ``made`` lines are ones the merge wrote on purpose where no input has them (a
    side's line re-indented into a block the other side wrapped around it): each
    counts once less, so the same text elsewhere in the file is no repeat."""
    # Counted whole (in C), filtered after: this runs on every clean structured result.
    have = Counter(_normed(split_lines(merged), strip))
    if made:
        have.subtract(_normed(made, strip))
    l, r = Counter(_normed(left, strip)), Counter(_normed(right, strip))
    over = [line for line, n in have.items() if n > l[line] and n > r[line]]
    if not over:
        return []
    b = Counter(_normed(base, strip))
    # A line no side has is two changes to one line combined (``use a::{x, y, z}``).
    return [line for line in over
            if (l[line] or r[line]) and any(map(str.isalnum, line)) and (
                have[line] > l[line] + r[line] - b[line]
                or (once and l[line] > b[line] and r[line] > b[line] and _wordy(line)))]


# Words (holding a letter) that make a line prose rather than markup that repeats by
# itself ('<p>', '{% endhighlight %}', a '### Bug Fixes' heading in each release).
_PROSE_WORDS = 3


def _wordy(line: str) -> bool:
    """Is ``line`` a sentence's worth of words (see :data:`_PROSE_WORDS`)?"""
    return sum(any(map(str.isalpha, word)) for word in line.split()) >= _PROSE_WORDS


def revived_members(trees: list[SymbolNode], texts: list[str], merged: str) -> list[str]:
    """Members that one side deleted (or rewrote, keeping the key) and the other kept as
    they were, which ``merged`` still holds: the keys of the members whose words (of
    base, in order, as they were: layout and quotes aside) ``merged`` holds more often
    than the deleting side does.
    Each input's count of the words decides, not its keys: a member the other side kept
    may have become part of another member there (a Makefile's conditional read as the
    recipe of a rule moved above it), which the merge by keys cannot see."""
    base, left, right = trees
    found: list[str] = []
    # Words only: a side that re-wrapped or re-quoted a member (black) did not delete it.
    bare: list[str] = []  # the four texts as words, made when first needed

    def counts(body: str) -> list[int]:
        if not bare:
            bare.extend(_words(t) for t in (*texts, merged))
        return [t.count(body) for t in bare]

    stack: list[tuple[SymbolNode, SymbolNode | None, SymbolNode | None]] = [(base, left, right)]
    while stack:
        b, l, r = stack.pop()
        for child in b.expanded_children:
            sides = [None if x is None else x.find(child.key) for x in (l, r)]
            if None not in sides:
                stack.append((child, *sides))  # type: ignore[arg-type]
                if any(_WORD.search(s.body) for s in sides):  # type: ignore[union-attr]
                    continue  # a side kept or rewrote it
                # A member both sides emptied of words: what it held may have gone to
                # another member on one side (a Markdown file's opening text, now under
                # the section that side moved above it), which must not bring back
                # what the other side deleted. (Cheap tests only, words first: reading
                # ``children`` expands a member's body, and counting a member's text in
                # every file is a pass over each; either, for every member both sides
                # hold, cost a fifth of the merge's time.)
            body = _words(child.body)
            if len(body) < 12:
                continue  # too short to be told from a part of another statement
            n_b, n_l, n_r, n_m = counts(body)
            if any(n_x < n_b == n_o and n_m > n_x for n_x, n_o in ((n_l, n_r), (n_r, n_l))):
                found.append(child.key)
    return found


def _words(text: str) -> str:
    """``text``'s letters, digits and underscores, in order, without what lies between."""
    return "".join(_WORD.findall(text))


_WORD = re.compile(r"\w+")


def item_lines(*trees: SymbolNode) -> set[str]:
    """Stripped lines of every statement holding an unordered list, in these trees."""
    found: set[str] = set()
    stack = list(trees)
    while stack:
        node = stack.pop()
        if node.items is not None:
            found.update(line.rstrip() for line in split_lines(node.body))
        stack.extend(node.expanded_children)  # lists are only merged where expanded
    return found


def _python_compiler(text: str) -> tuple[str, int] | None:
    # CPython's symbol table pass parses the text with the compiler's own parser and
    # rejects what the compiler would (a name both global and a parameter, say); it
    # costs less than ast.parse, which also builds Python objects for every node.
    try:
        python_symbol_table(text)
    except SyntaxError as exc:
        return f"Python rejects the result: {exc.msg} at line {exc.lineno}", exc.lineno or 0
    except (ValueError, RecursionError, MemoryError) as exc:
        return f"Python rejects the result: {type(exc).__name__}", 0
    return _misplaced_future(text)


def _misplaced_future(text: str) -> tuple[str, int] | None:
    """A ``from __future__`` import below other code, which the symbol table pass lets
    through and the compiler rejects (both sides inserting at the top of a module: one
    an import, the other a future import). Compiling the whole file would cost as much
    again as the symbol table; the file's head, up to its last future import, is enough."""
    # The pattern, anchored at line starts, reads a large file slowly: the literal first.
    found = list(_future_import().finditer(text)) if "__future__" in text else []
    if not found:
        return None
    start = found[-1].end()
    line_end = text.find("\n", start)
    line_end = len(text) if line_end < 0 else line_end
    # A parenthesized import runs on to its ")".
    end = text.find(")", start) if "(" in text[start:line_end] else line_end
    try:
        _compile_quietly(text if end < 0 else text[: end + 1])
    except SyntaxError as exc:
        if "__future__" in (exc.msg or ""):
            return f"Python rejects the result: {exc.msg} at line {exc.lineno}", exc.lineno or 0
    except (ValueError, RecursionError, MemoryError):
        pass  # the whole text passed the symbol table: nothing to add
    return None


def _compile_quietly(source: str) -> None:
    """Compile ``source`` (raising what :func:`compile` raises) without its warnings: a
    ``SyntaxWarning`` (``(1, 2)(3)``, an invalid escape) would reach the terminal of the
    user git runs the driver for, and under ``-W error`` would reject valid code."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        compile(source, "<merged>", "exec", dont_inherit=True)


@cache
def _future_import() -> re.Pattern[str]:
    import re

    return re.compile(r"^from[ \t]+__future__[ \t]+import\b", re.M)


def _python_compile_parts(parts: list[tuple[int, str]]) -> tuple[str, int] | None:
    """The first error CPython's compiler finds in these top-level statements, each
    compiled alone (``line``: where it starts in the file). The symbol table pass of
    :func:`_python_compiler` lets through what only the compiler checks: ``await`` in a
    function that is no longer ``async``, ``return`` outside a function, a bare
    ``except:`` that is no longer last. Such an error sits in a statement that is
    neither side's own, so only those are compiled, not the whole file."""
    for line, part in parts:
        try:
            _compile_quietly(part)
        except SyntaxError as exc:
            where = line + (exc.lineno or 1) - 1
            return f"Python rejects the result: {exc.msg} at line {where}", where
        except (ValueError, RecursionError, MemoryError) as exc:
            return f"Python rejects the result: {type(exc).__name__}", line
    return None


def _python_doubt(texts: list[str], lines: list[list[str]]) -> bool:
    """When a clean Python line merge needs compiling: :func:`_tabs_doubt`,
    :func:`_python_async_doubt` or :func:`_added_alike_doubt`."""
    return (_tabs_doubt(texts) or _python_async_doubt(texts, lines)
            or _added_alike_doubt(lines))


def _added_alike_doubt(lines: list[list[str]]) -> bool:
    """Did both sides add a line that reads as a parameter of a signature laid out one
    parameter a line, for one name (``timeout=None,`` and ``timeout=30,``; ``*,``): a
    parameter twice, which Python rejects? A line of one name, or ``*``, maybe with an
    annotation or a default, ending in ``,``."""
    base, left, right = lines
    heads = [
        {m[1] for line in changed_lines(base, side)[1] if (m := _param_head().match(line))}
        for side in (left, right)
    ]
    return not heads[0].isdisjoint(heads[1])


@cache
def _param_head() -> re.Pattern[str]:
    return re.compile(r"[ \t]*(\*{0,2}[A-Za-z_]\w*|\*)[ \t]*(?:[:=][^\n]*)?,[ \t]*$")


def _tabs_doubt(texts: list[str]) -> bool:
    """Does one side indent lines with tabs and the other not (one side converted the
    file to spaces, the other added a tab-indented block)? Mixed in one block, Python
    rejects them (``TabError``)."""
    left, right = (text.startswith("\t") or "\n\t" in text for text in texts[1:])
    return left != right


def _python_async_doubt(texts: list[str], lines: list[list[str]]) -> bool:
    """Did one side take ``async`` off a line (a ``def`` made sync) while the other side
    added an ``await`` or an ``async`` loop or block? ``texts`` and ``lines``: base,
    left and right; most files never say ``async``, and are answered by one search."""
    if "async " not in texts[0]:
        return False
    base, left, right = lines
    (removed_l, added_l), (removed_r, added_r) = (
        changed_lines(base, left), changed_lines(base, right))

    def removed_async(removed: list[str]) -> bool:
        return any("async " in line for line in removed)

    def added_await(added: list[str]) -> bool:
        return any("await" in line or "async " in line for line in added)

    return (removed_async(removed_l) and added_await(added_r)) or (
        removed_async(removed_r) and added_await(added_l))


class Validator:
    """A language's own parser, run on merged output.

    ``whole`` judges a file: (reason, line it rejects, 0 if none) or None when it
    accepts. ``parts`` judges some top-level statements alone, (first line, text) each:
    what ``whole`` leaves out because it would cost too much on a whole file.
    ``doubt``, given the texts and lines of base, left and right, says when a clean line
    merge (otherwise judged by tree-sitter alone) needs ``parts`` on the whole file.
    """

    __slots__ = ("whole", "parts", "doubt")

    def __init__(
        self,
        whole: Callable[[str], tuple[str, int] | None],
        parts: Callable[[list[tuple[int, str]]], tuple[str, int] | None],
        doubt: Callable[[list[str], list[list[str]]], bool],
    ) -> None:
        self.whole = whole
        self.parts = parts
        self.doubt = doubt


def _toml_parser(text: str) -> tuple[str, int] | None:
    """Why Python's TOML parser rejects ``text``: tree-sitter's grammar reads a table
    declared twice (``[tool.ruff.lint]`` beside ``lint.ignore`` under ``[tool.ruff]``),
    or a key set twice, which every TOML reader rejects."""
    import tomllib  # only for TOML files

    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"at line (\d+)", str(exc))
        return f"TOML rejects the result: {exc}", int(found[1]) if found else 0
    return None


def _toml_parts(parts: list[tuple[int, str]]) -> tuple[str, int] | None:
    """A TOML file's parts are not judged: a table or key alone says nothing, since
    what is wrong is one beside another (the whole file is judged)."""
    return None


#: The validators a spec may name.
VALIDATORS: dict[str, Validator] = {
    "python-compiler": Validator(_python_compiler, _python_compile_parts, _python_doubt),
    # A clean line merge of TOML is always judged: the files are small.
    "toml": Validator(_toml_parser, _toml_parts, lambda texts, lines: True),
}


def same_tokens(
    a: str, b: str, any_quote: bool = False, strings: tuple[tuple[str, str], ...] = ()
) -> bool:
    """Do ``a`` and ``b`` hold the same tokens, white space aside? For languages where
    white space between tokens carries no meaning (strings, quoted or delimited as
    ``strings`` says, are single tokens); with ``any_quote``, ``'x'`` and ``"x"`` are the
    same string (JavaScript, Python)."""
    if _stripped(a) != _stripped(b):
        return False  # they differ beyond white space and quotes: no need for tokens
    from semmerge.merge.words import tokens

    return _code(tokens(a, strings), any_quote) == _code(tokens(b, strings), any_quote)


@cache
def _layout() -> dict[int, None]:
    """A ``str.translate`` table deleting white space (what ``str.isspace`` calls so; all
    such characters are below U+3001) and quotes."""
    return {c: None for c in range(0x3001) if chr(c).isspace() or chr(c) in "'\""}


def _code(found: list[str], any_quote: bool = False) -> list[str]:
    out = []
    for token in found:
        if token.isspace():
            continue
        if any_quote and len(token) > 1 and token[0] == token[-1] and token[0] in "'\"":
            inner = token[1:-1]
            if "'" not in inner and '"' not in inner:
                token = '"' + inner + '"'
        out.append(token)
    return out


def _same_python_code(a: str, b: str) -> bool:
    """The same program and the same comments: only the layout differs. Besides white
    space and quotes, layout here is what a formatter such as black changes without
    changing the syntax tree (line breaks, parentheses, trailing commas, continuation
    backslashes), and what isort changes in a run of imports (their order, and names
    of one module imported together or one by one). The syntax tree says the code is
    the same (indentation included); a changed comment is a change of content."""
    layout = _python_layout()
    if _stripped(a, True) != _stripped(b, True) and not _imports_regrouped(a, b, layout):
        return False  # they differ beyond layout: no need to parse
    trees = [_python_dump(t) for t in (a, b)]
    if trees[0] is None or trees[0] != trees[1]:
        return False
    comments = _python_comments(a)
    return comments is not None and comments == _python_comments(b)


def _imports_regrouped(a: str, b: str, layout: dict[int, None]) -> bool:
    """Might ``a`` and ``b`` differ only in the grouping of their imports (beyond
    ``layout``)? A cheap test before parsing: without their import statements the texts
    are the same, and the statements hold the same words."""
    if "import" not in a or "import" not in b:
        return False
    rest_a, imports_a = _split_imports(a)
    rest_b, imports_b = _split_imports(b)
    if rest_a.translate(layout) != rest_b.translate(layout):
        return False
    return word_set(imports_a) == word_set(imports_b)


def _split_imports(text: str) -> tuple[str, str]:
    """``text`` without its import statements, and those statements. Each is found from
    a word ``import`` (str.find: no pattern runs over the whole text), to the end of its
    line, through a parenthesised name list or backslash continuations. One in a string
    is found too: this is a filter only."""
    rest: list[str] = []
    found: list[str] = []
    done = at = 0
    head = _import_head()
    while (at := text.find("import", at)) >= 0:
        start = text.rfind("\n", 0, at) + 1
        if start < done or not head.fullmatch(text, start, at):
            at += 6
            continue
        end = _statement_end(text, at)
        rest.append(text[done:start])
        found.append(text[start:end])
        done = at = end
    rest.append(text[done:])
    return "".join(rest), " ".join(found)


def _statement_end(text: str, at: int) -> int:
    """Where the import statement whose word ``import`` is at ``at`` ends."""
    end = text.find("\n", at)
    end = len(text) if end < 0 else end
    opened = text.find("(", at, end)
    if opened >= 0:
        closed = text.find(")", opened)
        end = len(text) if closed < 0 else closed
    while text[end - 1 : end] == "\\":
        following = text.find("\n", end + 1)
        end = len(text) if following < 0 else following
    return end


@cache
def _import_head() -> re.Pattern[str]:
    """What may come before the word ``import`` on a line that starts an import."""
    import re

    return re.compile(r"[ \t]*(?:from[ \t]+[\w.]+[ \t]+)?")


@lru_cache(maxsize=1024)
def _stripped(text: str, python: bool = False) -> str:
    """``text`` without what :func:`_layout` (or :func:`_python_layout`) deletes.
    Remembered: the statement-level layout rule compares each statement of a side with
    every base statement the other side changed, and would strip the same texts again
    for each pair."""
    return text.translate(_python_layout() if python else _layout())


@cache
def _python_layout() -> dict[int, None]:
    """:func:`_layout` that also deletes what a Python formatter adds or drops without
    changing the syntax tree (a cheap filter before the trees are compared)."""
    return {**_layout(), **{ord(c): None for c in "(),\\;"}}


def _python_fragment(text: str) -> str:
    """``text``, a definition cut from a file, made a module: an indented one goes inside
    ``if 1:`` (not dedented: :func:`textwrap.dedent` also empties the blank-looking
    lines of a string, whose white space is content)."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return "if 1:\n" + text if first[:1].isspace() else text


@lru_cache(maxsize=256)
def _python_dump(text: str) -> str | None:
    """The syntax tree of ``text`` as a string, each run of imports in one order.
    Remembered, as are a text's comments: the statement-level layout rule may compare
    one statement with several that strip to the same text."""
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(_python_fragment(text))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None  # a fragment that does not parse alone: no claim
    if "import" in text:
        for node in ast.walk(tree):
            for field in ("body", "orelse", "finalbody"):
                block = getattr(node, field, None)
                if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                    setattr(node, field, _sorted_imports(block))
    return ast.dump(tree)


def _sorted_imports(block: list[ast.stmt]) -> list[ast.stmt]:
    """``block`` with each run of import statements split one name a statement and
    sorted: the form isort's choices of order and grouping all come to."""
    import ast

    out: list[ast.stmt] = []
    run: list[ast.stmt] = []
    for statement in [*block, None]:
        if isinstance(statement, ast.Import):
            run += [ast.Import(names=[alias]) for alias in statement.names]
        elif isinstance(statement, ast.ImportFrom):
            run += [
                ast.ImportFrom(module=statement.module, names=[alias], level=statement.level)
                for alias in statement.names
            ]
        else:
            out += sorted(run, key=ast.dump)
            run = []
            if statement is not None:
                out.append(statement)
    return out


@lru_cache(maxsize=256)
def _python_comments(text: str) -> tuple[str, ...] | None:
    """The comments of ``text`` in order, their white space aside (None: no tokens)."""
    import io
    import tokenize

    layout = _layout()
    try:
        found = tokenize.generate_tokens(io.StringIO(_python_fragment(text)).readline)
        return tuple(t.string.translate(layout) for t in found if t.type == tokenize.COMMENT)
    except (tokenize.TokenError, SyntaxError):
        return None


def same_javascript(a: str, b: str, strings: tuple[tuple[str, str], ...] = ()) -> bool:
    """:func:`same_tokens` (either quote) where every line break that JavaScript's
    automatic semicolons read stays as it was: after ``return``, ``throw``, ``break``,
    ``continue`` and ``yield`` (``return`` then a new line returns ``undefined``), and
    before ``++`` and ``--``. Joining ``return`` and its value is a fix, not layout."""
    if not same_tokens(a, b, any_quote=True, strings=strings):
        return False
    from semmerge.merge.words import tokens

    return _asi_breaks(tokens(a, strings)) == _asi_breaks(tokens(b, strings))


_ASI_BEFORE_BREAK = frozenset({"return", "throw", "break", "continue", "yield"})
_ASI_AFTER_BREAK = frozenset({"++", "--"})


def _asi_breaks(found: list[str]) -> list[bool]:
    """For each token around which a line break ends a statement, in order: is there one?"""
    out = []
    for i, token in enumerate(found):
        if token in _ASI_BEFORE_BREAK:
            after = found[i + 1] if i + 1 < len(found) else ""
            out.append(after.isspace() and "\n" in after)
        elif token in _ASI_AFTER_BREAK:
            before = found[i - 1] if i else ""
            out.append(before.isspace() and "\n" in before)
    return out


#: The formatting checks a spec may name: (before, after, the spec's string delimiters).
FORMATTING_CHECKS: dict[str, Callable[[str, str, tuple[tuple[str, str], ...]], bool]] = {
    "tokens": lambda a, b, s: same_tokens(a, b, strings=s),
    "tokens-any-quote": lambda a, b, s: same_tokens(a, b, any_quote=True, strings=s),
    "javascript-tokens": lambda a, b, s: same_javascript(a, b, s),
    "python-ast": lambda a, b, _: _same_python_code(a, b),
    "tokens-and-tree": lambda a, b, s: same_tokens(a, b, strings=s),
}
#: Checks that also compare the language's syntax trees (:func:`same_tree`).
TREE_CHECKS = frozenset({"tokens-and-tree"})


def only_reformatted(
    before: str, after: str, check: str | None, language: str | None = None,
    strings: tuple[tuple[str, str], ...] = (),
) -> bool:
    """Is ``after`` ``before`` with only its layout changed (white space, line breaks,
    quote style), by the language's check named in its spec? False without one. A tree
    check needs the ``language``, whose grammar parses both texts; a token check reads
    the strings that the spec's ``string_delimiters`` (``strings``) delimit as tokens."""
    if check is None or not FORMATTING_CHECKS[check](before, after, strings):
        return False
    return check not in TREE_CHECKS or (language is not None
                                        and same_tree(before, after, language))


def same_tree(a: str, b: str, language: str) -> bool:
    """Do ``a`` and ``b`` (alike in tokens) parse to one tree-sitter tree, node for node?
    Where indentation has a meaning (Scala 3's braceless blocks), a line dedented out
    of a block keeps every token but not the tree. A text that does not parse alone
    makes no claim (False)."""
    from semmerge.parse.languages import get_parser

    parser = get_parser(language)[1]
    roots = [parser.parse(t.encode("utf-8")).root_node for t in (a, b)]
    if any(r.has_error for r in roots):
        return False
    return _tree_shape(roots[0]) == _tree_shape(roots[1])


def _tree_shape(root: object) -> list[tuple[int, str]]:
    """Every node of the tree as (depth, type), in document order."""
    out: list[tuple[int, str]] = []
    stack = [(root, 0)]
    while stack:
        node, depth = stack.pop()
        out.append((depth, node.type))  # type: ignore[attr-defined]
        stack.extend((c, depth + 1) for c in reversed(node.children))  # type: ignore[attr-defined]
    return out


def validate(text: str, validator: str | None) -> str | None:
    """Run the language's own parser named in its spec; a reason if it rejects ``text``."""
    rejected = rejection(text, validator)
    return None if rejected is None else rejected[0]


def reject_parts(parts: list[tuple[int, str]], validator: str | None) -> str | None:
    """The validator's reason to reject one of these top-level statements alone
    (:attr:`Validator.parts`)."""
    check = VALIDATORS.get(validator or "")
    found = check.parts(parts) if check is not None and parts else None
    return None if found is None else found[0]


def rejection(text: str, validator: str | None) -> tuple[str, int] | None:
    """:func:`validate`'s reason with the line the parser rejects (0: none given)."""
    if validator is None:
        return None
    return VALIDATORS[validator].whole(text)


def clauses_twice(text: str, once: tuple[str, ...], chain: tuple[str, ...]) -> set[str]:
    """The clause lines (stripped) of ``once`` that one chain of clauses in ``text``
    holds twice (the spec's ``clauses_once``: a second ``elif x:`` or ``case 1:`` is
    never reached). A chain: the lines at one indentation that start with a ``once`` or
    ``chain`` prefix (a whole word: ``else`` is no start of ``elsewhere``), with only
    deeper or blank lines between them. A clause line that ends opening a bracket goes
    on below (``@pytest.mark.parametrize(``): its first line tells nothing."""
    found: set[str] = set()
    chains: dict[int, set[str]] = {}  # indentation -> the clauses of its open chain
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        for depth in [d for d in chains if d > indent]:
            del chains[depth]
        if _starts(stripped, once):
            seen = chains.setdefault(indent, set())
            # 'except E as exc:' catches what 'except E:' does.
            clause = _AS_NAME.sub(":", stripped)
            if clause in seen and not clause.endswith(_OPENERS):
                found.add(clause)
            seen.add(clause)
        elif _starts(stripped, chain):
            chains.setdefault(indent, set())
        else:
            chains.pop(indent, None)
    return found


_OPENERS = ("(", "[", "{")
_AS_NAME = re.compile(r"\s+as\s+\w+\s*:$")


def _starts(line: str, prefixes: tuple[str, ...]) -> bool:
    """Does ``line`` start with one of ``prefixes`` as a whole word?"""
    for prefix in prefixes:
        if line.startswith(prefix):
            rest = line[len(prefix) : len(prefix) + 1]
            if not (prefix[-1:].isalnum() and (rest.isalnum() or rest == "_")):
                return True
    return False


def registered_twice(text: str, sides: Iterable[str], pattern: str) -> list[str]:
    """The registrations (what ``pattern``, the spec's ``distinct_lines``, matches at the
    start of a line, white space and quotes folded) that one scope of ``text`` holds
    more often than any of ``sides`` does, each as ``"'@app.get('/x')' 2 times"``. A
    scope is told by indentation: the lines above a registration that are less
    indented (so each test function's own ``app`` registers ``/`` once)."""
    have = _registrations(text, pattern)
    if all(n < 2 for n in have.values()):
        return []
    most: Counter[tuple[tuple[str, ...], str]] = Counter()
    for side in sides:
        for key, n in _registrations(side, pattern).items():
            most[key] = max(most[key], n)
    return sorted({f"'{key[1]}' {n} times" for key, n in have.items() if n > 1 and n > most[key]})


def registrations(lines: Iterable[str], pattern: str) -> set[str]:
    """The registrations ``lines`` begin (see :func:`registered_twice`)."""
    compiled = re.compile(pattern)
    return {_registration(m) for line in lines if (m := compiled.match(line))}


def _registrations(text: str, pattern: str) -> Counter[tuple[tuple[str, ...], str]]:
    """(the scope's headers, the registration) -> how often that scope makes it."""
    compiled = re.compile(pattern)
    found: Counter[tuple[tuple[str, ...], str]] = Counter()
    outer: list[tuple[int, str]] = []  # the less indented lines above: (indent, text)
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        while outer and outer[-1][0] >= indent:
            outer.pop()
        m = compiled.match(line)
        if m:
            found[(tuple(t for _, t in outer), _registration(m))] += 1
        outer.append((indent, stripped))
    return found


def _registration(match: re.Match[str]) -> str:
    """The key a line registers: what the pattern matched, or, where it names groups,
    their texts joined (``parser`` and ``'--limit'`` of ``parser.add_argument("-l",
    "--limit"``, which the short option does not make another key); white space
    dropped and double quotes made single."""
    groups = [g for g in match.groupdict().values() if g is not None]
    return folded_key(".".join(groups) if groups else match[0])


def folded_key(text: str) -> str:
    """``text`` as the checks print a key: white space dropped, double quotes made
    single (so ``'/x'`` and ``"/x"`` are one route)."""
    return "".join(text.split()).replace('"', "'")
