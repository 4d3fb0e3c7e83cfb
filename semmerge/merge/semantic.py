"""Semantic checks that no line merge makes: names a clean merge leaves undefined.

In: base, left, right and the clean merged text of one file, and the name of the
language's check (``semantic_check`` in its spec). Out: findings -- names the merged file
uses but no longer defines or imports, where neither left nor right alone had that
problem (one side deleted or renamed ``f`` while the other added a call to it) -- each
with the first line that uses it. :func:`suspects` narrows the check down to the names
a side's removed lines and the other side's added lines share; most merges have none
left once keywords and builtins are set aside, and then no check runs at all.

Python's check reads CPython's symbol tables: a name used at module level, or used as a
global inside a function or class, that the module never binds (assignment, ``def``,
``class``, import, ``global`` assignment) and that is not a builtin is undefined. A
file with ``from x import *`` is skipped: its names cannot be known.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Set
from functools import cache, lru_cache

from semmerge.merge.linemerge import Edit, diff_edits

TYPE_CHECKING = False  # typing costs the merge driver start-up
if TYPE_CHECKING:
    import symtable
    from types import ModuleType

Finding = tuple[str, int]  # (name, first line that uses it)

_MODULE_NAMES = frozenset({
    "__name__", "__file__", "__doc__", "__spec__", "__loader__", "__package__",
    "__builtins__", "__path__", "__annotations__", "__dict__", "__debug__",
    "__cached__", "__class__", "__qualname__", "__module__",
})


def _python_undefined(text: str, names: Set[str] | None = None) -> dict[str, int] | None:
    """Undefined names -> first line using them; None if the text cannot be judged.

    Uses CPython's own symbol tables (``symtable``): the scoping rules are exactly the
    compiler's, and building them costs a fraction of walking an ``ast`` in Python.
    With ``names``, only those names are judged: reading every symbol of every scope
    through ``symtable``'s Python objects costs more than building the tables.
    """
    if _star_import(text):
        return None  # names arrive through "import *": they cannot be known
    try:
        top = python_symbol_table(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    bound: set[str] = set()
    wanted: set[str] = set()
    tables = [top]
    while tables:
        table = tables.pop()
        tables.extend(table.get_children())
        idents = table.get_identifiers()
        for name in idents if names is None else names & idents:
            sym = table.lookup(name)
            at_module = table is top or sym.is_declared_global()
            if at_module and (sym.is_assigned() or sym.is_imported() or sym.is_namespace()):
                bound.add(name)
            if sym.is_referenced() and (table is top or sym.is_global()):
                wanted.add(name)
    undefined = wanted - bound - _python_never_undefined()
    return {name: _first_use(text, name) for name in sorted(undefined)}


def python_symbol_table(text: str) -> symtable.SymbolTable:
    """CPython's symbol table of a module's text; raises what ``symtable.symtable`` raises
    (SyntaxError, ValueError, RecursionError, MemoryError).

    The last text's table (or error) is kept: the compiler check of a structured result
    and the semantic check after it read the same text, and a table of a large file
    costs milliseconds.

    The table is built as if the module did not import ``annotations`` from
    ``__future__``: under that import CPython leaves annotations out of its tables,
    and a name used only in annotations (``def f() -> Request``) would never be
    missing. Type checkers and ``typing.get_type_hints`` still read them, so they are
    uses like any other.
    """
    global _LAST_TABLE  # noqa: PLW0603 - a one-entry memo
    memo = _LAST_TABLE  # read once: another thread may replace it meanwhile
    if memo is None or memo[0] != text:
        import symtable
        import warnings

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                built: symtable.SymbolTable | Exception = symtable.symtable(
                    _annotations_evaluated(text), "<merged>", "exec"
                )
        except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
            built = exc
        memo = _LAST_TABLE = (text, built)
    found = memo[1]
    if isinstance(found, Exception):
        raise found.with_traceback(None)
    return found


_LAST_TABLE: tuple[str, symtable.SymbolTable | Exception] | None = None


def _annotations_evaluated(text: str) -> str:
    """``text`` with ``annotations`` in its ``from __future__ import`` replaced by
    ``generators``, a feature that changes nothing in Python 3; padded to the same
    length, so every line and column stays where it was."""
    if "__future__" not in text or "annotations" not in text:
        return text
    return _future_annotations().sub(r"\1generators ", text)


def _python_never_undefined() -> frozenset[str]:
    """Builtins, module attributes and keywords: never an undefined name."""
    global _PY_NEVER  # noqa: PLW0603 - built on first use, off the driver's start-up
    if _PY_NEVER is None:
        import builtins
        import keyword

        _PY_NEVER = frozenset(
            {*dir(builtins), *_MODULE_NAMES, *keyword.kwlist}
        )
    return _PY_NEVER


_PY_NEVER: frozenset[str] | None = None


@cache
def _python_reserved() -> frozenset[str]:
    """Python's hard keywords (not the soft ones: ``match`` or ``type`` can be names)."""
    import keyword

    return frozenset(keyword.kwlist)


# The regular expressions are compiled on first use: the merge driver starts once per
# file, and most merges need none of them (compiling them all costs a millisecond).
@cache
def _future_annotations() -> re.Pattern[str]:
    # One logical line, or a parenthesized list over several.
    return re.compile(
        r"^(from[ \t]+__future__[ \t]+import[ \t]*(?:\([^)]*?|[^\n#;]*?))\bannotations\b",
        re.M,
    )


def _star_import(text: str) -> bool:
    """Does a line of ``text`` import ``*`` from a module? Its ``import *`` is found
    first, and only its line is matched: a pattern anchored at every line start reads
    a large file several times slower."""
    for found in _import_star().finditer(text):
        start = text.rfind("\n", 0, found.start()) + 1
        if _star_import_line().match(text, start, found.end()):
            return True
    return False


@cache
def _import_star() -> re.Pattern[str]:
    return re.compile(r"import[ \t]+\*")


@cache
def _star_import_line() -> re.Pattern[str]:
    return re.compile(r"[ \t]*from[ \t]+\S+[ \t]+import[ \t]+\*")


def _first_use(text: str, name: str) -> int:
    found = re.search(rf"(?<![\w.]){re.escape(name)}\b", text)
    return text.count("\n", 0, found.start()) + 1 if found else 1


class NameCheck:
    """One language's check: ``judge(text, names)`` gives the undefined names among
    ``names`` (all names when None) with their first use, or None when the text cannot
    be judged; ``never_undefined()`` gives words that can never be such a name
    (hard keywords, builtins), so a caller can skip the check when only those changed.
    ``scopes()``, where the language has scope rules read from the text alone, gives
    them (a module like :mod:`semmerge.merge.pyscopes`: ``enclosing``, ``is_header``,
    ``declares_outer``), imported when first needed. ``parameters(base, left, right,
    merged)``, where the language has one, gives the parameters one side removed that the
    other side's new code still passes, and those it made required that the other
    side's new calls do not pass: ``(parameter, line, side, function, why)``.
    ``early(text, names)``, where the language runs a module's statements in order
    (Python), gives the names read while it loads above the statement that defines
    them, and the locals a function reads above their assignment (only in functions
    holding one of ``names``, the moved bindings), with the line reading each (None:
    the text cannot be judged). ``fields(text)`` gives the
    classes whose fields are in an order the language rejects when the class is
    created (a Python dataclass field without a default below one with a default),
    with the line of the first field out of order."""

    def __init__(
        self, judge: Callable[[str, Set[str] | None], dict[str, int] | None],
        never_undefined: Callable[[], frozenset[str]], line_comment: str,
        binds: Callable[[str], Iterable[str]], reserved: Callable[[], frozenset[str]],
        scopes: Callable[[], ModuleType] | None = None,
        parameters: Callable[..., list[tuple[str, int, str, str, str]]] | None = None,
        early: Callable[..., dict[str, int] | None] | None = None,
        fields: Callable[[str], dict[str, int] | None] | None = None,
    ) -> None:
        self.judge = judge
        self.never_undefined = never_undefined
        self.line_comment = line_comment
        self.binds = binds
        self.reserved = reserved
        self.scopes = scopes
        self.parameters = parameters
        self.early = early
        self.fields = fields

    def rules_for(self, *versions: list[str]) -> ModuleType | None:
        """The scope rules, when they can narrow a check of these versions' lines (not
        where a function may bind a module-level name)."""
        if self.scopes is None:
            return None
        rules = self.scopes()
        if any(map(rules.lines_declare_outer, versions)):
            return None
        return rules

    def bindings_where(
        self, lines: list[str], picked: Iterable[int], wanted: Set[str],
        counts: Callable[[int], bool],
    ) -> set[str]:
        """The words of ``wanted`` that the ``picked`` lines may bind, from the lines
        whose innermost function body has a header line ``h`` with ``counts(h)`` (-1:
        in no function). Every picked line counts for a language without scope rules."""
        rules = self.rules_for(lines)
        found: set[str] = set()
        few = len(wanted) <= 4  # then a substring test first, cheaper than the pattern
        for i in picked:
            line = lines[i]
            if few and not any(w in line for w in wanted):
                continue
            if line.lstrip().startswith(self.line_comment):
                continue
            words = wanted.intersection(self.binds(line))
            if words and (rules is None or counts(rules.enclosing(lines, i, True))):
                found |= words
        return found

    def function_of(self, lines: list[str], index: int) -> int:
        """The header line of the function whose body holds ``lines[index]`` (-1: none,
        or no scope rules)."""
        return -1 if self.scopes is None else self.scopes().enclosing(lines, index, True)

    def moves_scopes(self, lines: Iterable[str]) -> bool:
        """Could changing these lines move others into another scope? Always, for a
        language without scope rules; else when one is a header (``def``, ``class``)."""
        if self.scopes is None:
            return True
        return any(map(self.scopes().is_header, lines))

    def words(self, lines: Iterable[str]) -> set[str]:
        """Words that may be names on these lines (comment lines hold none)."""
        comment = self.line_comment
        return word_set("\n".join(
            line for line in lines if not line.lstrip().startswith(comment)
        ))

    def bound_words(self, lines: Iterable[str]) -> set[str]:
        """Words these lines may bind: a superset of the names they bind."""
        return self._found(self.binds, lines)

    def binding_words(self, lines: Iterable[str]) -> set[str]:
        """:meth:`bound_words` without the language's reserved words (``None``,
        ``return``...), which no line can bind."""
        return self.bound_words(lines) - self.reserved()

    def shared_bindings(self, one: list[str], other: list[str]) -> set[str]:
        """The words that lines of ``one`` and lines of ``other`` may both bind
        (:meth:`binding_words` of each, intersected): the binding patterns read only
        the lines holding a word both have."""
        shared = self.words(one) & self.words(other) - self.reserved()
        return _bound(self, one, shared) & _bound(self, other, shared) if shared else shared

    def _found(self, split: Callable[[str], Iterable[str]], lines: Iterable[str]) -> set[str]:
        found: set[str] = set()
        for line in lines:
            if not line.lstrip().startswith(self.line_comment):
                found.update(split(line))
        return found


def words(line: str) -> list[str]:
    """The words of ``line`` not preceded by "." (an attribute, ``x.name``, is never a
    name the merge can leave undefined): what ``(?<![\\w.])[^\\W\\d]\\w*`` finds.

    An ASCII line is split with ``str.translate`` (several times faster than the
    regular expression, which is used for other lines): each run of word characters
    and dots is a candidate, and its part before the first dot is a word unless empty
    or a number.
    """
    if not line.isascii():
        return _word().findall(line)
    found = []
    for run in line.translate(_NOT_WORD).split():
        head = run.partition(".")[0]
        if head and not head[0].isdigit():
            found.append(head)
    return found


def word_set(text: str) -> set[str]:
    """The set of :func:`words` of ``text`` (any number of lines), found in one pass."""
    if not text.isascii():
        return set(_word().findall(text))
    heads = {run.partition(".")[0] for run in text.translate(_NOT_WORD).split()}
    return {head for head in heads if head and not head[0].isdigit()}


# ASCII characters that are neither word characters nor "." -> space.
_NOT_WORD = str.maketrans({
    c: " " for c in map(chr, range(128)) if not (c.isalnum() or c in "_.")
})


@cache
def _word() -> re.Pattern[str]:
    return re.compile(r"(?<![\w.])[^\W\d]\w*")


def any_words(lines: Iterable[str]) -> set[str]:
    """Every identifier-like word of ``lines``, members after "." and words of comments
    included ("$" is a word character, as in JavaScript): for checks with no binding
    patterns of the language."""
    text = "".join(lines)  # each line ends its words with "\n"
    if not text.isascii():
        return set(_any_word().findall(text))
    # Each run of word characters and "$" holds one word, from its first letter or "_"
    # on (what the pattern finds; splitting is several times faster).
    found = {run.lstrip(_DIGITS_DOLLAR) for run in text.translate(_NOT_ANY_WORD).split()}
    found.discard("")
    return found


# ASCII characters that are neither word characters nor "$" -> space.
_NOT_ANY_WORD = str.maketrans({
    c: " " for c in map(chr, range(128)) if not (c.isalnum() or c in "_$")
})
_DIGITS_DOLLAR = "0123456789$"


@cache
def _any_word() -> re.Pattern[str]:
    return re.compile(r"[^\W\d][\w$]*")


# Where Python may bind a name, generously: after a keyword that binds (def, class,
# import, as, for, global, ...) or a star, after a comma when a dot follows on an import
# line (the second module of "import a.b, c.d"), or before what may end a target ("=" and
# augmented "+=", ":" of an annotation or ":=", a comma or closing bracket of a target
# list or import list, " in" of a for loop, " if" of a case guard, a comment, ";", a
# line continuation, the end of the line). A superset: a word it misses cannot be a
# name the line binds.
@cache
def _py_binding() -> re.Pattern[str]:
    return re.compile(
        r"(?:\b(?:def|class|import|as|for|global|nonlocal|type|del)\s+|\*\s*)([^\W\d]\w*)"
        r"|,\s*([^\W\d]\w*)(?=\.)"
        r"|(?<![\w.])([^\W\d]\w*)"
        r"(?=\s*(?:(?:[-+*/%&|^@<>]|//|\*\*|>>|<<)?=(?!=)|:|,|\)|\]|\}|;|#|\\|$)"
        r"|\s+(?:in|if)\b)"
    )


# "def name(params):" binds the name in the enclosing scope; its parameters are local
# to the function, except a walrus in a default value.
@cache
def _py_def() -> re.Pattern[str]:
    return re.compile(r"\s*(?:async\s+)?def\s+([^\W\d]\w*)\s*\((.*)")


@cache
def _py_walrus() -> re.Pattern[str]:
    return re.compile(r"([^\W\d]\w*)\s*:=")


@lru_cache(maxsize=4096)
def _python_binds(line: str) -> tuple[str, ...]:
    """Words a line of Python may bind (a superset; each is also one of its
    :func:`words`). Remembered for the last few thousand lines: the checks of a merge
    ask about the same changed lines several times (more than half the calls on the
    corpus), and the pattern costs microseconds a line."""
    header = _py_def().match(line)
    if header is not None:
        return (header[1], *_py_walrus().findall(header[2]))
    imports = "import" in line  # ", c.d" binds c only in "import a.b, c.d"
    return tuple(m[i] for m in _py_binding().finditer(line)
                 if (i := m.lastindex or 0) != 2 or imports)


def _python_parameters(
    base: list[str], left: list[str], right: list[str], merged: str
) -> list[tuple[str, int, str, str, str]]:
    from semmerge.merge.params import (  # when needed
        added_required,
        made_async,
        removed_parameters,
    )

    return [(*f, PARAMETER_REMOVED) for f in removed_parameters(base, left, right, merged)] + [
        (*f, PARAMETER_REQUIRED) for f in added_required(base, left, right, merged)] + [
        (*f, MADE_ASYNC) for f in made_async(base, left, right, merged)]


def _python_early(text: str, names: Set[str] | None = None) -> dict[str, int] | None:
    from semmerge.merge.pyorder import used_before_defined  # ast: only when needed

    return used_before_defined(text, names)


def _python_fields(text: str) -> dict[str, int] | None:
    from semmerge.merge.pyorder import required_after_default  # ast: only when needed

    return required_after_default(text)


def _python_scopes() -> ModuleType:
    from semmerge.merge import pyscopes  # only when a check needs it

    return pyscopes


CHECKS: dict[str, NameCheck] = {
    "python-names": NameCheck(
        _python_undefined, _python_never_undefined, "#", _python_binds, _python_reserved,
        _python_scopes, _python_parameters, _python_early, _python_fields,
    ),
}
#: The check for any grammar without one of its own (:mod:`semmerge.merge.removed`).
REMOVED_NAMES = "removed-names"
#: Only definitions of the file one side removed everywhere, for a language whose calls
#: of its many builtins look like calls of the file's own functions (PHP's is_string).
REMOVED_DEFINITIONS = "removed-definitions"
#: How the reason of a removed parameter goes on ("left <this> f()").
PARAMETER_REMOVED = "removed it from the parameters of"
#: ... and of a parameter one side made required that a new call does not pass.
PARAMETER_REQUIRED = "made it a required parameter of"
#: ... and of a function one side made ``async`` that a new call does not await.
MADE_ASYNC = "made async the function"
#: Every name a spec's ``semantic_check`` may give.
SEMANTIC_CHECKS = (*CHECKS, REMOVED_NAMES, REMOVED_DEFINITIONS)


def suspects(check: str, base: list[str], left: list[str], right: list[str]) -> set[str]:
    """Names a clean merge of these lines could leave undefined: a name loses its
    definition on one side (a line it removed that may bind the name) and gains a use
    on the other (an added line). The check is needed only when this is not empty."""
    named = CHECKS[check]
    edits_l, edits_r = diff_edits(base, left), diff_edits(base, right)
    removed_l, added_l = changed_lines(base, left, edits_l)
    removed_r, added_r = changed_lines(base, right, edits_r)
    used_l, used_r = named.words(added_l), named.words(added_r)
    never = named.never_undefined()
    # Any word of a removed line first: a superset of what the line may bind, found
    # without the binding patterns; most merges end here.
    shared_l = named.words(removed_l) & used_r - never
    shared_r = named.words(removed_r) & used_l - never
    if not shared_l and not shared_r:
        return set()
    rules = named.rules_for(base, left, right)
    found_l = _bound(named, removed_l, shared_l) | _parameters(rules, removed_l, shared_l)
    found_r = _bound(named, removed_r, shared_r) | _parameters(rules, removed_r, shared_r)
    return _reaching(named, base, (edits_l, right, edits_r), found_l, rules) | _reaching(
        named, base, (edits_r, left, edits_l), found_r, rules
    )


def _bound(named: NameCheck, lines: list[str], wanted: set[str]) -> set[str]:
    """The words of ``wanted`` that ``lines`` may bind; only lines holding one of them
    are read with the binding patterns."""
    if not wanted:
        return wanted
    return named.bound_words(_holding(lines, wanted)) & wanted


def _parameters(rules: ModuleType | None, lines: list[str], wanted: set[str]) -> set[str]:
    """The words of ``wanted`` in the parameters of ``def`` lines among ``lines`` (a
    superset of the parameters they name), where scope rules place them: a parameter is
    a binding of the function's own scope, which a side removes with the header line."""
    if rules is None or not wanted:
        return set()
    found: set[str] = set()
    for line in _holding(lines, wanted):
        params = rules.parameter_text(line)
        if params is not None:
            found |= word_set(params) & wanted
    return found


def _holding(lines: Iterable[str], wanted: set[str]) -> list[str]:
    """The lines that hold one of the ``wanted`` words, at least as a substring."""
    return [line for line in lines if any(w in line for w in wanted)]



def _reaching(
    named: NameCheck, base: list[str], sides: tuple[list[Edit], list[str], list[Edit]],
    words: set[str], rules: ModuleType | None,
) -> set[str]:
    """The ``words`` whose removal (by the edits ``sides[0]``) may reach a use the other
    side (``sides[1]``, changed by ``sides[2]``) added.

    With scope rules (``rules``), a binding removed inside a function body is a local or
    a parameter of that function (``self``, ``result``: most suspects, and each costs a
    symbol table): taking it away can only leave undefined a use in that same function,
    or in a function nested in it. A binding removed outside every function reaches
    every use.
    """
    if rules is None or not words:
        return words
    removed, other, other_edits = sides
    local: dict[str, set[int]] = {}  # word -> base functions it lost a binding in
    kept: set[str] = set()
    for i in removed_at(removed):
        line = base[i]
        if not any(w in line for w in words) or line.lstrip().startswith(named.line_comment):
            continue  # holds none of the words: binds none of them
        params = rules.parameter_text(line)
        for word in words.intersection(word_set(params)) if params is not None else ():
            local.setdefault(word, set()).add(i)  # the function's own: its header is i
        bound = words.intersection(named.binds(line)) - kept
        if not bound:
            continue
        head = rules.enclosing(base, i, True, -1)  # unsure: module level, kept
        if head < 0:
            kept |= bound
        else:
            for word in bound:
                local.setdefault(word, set()).add(head)
    pending = {word: heads for word, heads in local.items() if word not in kept}
    outer: dict[int, int] = {}  # header line -> the function header around it
    for i in added_at(other_edits) if pending else ():
        line = other[i]
        if not any(w in line for w in pending):  # a substring test first: cheap
            continue
        used = named.words((line,)) & pending.keys()
        if not used:
            continue
        spans = _function_spans(rules, other, other_edits, i, outer)
        for word in used:
            if spans is None or any(a <= h < b for a, b in spans for h in pending[word]):
                kept.add(word)
                del pending[word]
        if not pending:
            break
    return kept


def _function_spans(
    rules: ModuleType, side: list[str], edits: list[Edit], index: int,
    outer: dict[int, int],
) -> list[tuple[int, int]] | None:
    """The functions ``side[index]`` sits in, innermost first, each as the base lines
    its header stands for (see :func:`_base_span`; a header the side changed stands
    for the base headers its change replaced, one it added for none). None when the
    walk cannot tell: the line may sit deeper than its indentation says.

    ``outer`` keeps the walks up from headers, for the next line of this side: from a
    method's header the walk crosses every method above it in its class."""
    spans = []
    head = rules.enclosing(side, index, True, _UNSURE)
    while head >= 0:
        spans.append(_base_span(edits, head))
        up = outer.get(head)
        if up is None:
            up = outer[head] = rules.enclosing(side, head, True, _UNSURE)
        head = up
    return None if head == _UNSURE else spans


_UNSURE = -2


def _base_span(edits: list[Edit], index: int) -> tuple[int, int]:
    """The base lines that side line ``index`` stands for: the one it keeps, or those
    the change that added it replaced (none for a pure insertion)."""
    shift = 0
    for start_b, count_b, start_s, count_s in edits:
        if index < start_s:
            break
        if index < start_s + count_s:
            return start_b, start_b + count_b
        shift = (start_b + count_b) - (start_s + count_s)
    return index + shift, index + shift + 1


def removed_at(edits: list[tuple[int, int, int, int]]) -> list[int]:
    """Indices of the base lines that ``edits`` remove."""
    return [i for start, count, _, _ in edits for i in range(start, start + count)]


def added_at(edits: list[tuple[int, int, int, int]]) -> list[int]:
    """Indices of the side lines that ``edits`` add."""
    return [i for _, _, start, count in edits for i in range(start, start + count)]


def changed_lines(
    base: list[str], side: list[str], edits: list[tuple[int, int, int, int]] | None = None,
) -> tuple[list[str], list[str]]:
    """The lines ``side`` removed from ``base``, and the lines it added (the line merge
    diffed the same texts: the diff comes from its memo, or is ``edits``)."""
    removed: list[str] = []
    added: list[str] = []
    for start_b, count_b, start_s, count_s in diff_edits(base, side) if edits is None else edits:
        removed += base[start_b : start_b + count_b]
        added += side[start_s : start_s + count_s]
    return removed, added


def new_undefined(
    check: str, left: str, right: str, merged: str, names: Set[str] | None = None,
) -> list[Finding]:
    """Names undefined in ``merged`` but defined (or unused) in both left and right.

    With ``names``, only those are judged (the ones the merge could have broken).
    """
    judge = CHECKS[check].judge
    now = judge(merged, names)
    if not now:
        return []
    before: set[str] = set()
    for side in (left, right):
        undefined = judge(side, set(now))
        if undefined is None:
            return []  # a side we cannot judge: no claim about the merge
        before |= set(undefined)
    return sorted(((n, line) for n, line in now.items() if n not in before), key=lambda f: f[1])


def gone_words(
    base: list[str], left: list[str], right: list[str], fold_case: bool = False,
) -> dict[str, str]:
    """Words a side's removed lines had and no line of that side has any more, which
    the other side's added lines have -> the side that removed them (the text test of
    :mod:`semmerge.merge.removed`, here so that a merge that leaves none never imports
    it). ``fold_case``: names know no case (Fortran), so a word is gone from a side
    only when no line of it has the word in any case."""
    removed_l, added_l = changed_lines(base, left)
    removed_r, added_r = changed_lines(base, right)
    used_l, used_r = any_words(added_l), any_words(added_r)
    # A name a side's own added lines use is not gone from it; so no name is gone from
    # both sides.
    side = dict.fromkeys(absent(any_words(removed_l) & used_r - used_l, left), "left")
    side.update(dict.fromkeys(
        absent(any_words(removed_r) & used_l - used_r, right), "right"
    ))
    if fold_case and side:  # 'rinc' removed, 'RINC' kept: the name is not gone
        lowered = {"left": [line.lower() for line in left],
                   "right": [line.lower() for line in right]}
        side = {name: s for name, s in side.items() if absent({name.lower()}, lowered[s])}
    return side


def absent(names: set[str], side: list[str]) -> set[str]:
    """The names that no line of ``side`` has as a word (not inside a longer word; "$"
    is a word character, as in JavaScript).

    Each name is looked for as a substring (in C), and each place it occurs is checked
    for word boundaries: a pattern of all the names would try every position of the
    text, several times slower on a large file."""
    if not names:
        return names
    text = "".join(side)
    return {name for name in names if not _has_word(text, name)}


def _has_word(text: str, word: str) -> bool:
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if not (at and _word_char(text[at - 1])) and not (
            end < len(text) and _word_char(text[end])
        ):
            return True
        at = text.find(word, at + 1)
    return False


def _word_char(char: str) -> bool:
    """``\\w`` of a regular expression, or "$"."""
    return char.isalnum() or char in "_$"
