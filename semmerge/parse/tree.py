"""Symbol trees: source text -> ordered, keyed declarations with the lines they own.

In: a file's text and its :class:`~semmerge.parse.spec.LanguageSpec`. Out: a
:class:`SymbolNode` for the whole file (kind ``module``) whose ``children`` are its
top-level statements, in order; containers (classes) have children of their own.

Every node owns whole lines: its ``lead`` (blank lines and comments that lead into it)
and its ``body`` (the statement itself, with decorators and any trailing comment on its
last line). The first member of a container has no lead: what precedes it belongs to
the container's ``header``, so that two sides inserting before the first member never
copy the comment above it. ``tree.text`` is the input, byte for byte.

Keys are stable across versions: ``def f``, ``class A``, ``import os``, ``from x``,
``var X``; other statements are keyed by node type and first line. A key that repeats
in one scope gets ``#2``, ``#3`` ... in order of appearance.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator
from functools import cache
from itertools import accumulate, pairwise

from semmerge.parse.spec import DeclarationSpec, LanguageSpec

TYPE_CHECKING = False  # importing typing costs the merge driver measurable start-up
if TYPE_CHECKING:
    from tree_sitter import Node as TSNode
    from tree_sitter import Parser, Tree

# Classes nested deeper than this are merged as plain text: a bound on work and on
# recursion for pathological input (thousands of nested classes).
MAX_CONTAINER_DEPTH = 48

#: How a binding of a plain import (one that binds whole modules, ``import os.path``)
#: starts: it names the module so, since ``import os.path`` and ``import os`` bind one
#: name and are no repeat. A module of one part is also bound as its bare name
#: (``json``), the name an alias or another definition may bind too.
PLAIN_IMPORT = "import "


class ParseError(ValueError):
    """The text does not parse; ``line`` is 1-based."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(message)
        self.line = line


class ItemList:
    """An unordered list inside one statement: ``prefix item sep item ... suffix``."""

    __slots__ = ("prefix", "items", "seps", "suffix")

    def __init__(self, prefix: str, items: list[str], seps: list[str], suffix: str) -> None:
        self.prefix = prefix
        self.items = items
        self.seps = seps
        self.suffix = suffix

    def render(self) -> str:
        parts = [self.prefix]
        for i, item in enumerate(self.items):
            if i:
                parts.append(self.seps[i - 1])
            parts.append(item)
        parts.append(self.suffix)
        return "".join(parts)


class SymbolNode:
    """One statement or declaration and the whole lines it owns.

    ``lead`` + ``body`` is its text. Containers also have ``header``, ``children`` and
    ``footer`` (``body == header + children's texts + footer``). ``items`` is set for
    statements holding an unordered list; ``bindings`` are the names it defines (for a
    plain import, each module after :data:`PLAIN_IMPORT`, and a bare one bare too).
    """

    __slots__ = ("key", "kind", "name", "lead", "body", "line", "node_type", "_children",
                 "header", "footer", "items", "bindings", "is_import", "repeatable",
                 "sort_kind", "sort_name", "sorted_member", "ordered", "_expand",
                 "separator", "syntax", "signature", "body_start", "commutative", "leading",
                 "strict")

    def __init__(
        self, key: str, kind: str, name: str, lead: str, body: str, line: int,
        node_type: str = "",
    ) -> None:
        self.key = key
        self.kind = kind
        self.name = name
        self.lead = lead
        self.body = body
        self.line = line
        self.node_type = node_type
        self._children: list[SymbolNode] | None = None
        # Containers (function bodies, blocks, classes) are split into members only when
        # a merge or a check needs them: most are changed on one side at most.
        self._expand: Callable[[SymbolNode], None] | None = None
        self.header = ""
        self.footer = ""
        self.items: ItemList | None = None
        self.bindings: tuple[str, ...] = ()
        self.is_import = False
        self.repeatable = False
        self.sort_kind = ""
        self.sort_name = ""
        self.sorted_member = False  # kept in a sorted run like an import (JSON keys)
        self.ordered = False
        self.separator: str | None = None
        # The statement's tree-sitter node and the file's bytes, and the byte offset
        # where ``body`` starts in them: for merging by syntax where lines clash.
        self.syntax: tuple[TSNode, bytes] | None = None
        # Where ``syntax`` is a body beside its declaration (a ``continuation_types``
        # node, Dart's ``function_body``), the declaration's own node (its signature).
        self.signature: tuple[TSNode, bytes] | None = None
        self.body_start = 0
        # A container whose body is a commutative node (Java's enum constants): merged
        # as a whole by its syntax tree first, when both sides changed it.
        self.commutative = False
        # A statement that must stay first in its scope: its rank in the spec's
        # ``leading`` list, from 1 (0: any other statement).
        self.leading = 0
        # Merged by lines as git merges them where both sides changed it, changes that
        # only touch included (a conditional-compilation region: a line next to its
        # '#if' or '#else' is under that condition).
        self.strict = False

    @property
    def text(self) -> str:
        return self.lead + self.body

    @property
    def children(self) -> list[SymbolNode] | None:
        """Members in order, or None for a leaf (expanded on first access)."""
        if self._expand is not None:
            expand, self._expand = self._expand, None
            expand(self)
        return self._children

    @children.setter
    def children(self, value: list[SymbolNode] | None) -> None:
        self._children = value
        self._expand = None

    @property
    def expanded_children(self) -> list[SymbolNode]:
        """Members already split out, without splitting any more."""
        return self._children or [] if self._expand is None else []

    @property
    def is_container(self) -> bool:
        return self.children is not None

    @property
    def is_leaf(self) -> bool:
        """Not a container, told without splitting a container's members."""
        return self._children is None and self._expand is None

    def find(self, key: str) -> SymbolNode | None:
        for child in self.children or ():
            if child.key == key:
                return child
        return None

    def copy(self, **changes: object) -> SymbolNode:
        """A shallow copy with some attributes changed (``key=...``, ``lead=...``)."""
        clone = SymbolNode.__new__(SymbolNode)
        for slot in SymbolNode.__slots__:
            setattr(clone, slot, changes.get(slot, getattr(self, slot)))
        return clone

    def __repr__(self) -> str:
        return f"SymbolNode({self.key!r}, line={self.line})"


class _Source:
    """The file as UTF-8 bytes, with the byte offset where each row starts."""

    __slots__ = ("data", "line_start")

    def __init__(self, data: bytes, lines: list[str] | None = None) -> None:
        """``lines``: the text split after each newline, when the caller has them and
        the text is ASCII (a character is a byte): their lengths give the offsets at a
        third of the cost of splitting the bytes."""
        self.data = data
        if lines is not None:
            self.line_start = list(accumulate(map(len, lines), initial=0))
            return
        # Each row's length plus its newline, summed (in C, unlike a loop over find()).
        rows = data.split(b"\n")
        rows.pop()
        starts = list(accumulate(map((1).__add__, map(len, rows)), initial=0))
        if starts[-1] != len(data):
            starts.append(len(data))
        self.line_start = starts

    @property
    def nlines(self) -> int:
        return len(self.line_start) - 1

    def point(self, row: int) -> tuple[int, int]:
        """tree-sitter's (row, column) of where row ``row`` starts; the end of the file
        when it is the row after a last line without a newline."""
        if row < self.nlines or not self.data or self.data.endswith(b"\n"):
            return row, 0
        return row - 1, self.line_start[row] - self.line_start[row - 1]

    def lead_in(self, offset: int) -> int:
        """The offset of the last non-blank byte before ``offset`` (looking back at
        most :data:`_LOOK_BACK` bytes; 0 at the start of the file)."""
        window = self.data[max(0, offset - _LOOK_BACK) : offset]
        kept = len(window.rstrip())
        return offset - len(window) + max(kept - 1, 0)

    def position(self, offset: int, row: int) -> tuple[int, int]:
        """tree-sitter's (row, column in bytes) of byte ``offset``, which lies on row
        ``row`` or a few rows before it (found by walking back)."""
        while self.line_start[row] > offset:
            row -= 1
        return row, offset - self.line_start[row]

    def rows(self, first: int, end: int) -> str:
        """Text of rows [first, end)."""
        if end <= first:
            return ""
        return self.data[self.line_start[first] : self.line_start[end]].decode("utf-8")


class ParseTimeout(Exception):
    """Parsing did not finish before the deadline."""


_CHUNK = 1 << 16
#: How far back an edit looks for the last non-blank byte before it.
_LOOK_BACK = 256


class Parsed:
    """One tree-sitter parse: the tree and the bytes it read, kept so that an edited
    copy of the text can be re-parsed incrementally (:func:`parse_text`'s ``reuse``).
    ``blanked``: the macro names the grammar read as blanks (see :func:`parse_text`).
    ``errors``: the syntax errors a parse with ``contained`` kept, each as the text of
    its rows (stripped) mapped to its first row, 1-based; empty for a text that parses."""

    __slots__ = ("blanked", "errors", "src", "tree")

    def __init__(
        self, tree: Tree, src: _Source, blanked: frozenset[str] = frozenset(),
        errors: dict[str, int] | None = None,
    ) -> None:
        self.tree = tree
        self.src = src
        self.blanked = blanked
        self.errors = errors or {}


#: A change from one text to another in lines: ``(start_a, count_a, start_b, count_b)``,
#: as :func:`semmerge.merge.linemerge.diff_edits` gives them.
LineEdit = tuple[int, int, int, int]


def parse_tree(
    text: str, spec: LanguageSpec, parser: Parser, deadline: float | None = None,
    contained: bool = False,
) -> SymbolNode:
    """Parse ``text`` into a symbol tree; raise :class:`ParseError` on a syntax error
    (with ``contained``, only on one outside the members: see :func:`parse_text`).

    ``deadline`` (a ``time.monotonic()`` value) bounds the work: past it
    :class:`ParseTimeout` is raised, even in the middle of tree-sitter's parse.
    """
    parsed = parse_text(text, parser, deadline, macros=spec.macro_names,
                        contexts=spec.macro_contexts, contained=contained,
                        blanks=spec.blank_patterns)
    return build_tree(parsed, spec, deadline)


def parse_text(
    text: str, parser: Parser, deadline: float | None = None,
    reuse: tuple[Parsed, list[LineEdit]] | None = None, lines: list[str] | None = None,
    macros: str | None = None, contexts: tuple[str, ...] = (), contained: bool = False,
    blanks: tuple[str, ...] = (),
) -> Parsed:
    """tree-sitter's parse of ``text`` (ParseError on a syntax error, ParseTimeout past
    ``deadline``). With ``reuse``, an earlier parse and the line edits from its text to
    ``text``, tree-sitter re-parses only around the edits: the same tree, in a fifth of
    the time or less for a text that differs in a few places. ``lines``: the text's
    lines (:func:`~semmerge.merge.linemerge.split_lines`), when the caller has them.

    ``macros``: a regular expression of names that may be macros the grammar cannot
    read (``SPDLOG_API`` in ``class SPDLOG_API logger``). Where the text does not
    parse, such names on the rows of the first syntax error (a function-like one with
    its arguments) are read as blanks of their length wherever they stand, and the
    text is parsed again, a few times at most. The text and its offsets are unchanged:
    keys and rendering read the real bytes. ``contexts``: patterns (``{name}`` for a
    macro name) of places where such a name is a macro even where the text parses
    (``class {name} Logger``, which the grammar reads as a function); those are
    blanked from the start. A re-parse from an earlier parse that blanked other names
    parses from scratch.

    ``contained``: a syntax error inside a top-level statement is no ParseError; the
    parse keeps its errors (:attr:`Parsed.errors`) and :func:`build_tree` merges the
    innermost member around each as text. An error among the top-level statements
    still raises: where the file's own members begin and end is then unknown.

    ``blanks``: regular expressions of text read as blanks wherever it stands (the
    spec's ``blank_patterns``); a text with such a match is parsed from scratch."""
    src = _Source(text.encode("utf-8"), lines if lines is not None and text.isascii() else None)
    blanked = _macros_in_place(src.data, macros, contexts) if contexts else frozenset()
    if reuse is not None:  # names that were macros in a text like this one still are
        if not blanked <= reuse[0].blanked:
            reuse = None  # the parts it would reuse were read with fewer names blanked
        else:
            blanked = reuse[0].blanked
    data = _blank(src.data, blanked) if blanked else src.data
    if blanks:
        data, hit = _blank_patterns(data, blanks)
        reuse = None if hit else reuse
    tree = _parse(parser, data, deadline, None if reuse is None else _edited(*reuse, src))
    if tree.root_node.has_error and macros:
        tree, blanked = _parse_blanking(parser, src.data, tree, blanked, macros, deadline)
    root = tree.root_node
    if root.has_error:
        if not contained or _broken(root) or any(_broken(c) for c in root.children):
            raise ParseError(*_first_error(root))
        return Parsed(tree, src, blanked, _error_rows(root, src.data))
    return Parsed(tree, src, blanked)


def _parse(parser: Parser, data: bytes, deadline: float | None, old: Tree | None) -> Tree:
    if deadline is None or len(data) < _CHUNK * 16:
        source: bytes | Callable[[int, object], bytes] = data  # parse at once
    else:
        source = _reader(data, deadline)
    tree = parser.parse(source) if old is None else parser.parse(source, old)
    _check(deadline)
    return tree


#: Parses spent blanking macro names before a text counts as not parsing: as many as
#: read _BLANK_BYTES in all, _BLANK_TRIES at most (none for a text larger than that:
#: a generated amalgamation of a whole library, which a merge would parse often).
_BLANK_TRIES = 8
_BLANK_BYTES = 4 << 16


def _parse_blanking(
    parser: Parser, data: bytes, tree: Tree, blanked: frozenset[str], macros: str,
    deadline: float | None,
) -> tuple[Tree, frozenset[str]]:
    """Parse ``data`` again with more macro names blanked until it parses (see
    :func:`parse_text`); the last tree and the names blanked.

    The names on the rows of the first syntax error (from the row above it) are tried
    one at a time, in their order there; a name is kept blanked only when the first
    error then lies further on (a type name such as ``_CharType`` on that row, blanked
    everywhere, breaks other rows instead)."""
    import re  # only for text that does not parse: the merge driver's start-up

    name = re.compile(rb"\b(?:" + macros.encode() + rb")\b")
    tried: set[str] = set(blanked)
    at, end = _error_at(tree)
    tries = min(_BLANK_TRIES, _BLANK_BYTES // max(len(data), 1))
    for _ in range(tries):
        rows = data.split(b"\n", end + 2)[max(at[0] - 1, 0) : end + 2]
        found = [m.group().decode() for line in rows for m in name.finditer(line)]
        fresh = next((n for n in found if n not in tried), None)
        if fresh is None:
            break
        tried.add(fresh)
        # From scratch: left's, right's and the result's re-parses start from this tree,
        # which must be the one a fresh parse gives.
        again = _parse(parser, _blank(data, blanked | {fresh}), deadline, None)
        if not again.root_node.has_error:
            return again, blanked | {fresh}
        moved, moved_end = _error_at(again)
        if moved > at:
            tree, blanked, at, end = again, blanked | {fresh}, moved, moved_end
    return tree, blanked


#: Rows of a long syntax error whose names are candidates for blanking.
_ERROR_ROWS = 40


def _error_at(tree: Tree) -> tuple[tuple[int, int], int]:
    """Where the first syntax error of a tree that has one starts, (row, column), and
    the last row looked at for its cause (at most :data:`_ERROR_ROWS` further on)."""
    node = _error_node(tree.root_node)
    if node is None:
        return (0, 0), 0
    row = node.start_point.row
    return (row, node.start_point.column), min(node.end_point.row, row + _ERROR_ROWS)


def _macros_in_place(data: bytes, macros: str | None, contexts: tuple[str, ...]) -> frozenset[str]:
    """The macro names ``data`` has where ``contexts`` say a macro stands."""
    if macros is None:
        return frozenset()
    import re  # C and C++ only

    found: set[str] = set()
    for context in contexts:
        pattern = context.replace("{name}", f"({macros})").encode()
        found.update(m.group(1).decode() for m in re.finditer(pattern, data))
    return frozenset(found)


def _blank(data: bytes, names: frozenset[str]) -> bytes:
    """``data`` with each of ``names`` (and a call of it: ``NAME(...)`` without nested
    parentheses) replaced by spaces, line breaks kept."""
    import re

    words = b"|".join(re.escape(n.encode()) for n in sorted(names))
    pattern = rb"\b(?:" + words + rb")\b(?:\s*\([^()]*\))?"
    return re.sub(pattern, lambda m: re.sub(rb"[^\n]", b" ", m.group()), data)


def _blank_patterns(data: bytes, patterns: tuple[str, ...]) -> tuple[bytes, bool]:
    """``data`` with every match of ``patterns`` replaced by spaces, line breaks kept
    (only its groups, where the pattern has groups: an opening and its closing, with
    the text between parsed), and whether there was one."""
    import re

    def blank(text: bytes) -> bytes:
        return re.sub(rb"[^\n]", b" ", text)

    def spaced(m: re.Match[bytes]) -> bytes:
        if not m.re.groups:
            return blank(m.group())
        out, at = [], m.start()
        for k in range(1, m.re.groups + 1):
            if m.start(k) >= 0:
                out += [m.string[at : m.start(k)], blank(m.group(k))]
                at = m.end(k)
        return b"".join([*out, m.string[at : m.end()]])

    hit = False
    for pattern in patterns:
        data, n = re.subn(pattern.encode(), spaced, data)
        hit = hit or n > 0
    return data, hit


def build_tree(parsed: Parsed, spec: LanguageSpec, deadline: float | None = None) -> SymbolNode:
    """The symbol tree of a parse (see :func:`parse_tree`)."""
    return _Builder(spec, parsed.src, deadline, bool(parsed.errors)).module(parsed.tree.root_node)


def _edited(old: Parsed, edits: list[LineEdit], new: _Source) -> Tree:
    """A copy of ``old``'s tree with ``edits`` (old text -> ``new``) applied, last first:
    each edit is then given in coordinates that the edits before it have not moved.

    Each edit is told to start at the last non-blank byte before its first line. The
    bytes between are the same in both texts, so the edit stays true; but a token
    there may have looked ahead into the edit: Python's indent token, read after the
    colon that opens a block, scans the next line's indentation. Marked as changed, it
    made tree-sitter give up the whole block and re-read the rest of the file (24 ms
    instead of 1.5 ms for one line changed in a 230 KB file); with the colon inside
    the edit, the block is re-parsed around the edit and the rest reused.
    """
    tree = old.tree.copy()
    before, after = old.src, new
    for start_a, count_a, start_b, count_b in reversed(edits):
        start = before.line_start[start_a]
        begin = before.lead_in(start)
        new_row, new_col = after.point(start_b + count_b)
        tree.edit(
            start_byte=begin,
            old_end_byte=before.line_start[start_a + count_a],
            new_end_byte=start + after.line_start[start_b + count_b] - after.line_start[start_b],
            start_point=before.position(begin, start_a),
            old_end_point=before.point(start_a + count_a),
            new_end_point=(new_row - start_b + start_a, new_col),
        )
    return tree


def _reader(data: bytes, deadline: float) -> Callable[[int, object], bytes]:
    """Feed tree-sitter in chunks; end the input early once the deadline has passed."""

    def read(offset: int, _point: object) -> bytes:
        if time.monotonic() > deadline:
            return b""
        return data[offset : offset + _CHUNK]

    return read


def _check(deadline: float | None) -> None:
    if deadline is not None and time.monotonic() > deadline:
        raise ParseTimeout("time limit reached while parsing")


def _first_error(root: TSNode) -> tuple[str, int]:
    node = _error_node(root)
    if node is None:
        return "syntax error", 1
    what = "missing " + node.type if node.is_missing else "unexpected input"
    return f"syntax error ({what}) at line {node.start_point.row + 1}", (
        node.start_point.row + 1
    )


def _broken(node: TSNode) -> bool:
    """Is ``node`` a syntax error itself (not a statement with one inside)?"""
    return node.type == "ERROR" or node.is_missing


#: Rows of one syntax error that make up its text in :attr:`Parsed.errors`.
_ERROR_TEXT_ROWS = 4


def _errors_within(node: TSNode, members: list[TSNode]) -> bool:
    """Does every syntax error under ``node`` lie inside one of ``members``, none of
    which is an error itself? Then the members' bounds hold, and the error is merged
    as part of the text of the member that has it."""
    if any(_broken(m) for m in members):
        return False
    spans = [(m.start_byte, m.end_byte) for m in members if m.has_error]
    return all(any(a <= e.start_byte and e.end_byte <= b for a, b in spans)
               for e in _error_nodes(node))


def _error_rows(root: TSNode, data: bytes) -> dict[str, int]:
    """Each syntax error of a tree as the stripped text of its rows (a few at most),
    mapped to its first row, 1-based: what :attr:`Parsed.errors` holds."""
    lines = data.split(b"\n")
    found: dict[str, int] = {}
    for node in _error_nodes(root):
        first = node.start_point.row
        last = min(node.end_point.row, first + _ERROR_TEXT_ROWS - 1)
        rows = b"\n".join(line.strip() for line in lines[first : last + 1])
        found.setdefault(rows.decode("utf-8", "replace"), first + 1)
    return found


def _error_node(root: TSNode) -> TSNode | None:
    return next(_error_nodes(root), None)


def _error_nodes(root: TSNode) -> Iterator[TSNode]:
    """The syntax errors under ``root`` (ERROR and missing nodes), in text order, not
    looking into what holds none."""
    # Iterative walk (a recursive one overflows on deeply nested input).
    cursor = [root]
    while cursor:
        node = cursor.pop()
        if _broken(node):
            yield node
            continue
        cursor.extend(reversed([c for c in node.children if c.has_error or c.is_missing]))


class _Builder:
    def __init__(
        self, spec: LanguageSpec, src: _Source, deadline: float | None = None,
        errors: bool = False,
    ) -> None:
        self.spec = spec
        self.src = src
        self.deadline = deadline
        self.errors = errors  # the parse kept syntax errors inside members
        self._plain: frozenset[str] | None = None
        self._leading_types = {node_type for node_type, _ in spec.leading}
        self._grouping = any(d.group_path for ds in spec.declarations.values() for d in ds)

    def _text(self, node: TSNode | None) -> str:
        # Slice our own bytes: Node.text re-reads the input, which is slow (and calls
        # back into Python) when the tree was parsed from a reader callback.
        if node is None:
            return ""
        return self.src.data[node.start_byte : node.end_byte].decode("utf-8", "replace")

    # -- containers ---------------------------------------------------------------

    def module(self, root: TSNode) -> SymbolNode:
        node = SymbolNode(key="module", kind="module", name="", lead="", body="", line=1)
        top = self._top(root)
        if top is not root:
            # The members lie deeper (a Nix set under a function's formals): the header
            # around them may be merged by its syntax, as a declaration's header is.
            self._with_syntax(node, root, 0)
        members = self._members(top)
        if root.has_error and not _errors_within(root, members):
            raise ParseError(*_first_error(root))  # the members' bounds are unknown
        types = self.spec.top_member_types
        if types and any(m.type not in types for m in members):
            members = []  # template text between elements: the file is merged by lines
        # A module has no declaration row: a comment on its first row may lead into the
        # first member (floor -1).
        self._fill_container(node, members, 0, -1, self.src.nlines, depth=0)
        return node

    def _top(self, root: TSNode) -> TSNode:
        """The node whose children are the file's members: the root, or where the spec's
        ``members_path`` leads from a root of one child (one YAML document)."""
        path = self.spec.members_path
        if not path or len(self._members(root)) != 1:
            return root
        found = resolve(root, path)
        return found[0] if found else root

    def _members(self, parent: TSNode) -> list[TSNode]:
        comments = self.spec.comment_types
        members = [c for c in parent.named_children if c.type not in comments]
        inline = self.spec.inline_types
        if inline and any(c.type in inline for c in members):  # Haskell's 'declarations'
            members = [m for c in members
                       for m in (self._members(c) if c.type in inline else (c,))]
        return members

    def _fill_container(
        self, node: SymbolNode, members: list[TSNode], start: int, first: int, end: int,
        depth: int,
    ) -> None:
        """Split rows [start, end) into header, member nodes and footer.

        ``first`` is the row the declaration itself starts on (members must start after it).
        """
        regions = _regions(members, self.spec.regions)
        groups = _group_by_rows(members, self.spec.attached_types, self.src.data, regions,
                                self._attached if self.spec.attached_when else None,
                                self._group_name if self._grouping else None,
                                self.spec.continuation_types)
        heads = {members[i].id for i in regions} if regions else set()
        if not groups:
            node.children = []
            node.header = self.src.rows(start, end)
            node.body = node.header
            return
        children: list[SymbolNode] = []
        lead_row = groups[0][1]
        attach = self.spec.attach_comments
        if (attach is True or (attach == "members" and depth and not node.ordered)) and not (
            depth == 0 and self._is_import(groups[0][0][0])
        ):
            # (The comments above a file's first import are the file's: a license,
            # not an import's documentation; they stay when the import goes.)
            lead_row = self._comment_start(groups[0][3], lead_row, first)
        prev_end = lead_row
        node.header = self.src.rows(start, lead_row)
        for n, (stmts, first_row, last_row, _) in enumerate(groups):
            if n % 512 == 511:
                _check(self.deadline)
            next_row = groups[n + 1][1] if n + 1 < len(groups) else None
            if self.spec.terminators:
                last_row = self._terminator_end(stmts[-1], last_row, next_row)
            if self.spec.trailing_comments:
                last_row = self._trailing_comments_end(stmts[-1], last_row, next_row)
            # A member ends with its container, which may have left the rows it ends
            # with (the comment above the next key) to the next member.
            last_row = min(last_row, end - 1)
            if n + 1 < len(groups) and (stmts[-1].end_point.column == 0
                                        or self._ends_in_comment(stmts[-1])):
                # The node may run up to the next member (a TOML table up to the next,
                # a YAML key over the comment above the next key).
                last_row = self._own_last_row(stmts[-1], first_row, last_row,
                                              groups[n + 1][0][0].start_point.column)
            lead = self.src.rows(prev_end, first_row)
            child = self._statement(stmts, lead, first_row, last_row + 1, depth)
            if self.errors and any(s.has_error for s in stmts):
                _untrusted(child)
            if stmts[0].id in heads:
                child.bindings = self._region_bindings(stmts)
                child.strict = True
            children.append(child)
            prev_end = last_row + 1
        node.footer = self.src.rows(prev_end, end)
        node.children = _number_repeats(children)
        node.body = node.header + "".join(c.text for c in children) + node.footer

    def _is_import(self, ts: TSNode) -> bool:
        found = self._classify(ts)
        return found is not None and found[0].is_import

    def _terminator_end(self, ts: TSNode, last: int, next_row: int | None) -> int:
        """The row of a terminator (the spec's ``terminators``: OCaml's ``;;``) alone on
        the row right below ``ts``, which ends on row ``last``; else ``last``. The
        terminator ends the member above, so it moves and is deleted with it."""
        sib = ts.next_sibling
        if sib is None or sib.is_named or sib.type not in self.spec.terminators:
            return last
        row = sib.start_point.row
        if row != last + 1 or sib.end_point.row != row or (next_row is not None
                                                          and next_row <= row):
            return last
        starts = self.src.line_start
        line = self.src.data[starts[row] : starts[row + 1]]
        return row if line.strip() == self.src.data[sib.start_byte : sib.end_byte] else last

    def _trailing_comments_end(self, ts: TSNode, last: int, next_row: int | None) -> int:
        """The last row of the comments on the rows right below ``ts`` (which ends on row
        ``last``) when a blank row, the end of the file or, after the last member
        (``next_row`` None, else where the next member starts), the end of the container
        follows them; else ``last`` (``trailing_comments``)."""
        data, starts = self.src.data, self.src.line_start
        row, sib = last, ts.next_named_sibling
        while sib is not None and sib.type in self.spec.comment_types:
            top = sib.start_point.row
            if top != row + 1 or data[starts[top] : sib.start_byte].strip():
                break
            row = _last_row(sib, data)
            sib = sib.next_named_sibling
        if row == last:
            return last
        if self.spec.trailing_comments == "always":
            return row
        if next_row is not None and next_row <= row + 1:
            return last
        if next_row is None or row + 1 >= self.src.nlines:
            return row
        return row if not data[starts[row + 1] : starts[row + 2]].strip() else last

    def _region_bindings(self, stmts: list[TSNode]) -> tuple[str, ...]:
        """The names the declarations of a region (``#if ... #else ... #endif``) bind,
        each once (its branches may each define one): a merge that adds one of them
        beside the region binds it twice."""
        names: dict[str, None] = {}
        for ts in stmts:
            found = self._classify(ts)
            if found is not None and found[0].binds_name and not found[0].repeatable:
                names.update(dict.fromkeys(self._bound(found[0], self._name(found[0], found[1]))))
        return tuple(names)

    def _group_name(self, ts: TSNode) -> str | None:
        """The text at the ``group_path`` of the declaration ``ts`` is (a Haskell
        signature's or clause's function name), or None."""
        found = self._classify(ts)
        if found is None or not found[0].group_path:
            return None
        named = resolve(found[1], found[0].group_path)
        return _fold(self._text(named[0])) if named else None

    def _attached(self, ts: TSNode) -> bool:
        """Does ``ts`` travel with the statement below it (``attached_types``, or
        ``attached_when`` and its condition holds: Elixir's ``@doc``)?"""
        if ts.type in self.spec.attached_types:
            return True
        when = self.spec.attached_when.get(ts.type)
        if when is None:
            return False
        found = resolve(ts, when[0])
        return bool(found) and self._text(found[0]) in when[1]

    def _own_last_row(self, ts: TSNode, first: int, last: int, column: int) -> int:
        """The last row of a node that runs up to the next member (a TOML table up to
        the next one), without what leads into that member: the blank rows at its end,
        or else (with ``attach_comments``) the comments right above the next member,
        which starts at ``column``. A comment indented deeper than that member ends the
        node's own block (a YAML mapping's last entry commented out), so it stays."""
        filled = self._unblank(first, last)
        if filled < last or self.spec.attach_comments is not True:
            return filled
        data, starts = self.src.data, self.src.line_start
        for child in reversed(self._last_children(ts)):
            if child.type not in self.spec.comment_types or _last_row(child, data) != last:
                break
            row = child.start_point.row
            if row <= first or data[starts[row] : child.start_byte].strip():
                break
            if child.start_point.column > column:
                break
            last = row - 1
        return self._unblank(first, last)

    def _ends_in_comment(self, ts: TSNode) -> bool:
        """Does ``ts`` end with a comment (one C call: most nodes end with a token)?"""
        if self.spec.attach_comments is not True or ts.end_byte <= ts.start_byte:
            return False
        leaf = ts.descendant_for_byte_range(ts.end_byte - 1, ts.end_byte)
        comments = self.spec.comment_types
        return leaf is not None and (
            leaf.type in comments or (leaf.parent is not None and leaf.parent.type in comments)
        )

    def _last_children(self, ts: TSNode) -> list[TSNode]:
        """The children of the innermost node that ends ``ts`` and holds a comment last
        (YAML nests the comment above the next key in the previous key's value)."""
        comments = self.spec.comment_types
        node = ts
        while (count := node.named_child_count) > 0:
            last = node.named_child(count - 1)
            if last is None or last.type in comments:
                return node.named_children
            node = last
        return []

    def _unblank(self, first: int, last: int) -> int:
        data, starts = self.src.data, self.src.line_start
        while last > first and not data[starts[last] : starts[last + 1]].strip():
            last -= 1
        return last

    def _comment_start(self, ts: TSNode, row: int, floor: int) -> int:
        """The first row of the comments directly above ``ts`` (no blank line between),
        each on rows of its own below the declaration's row ``floor``: a doc comment
        belongs to the first member, not to its container's header. Where the member
        opens the node that holds the members (YAML's block mapping starts at its first
        key), the comments are that node's siblings."""
        sib, node = ts.prev_named_sibling, ts
        while sib is None and node.parent is not None and node.parent.start_byte == node.start_byte:
            node = node.parent
            sib = node.prev_named_sibling
        starts = self.src.line_start
        sib = self._skip_blank(sib)
        while sib is not None and sib.type in self.spec.comment_types:
            top, bottom = sib.start_point.row, _last_row(sib, self.src.data)
            before = self.src.data[starts[top] : sib.start_byte]
            if top <= floor or bottom != row - 1 or before.strip():
                break
            row = top
            sib = self._skip_blank(sib.prev_named_sibling)
        return row

    def _skip_blank(self, sib: TSNode | None) -> TSNode | None:
        """``sib``, or the first named sibling before it that is not white space alone
        (XML's CharData between two tags is a named node)."""
        data = self.src.data
        while sib is not None and not data[sib.start_byte : sib.end_byte].strip():
            sib = sib.prev_named_sibling
        return sib

    # -- statements ---------------------------------------------------------------

    def _statement(
        self, stmts: list[TSNode], lead: str, first: int, end: int, depth: int
    ) -> SymbolNode:
        body = self.src.rows(first, end)
        if len(stmts) > 1:
            names = [self._group_name(s) for s in stmts] if self._grouping else [None]
            if names[0] is not None and set(names) - {None} == {names[0]}:
                return self._group(stmts, lead, first, end, depth)
            return _plain(stmts[0].type, lead, body, first)
        ts = stmts[0]
        found = self._classify(ts)
        if found is None:
            node = self._with_syntax(_plain(ts.type, lead, body, first, self._own_line(ts, first)),
                                     ts, first)
            node.leading = self._leading_rank(ts)
            return node
        decl, target, decorators = found
        if decl.name_from_first_line:
            node = _plain(ts.type, lead, body, first, self._own_line(ts, first))
        else:
            name = self._name(decl, target)
            node = SymbolNode(
                key=f"{decl.kind} {self._key_name(decl, name)}", kind=decl.kind, name=name,
                lead=lead, body=body,
                line=first + 1, node_type=ts.type,
            )
        self._with_syntax(node, ts, first)
        cont = self._continuation(ts) if self.spec.continuation_types else None
        if cont is not None:
            # Both sides' changes to a function are mostly in its body: a merge by
            # syntax reads it first, and the signature's own node where both sides
            # changed the signature too.
            node.signature = node.syntax
            node.syntax = (cont, self.src.data)
        node.leading = self._leading_rank(ts)
        name = node.name
        node.is_import = decl.is_import
        node.sort_kind = decl.kind
        self._mark_repeatable(node, decorators, target, decl.repeatable)
        if decl.binds_name and not node.repeatable:
            node.bindings = self._bound(decl, name)
        if decl.binding_field:
            node.bindings = self._import_bindings(target, decl.binding_field)
        if decl.is_import:
            node.sort_name = name
            if decl.name_from_text and decl.binding_field:
                first_bound = target.child_by_field_name(decl.binding_field)
                node.sort_name = self._text(first_bound) or name
            if decl.sort_field:
                found = resolve(target, decl.sort_field)
                node.sort_name = self._text(found[0]).strip("'\"") if found else name
        if decl.sorted:
            node.sorted_member = True
            node.sort_name = name.strip("'\"")
        if decl.list_field:
            node.items = self._items(target.children_by_field_name(decl.list_field), first)
        elif decl.list_path or decl.item_binding:
            holder = self._list_node(decl, target)
            if holder is not None:
                items = self._list_items(decl, holder)
                node.items = self._items(items, first)
                if decl.item_binding:
                    node.bindings = tuple(self._item_binding(decl, i) for i in items)
            elif decl.item_binding:  # a single item: 'import "fmt"'
                node.bindings = tuple(self._item_binding(decl, i)
                                      for i in resolve(target, decl.item_binding[0]))
        else:
            self._unordered_value(node, target, first)
        if decl.binding_paths:
            bound = [self._text(n) for path in decl.binding_paths for n in resolve(target, path)]
            if decl.name_lowercase:  # names that know no case: bound as the key holds them
                bound = [b.lower() for b in bound]
            node.bindings += tuple(b for b in dict.fromkeys(bound) if b not in node.bindings)
        if decl.body_in_continuation:
            target = cont  # type: ignore[assignment]  # (None: no body, a leaf)
        if (decl.body_field or decl.body_type) and target is not None and (
            depth < MAX_CONTAINER_DEPTH
        ) and (decl.members_with is None or self._members_with(decl, target)):
            node.ordered = decl.ordered
            # A separator of some member types only is the merge's to apply (see
            # ``separated_types``), not every member's.
            node.separator = None if decl.separated_types else decl.separator
            if decl.list_path and decl.list_path == decl.body_field:
                # An object literal is a container when its members have lines of their
                # own, and an unordered list inside one line ('{ a: 1, b: 2 }').
                node.items = None if _spans_rows(ts) else node.items
            body = None
            if not decl.ordered:
                # A statement block is never a commutative list: only unordered bodies
                # are looked at, with the body node found once for both uses.
                body = self._body_node(decl, target)
                if body is not None:
                    listed = self.spec.commutative.get(body.type)
                    # A 'single_row' set (a JSON object inline) over several rows is a
                    # container of members instead.
                    node.commutative = listed is not None and not (
                        listed.single_row and _spans_rows(body))
            node._expand = lambda n: self._nest(  # noqa: SLF001
                n, target, self._body(decl, target, body), first, end, depth, decl.headless
            )
        return node

    def _group(
        self, stmts: list[TSNode], lead: str, first: int, end: int, depth: int
    ) -> SymbolNode:
        """One member of consecutive declarations of one ``group_path`` name (a Haskell
        function's signature and clauses): keyed as the last, binding what each binds,
        a leaf merged by lines (its syntax tree is not one node)."""
        node = self._statement(stmts[-1:], lead, first, end, depth)
        bindings = [b for s in stmts for b in self._statement([s], "", first, end, depth).bindings]
        node.bindings = tuple(dict.fromkeys(bindings))
        node.children = None
        node.syntax = None
        node.items = None
        node.commutative = False
        return node

    def _members_with(self, decl: DeclarationSpec, target: TSNode) -> bool:
        """Does each member of the body lead to a node by ``members_with`` (a Lua
        table's fields all named)?"""
        body = self._body_node(decl, target)
        path = decl.members_with or ""
        return body is None or all(resolve(m, path) for m in self._members(body))

    def _own_line(self, ts: TSNode, first: int) -> str | None:
        """The first line of ``ts`` itself when nodes attached above it (Elixir's
        ``@tag :slow`` above a test) start its rows; None when it starts them."""
        row = ts.start_point.row
        return self.src.rows(row, row + 1) if row > first else None

    def _leading_rank(self, ts: TSNode) -> int:
        """The rank of ``ts`` in the spec's ``leading`` list, from 1; 0 if not there."""
        if ts.type not in self._leading_types:  # every statement asks: most are not
            return 0
        for rank, (node_type, holds) in enumerate(self.spec.leading, 1):
            if ts.type != node_type:
                continue
            if not holds:
                return rank
            named = [c for c in ts.named_children if c.type not in self.spec.comment_types]
            if len(named) == 1 and named[0].type in holds:
                return rank
        return 0

    def _continuation(self, ts: TSNode) -> TSNode | None:
        """The node of the ``continuation_types`` (Dart's ``function_body``) that ends the
        declaration ``ts``, comments aside, or None."""
        after = ts.next_named_sibling
        while after is not None and after.type in self.spec.comment_types:
            after = after.next_named_sibling
        if after is not None and after.type in self.spec.continuation_types:
            return after
        return None

    def _with_syntax(self, node: SymbolNode, ts: TSNode, first: int) -> SymbolNode:
        node.syntax = (ts, self.src.data)
        node.body_start = self.src.line_start[first]
        return node

    def _classify(
        self, ts: TSNode
    ) -> tuple[DeclarationSpec, TSNode, list[TSNode]] | None:
        decorators: list[TSNode] = []
        for _ in range(4):  # a wrapper wraps a declaration, rarely another wrapper
            decl = self._match(ts)
            if decl is None:
                return None
            if not decl.wrapped_field:
                target = ts
                if decl.child_type:
                    target = next(c for c in ts.named_children if c.type == decl.child_type)
                return decl, target, decorators
            decorators += [c for c in ts.children if c.type == decl.decorator_type]
            inner = resolve(ts, decl.wrapped_field)
            if not inner:
                return None
            ts = inner[0]
        return None

    def _match(self, ts: TSNode) -> DeclarationSpec | None:
        for decl in self.spec.declarations.get(ts.type, ()):
            target = ts
            if decl.child_type is not None:
                named = [c for c in ts.named_children if c.type not in self.spec.comment_types]
                if not named or named[0].type != decl.child_type:
                    continue
                target = named[0]
            if decl.when_path and not self._holds(decl, target):
                continue
            if decl.when_token and not _has_token(target, decl.when_token):
                continue
            return decl
        return None

    def _holds(self, decl: DeclarationSpec, target: TSNode) -> bool:
        """Is the text at ``when_path`` one of ``when_text`` (``describe`` of a test)?
        Without ``when_text``: does the path lead to a node at all?"""
        found = resolve(target, decl.when_path or "")
        if not decl.when_text:
            return bool(found)
        return bool(found) and self._text(found[0]) in decl.when_text

    @classmethod
    def _bound(cls, decl: DeclarationSpec, name: str) -> tuple[str, ...]:
        """The bindings of a declaration that binds its name: the name as keyed, in
        each namespace of ``binds_name`` (``type Foo``; the values' one is bare)."""
        key = cls._key_name(decl, name)
        spaces = decl.binds_name
        if spaces is True:
            return (key,)
        return tuple(f"{space} {key}" if space else key for space in spaces)

    @staticmethod
    def _key_name(decl: DeclarationSpec, name: str) -> str:
        """``name`` as the key holds it: normalized as ``name_lowercase`` and
        ``name_replace`` ask (pip's ``Zope.Interface`` is ``zope-interface``). The
        member's ``name`` stays as written, so that a rename is still found in its text."""
        return normalized(name, decl.name_lowercase, decl.name_replace)

    def _name(self, decl: DeclarationSpec, target: TSNode) -> str:
        if decl.name_literal is not None:
            return decl.name_literal
        if decl.name_from_text:
            return _fold(self._text_without(target, self._list_node(decl, target)))
        if decl.name_from_header:
            body = self._body_node(decl, target)
            end = body.start_byte if body is not None else target.end_byte
            return _fold(self.src.data[target.start_byte : end].decode("utf-8", "replace"))
        if decl.name_parts:
            parts = [self._part(target, path) for path in decl.name_parts]
            name = decl.name_format.format(*parts) if decl.name_format else " ".join(parts)
        else:
            found = resolve(target, decl.name_field) if decl.name_field else []
            if not found:
                return "?"
            name = _fold(self._text(found[0]))
        if not decl.name_prefix_tokens:
            return name
        prefix = [c.type for c in target.children
                  if not c.is_named and c.type in decl.name_prefix_tokens]
        return " ".join([*prefix, name])

    def _part(self, target: TSNode, path: str) -> str:
        """The texts a ``name_parts`` path leads to, joined by ``,``; after ``!``, the
        node types, fields or tokens cut out of each (a C++ parameter without its name
        and default value: ``const char*``)."""
        path, _, cut = path.partition("!")
        nodes = resolve(target, path)
        if not cut:
            return ",".join(_tight(self._text(n)) for n in nodes)
        cuts = frozenset(cut.split(","))
        data = self.src.data
        texts = []
        for node in nodes:
            kept, at = [], node.start_byte
            for start, end in _cut_spans(node, cuts):
                kept.append(data[at:start])
                at = end
            kept.append(data[at : node.end_byte])
            texts.append(_tight(b" ".join(kept).decode("utf-8", "replace")))
        return ",".join(texts)

    def _text_without(self, node: TSNode, cut: TSNode | None) -> str:
        if cut is None:
            return self._text(node)
        data = self.src.data
        return (data[node.start_byte : cut.start_byte] + data[cut.end_byte : node.end_byte]
                ).decode("utf-8", "replace")

    def _list_node(self, decl: DeclarationSpec, target: TSNode) -> TSNode | None:
        if not decl.list_path:
            return None
        if decl.list_path == decl.body_field:  # the body, inside one line
            return self._body_node(decl, target)
        found = resolve(target, decl.list_path)
        return found[0] if found else None

    def _mark_repeatable(
        self, node: SymbolNode, decorators: list[TSNode], target: TSNode,
        decl_repeatable: bool = False,
    ) -> None:
        """Keys of legitimately repeated definitions carry decorator and signature line.

        Two ``@overload`` stubs of one function differ by signature, so both sides can
        add one without colliding; an edited stub is re-paired with its base version by
        the merge (same gap, same node type).
        """
        patterns = self.spec.repeatable_decorators
        for dec in decorators:
            label = _fold(self._text(dec)).lstrip("@").split("(")[0].strip()
            if any(_matches(label, p) for p in patterns):
                row = target.start_point.row
                node.key += f"@{label} {_fold(self.src.rows(row, row + 1))}"
                node.repeatable = True
                return
        if decl_repeatable:
            row = target.start_point.row
            node.key += f"@ {_fold(self.src.rows(row, row + 1))}"
            node.repeatable = True
        elif node.name in self.spec.repeatable_names:
            node.repeatable = True

    def _import_bindings(self, target: TSNode, fld: str) -> tuple[str, ...]:
        imp = self.spec.imports
        names: list[str] = []
        plain = target.type in self._plain_imports()
        for child in target.children_by_field_name(fld):
            if child.type == imp.alias_type and imp.alias_field:
                alias = child.child_by_field_name(imp.alias_field)
                names.append(self._text(alias) if alias is not None else self._text(child))
            elif plain:
                module = self._text(child)
                names.append(PLAIN_IMPORT + module)
                if imp.path_separator and imp.path_separator not in module:
                    names.append(module)  # ``import json`` binds ``json``, as an alias may
            else:
                names.append(self._text(child))
        return tuple(names)

    def _plain_imports(self) -> frozenset[str]:
        """Node types of the imports that bind whole modules (``import a.b``)."""
        if self._plain is None:
            self._plain = frozenset(
                d.node for ds in self.spec.declarations.values() for d in ds
                if d.is_import and not d.list_field
            )
        return self._plain

    def _items(self, items: list[TSNode], first_row: int) -> ItemList | None:
        if not items:
            return None
        base = self.src.line_start[first_row]
        data = self.src.data
        lo, hi = items[0].start_byte, items[-1].end_byte
        parent = items[0].parent
        if parent is not None and any(
            c.type in self.spec.comment_types and lo <= c.start_byte < hi for c in parent.children
        ):
            return None  # comments between items: order matters to a reader, keep as text
        seps = [data[a.end_byte : b.start_byte].decode() for a, b in pairwise(items)]
        return ItemList(
            prefix=data[base:lo].decode(),
            items=[self._text(i) for i in items],
            seps=seps,
            suffix="",  # filled by caller: the rest of the node's rows
        )

    def _item_binding(self, decl: DeclarationSpec, item: TSNode) -> str:
        """The name an imported item binds: its alias, else the last segment of its path
        that is not a version (``"github.com/x/y/v2"`` binds ``y``).

        What is no name binds the item's own text, so that only the same item twice
        counts as a duplicate: a blank or dot import (``_``, ``.``), a glob (Rust's
        ``a::*``). A name that may repeat (Rust's ``self`` in ``a::{self, B}``) binds
        nothing that another item could share.
        """
        _, alias, path, sep, skip = decl.item_binding
        found = resolve(item, alias)
        if found:
            name = self._text(found[0])
            if name in self.spec.repeatable_names or not name.isidentifier():
                return f"{name} {self._text(item)}"
            return name
        found = resolve(item, path)
        text = self._text(found[0] if found else item).strip("'\"`")
        import re  # only for import lists that bind by path (Go, Rust)

        segments = [s for s in text.split(sep) if s and not re.fullmatch(skip, s)]
        name = segments[-1] if segments else text
        if name in self.spec.repeatable_names:
            return f"{name} @{item.start_byte}"
        return name if name.isidentifier() else f"{name} {text}"

    def _list_items(self, decl: DeclarationSpec, holder: TSNode) -> list[TSNode]:
        wanted = decl.list_types
        return [
            c for c in holder.named_children
            if (c.type in wanted if wanted else c.type not in self.spec.comment_types)
        ]

    def _unordered_value(self, node: SymbolNode, target: TSNode, first_row: int) -> None:
        for spec in self.spec.unordered_values:
            if spec.kind != node.kind or spec.name != node.name:
                continue
            value = target.child_by_field_name(spec.value_field)
            if value is None or value.type not in spec.container_types:
                return
            elems = [c for c in value.named_children]
            if not elems or any(c.type not in spec.item_types for c in elems):
                return
            node.items = self._items(elems, first_row)
            return

    def _body_node(self, decl: DeclarationSpec, target: TSNode) -> TSNode | None:
        if not decl.body_field:
            return next((c for c in target.named_children if c.type == decl.body_type), None)
        for path in decl.body_field.split("|"):  # the first alternative of a wanted type
            found = resolve(target, path)
            if found and (not decl.body_types or found[0].type in decl.body_types):
                return found[0]
        return None

    def _body(
        self, decl: DeclarationSpec, target: TSNode, body: TSNode | None = None
    ) -> list[TSNode] | None:
        """The member statements: the body's, then any clauses (``else:``, ``except:``)."""
        body = body or self._body_node(decl, target)
        if body is None:
            return None
        clauses = [c for c in target.named_children if c.type in decl.clause_types]
        members = []
        for member in self._members(body):  # Java's enum_body_declarations: its members
            if decl.member_types and member.type not in decl.member_types:
                continue  # a TOML table's name
            if decl.members_after_first_row and member.start_point.row <= target.start_point.row:
                continue  # CMake's 'set(SOURCES': the variable belongs to the header
            members += self._members(member) if member.type in decl.inline_types else [member]
        return members + clauses

    def _nest(
        self, node: SymbolNode, target: TSNode, members: list[TSNode] | None, first: int,
        end: int, depth: int, headless: bool = False,
    ) -> None:
        """Split ``node`` into ``members``; ``target`` is the declaration itself, not a
        wrapper that starts rows above it (C++'s ``template <...>`` line). ``headless``:
        the first member may start on the node's first row (its header is empty)."""
        if self.errors and target.has_error and not _errors_within(target, members or []):
            return  # a syntax error outside its members: where they end is unknown, text
        if members == [] and self._empty_body(node, target, first, end):
            return
        if not members or members[0].start_point.row < target.start_point.row + (not headless):
            return  # "class A: pass" on one line: merged as text
        lead = node.lead
        self._fill_container(node, members, first, first, end, depth + 1)
        node.lead = lead


    def _empty_body(self, node: SymbolNode, ts: TSNode, first: int, end: int) -> bool:
        """``class A {`` newline ``}``: a container without members, so that members
        both sides add are merged as members. The closing row is the footer."""
        close = _last_row(ts, self.src.data)
        if close <= ts.start_point.row or close + 1 != end:
            return False
        node.children = []
        node.header = self.src.rows(first, close)
        node.footer = self.src.rows(close, end)
        return True


def _untrusted(node: SymbolNode) -> None:
    """A member with a syntax error inside: its key and extent stand (the error is
    within), but no list or syntax tree of it is merged as a set; its members still
    are, where their own list has no error (see :meth:`_Builder._nest`)."""
    node.items = None
    node.syntax = None
    node.commutative = False


def _finish_items(node: SymbolNode) -> None:
    """Set the suffix of an item list so that it renders the node body exactly."""
    items = node.items
    if items is None:
        return
    head = items.render()
    if not node.body.startswith(head):
        node.items = None
        return
    items.suffix = node.body[len(head) :]


def _plain(
    node_type: str, lead: str, body: str, first: int, own_line: str | None = None,
) -> SymbolNode:
    """A statement keyed by node type and first line: its own (``own_line``), below
    any attached nodes that start its rows."""
    first_line = (body if own_line is None else own_line).split("\n", 1)[0].strip()
    return SymbolNode(
        key=f"stmt {node_type}: {first_line}", kind="stmt", name=first_line, lead=lead,
        body=body, line=first + 1, node_type=node_type,
    )


def _number_repeats(children: list[SymbolNode]) -> list[SymbolNode]:
    seen: dict[str, int] = {}
    for child in children:
        _finish_items(child)
        n = seen.get(child.key, 0) + 1
        seen[child.key] = n
        if n > 1:
            child.key = f"{child.key}#{n}"
    return children


def _spans_rows(ts: TSNode) -> bool:
    return ts.end_point.row > ts.start_point.row


def _last_row(ts: TSNode, data: bytes | None = None) -> int:
    last = ts.end_point.row
    if last <= ts.start_point.row:
        return last
    if ts.end_point.column == 0:
        return last - 1  # the node ends with its newline
    if data is None:
        return last
    # The node may end with the indentation of the row after its last token (Scala 3's
    # indented bodies run up to the next statement's first token): that row is not the
    # node's. Its last child (or that child's, where they end alike) ends above, and
    # only white space follows it.
    node = ts
    while node.child_count:
        tail = node.children[-1]
        # A child ending with its newline (at column 0) ends on the row above: a
        # Markdown list item's paragraph, the next item's indentation following it.
        if tail.end_point.row - _ends_with_newline(tail) < last:
            if data[tail.end_byte : ts.end_byte].strip():
                return last  # text the grammar gives no child (a YAML block scalar's)
            return max(_last_row(tail, data), ts.start_point.row)
        if tail.end_byte != node.end_byte:
            break
        node = tail
    return last


def _ends_with_newline(ts: TSNode) -> bool:
    """Does the node span rows and end at a row's start (with its newline)?"""
    return ts.end_point.column == 0 and ts.end_point.row > ts.start_point.row


_Group = tuple[list["TSNode"], int, int, "TSNode"]


def _group_by_rows(
    members: list[TSNode], attached: frozenset[str] = frozenset(), data: bytes | None = None,
    regions: dict[int, int] | None = None,
    attaches: Callable[[TSNode], bool] | None = None,
    group_name: Callable[[TSNode], str | None] | None = None,
    continued: frozenset[str] = frozenset(),
) -> list[_Group]:
    """Group statements that share a row (``a = 1; b = 2``): (stmts, first row, last row,
    first node). Nodes of the ``attached`` types (``#[derive(...)]``), or those for
    which ``attaches`` holds when given, join the statement that follows them, as part
    of its lines but not of its statements. ``regions`` maps the index of a member that
    opens a region (``#if``) to the index of the one that closes it: the members
    between are one group. ``group_name`` gives the name that makes a statement one
    group with the statement before it when both have it (a Haskell function's
    signature and clauses, see the ``group_path`` of a declaration). Nodes of the
    ``continued`` types (Dart's ``function_body``) end the group before them, as part
    of its lines but not of its statements."""
    groups: list[_Group] = []
    last_name: str | None = None
    pending: TSNode | None = None
    region_end = -1
    for i, ts in enumerate(members):
        first, last = ts.start_point.row, _last_row(ts, data)
        if i <= region_end:  # inside a region: part of the group its opener began
            stmts, gfirst, glast, ghead = groups[-1]
            groups[-1] = (stmts + [ts], gfirst, max(glast, last), ghead)
            continue
        if regions and i in regions:
            region_end = regions[i]
        if ts.type in continued and groups and pending is None:
            stmts, gfirst, glast, ghead = groups[-1]
            groups[-1] = (stmts, gfirst, max(glast, last), ghead)
            continue
        if attaches(ts) if attaches is not None else ts.type in attached:
            pending = pending or ts
            continue
        name = group_name(ts) if group_name is not None else None
        joins = pending is None and name is not None and name == last_name and groups
        last_name = name
        if pending is not None:
            first, head = min(first, pending.start_point.row), pending
            pending = None
        else:
            head = ts
        if groups and (first <= groups[-1][2] or joins):
            stmts, gfirst, glast, ghead = groups[-1]
            groups[-1] = (stmts + [ts], gfirst, max(glast, last), ghead)
        else:
            groups.append(([ts], first, last, head))
    if pending is not None:  # attributes with nothing after them: lines of their own
        groups.append(([pending], pending.start_point.row, _last_row(pending, data), pending))
    return groups


def _regions(
    members: list[TSNode],
    specs: tuple[
        tuple[str, frozenset[str], frozenset[str], frozenset[str], frozenset[str]], ...
    ],
) -> dict[int, int] | None:
    """The spec's ``regions`` among ``members``: {index of an opener: index of its close}
    for each outermost region that is one statement (see :mod:`semmerge.parse.spec`)."""
    if not specs:
        return None
    found: dict[int, int] = {}
    for node_type, opens, closes, branches, guards in specs:
        stack: list[tuple[int, bool]] = []  # (opener's index, holds a branch)
        for i, ts in enumerate(members):
            if ts.type != node_type:
                continue
            token = ts.children[0].type if ts.child_count else _first_word(ts)
            if token in opens:
                stack.append((i, False))
            elif token in branches and stack:
                stack[-1] = (stack[-1][0], True)
            elif token in closes and stack:
                start, branched = stack.pop()
                if branched or not (branches or _guard(members, start, guards)):
                    found[start] = i  # (also one nested in a plain region)
    # Keep the outermost of nested regions.
    outer: dict[int, int] = {}
    end = -1
    for start in sorted(found):
        if start > end:
            outer[start] = end = found[start]
    return outer or None


def _guard(members: list[TSNode], start: int, guards: frozenset[str]) -> bool:
    """Is the region opened at ``members[start]`` an include guard: followed at once by
    a member of a ``guard`` type whose second word (the name it defines) is the
    opener's (the name it tests: `` `ifndef X `` then `` `define X ``)?"""
    if not guards or start + 1 >= len(members) or members[start + 1].type not in guards:
        return False
    tested = (members[start].text or b"").split()
    defined = (members[start + 1].text or b"").split()
    return len(tested) > 1 and len(defined) > 1 and tested[1] == defined[1]


def _first_word(node: TSNode) -> str:
    """The first word of a node without children (tree-sitter-haskell's ``cpp``
    directive, one token: ``#if X``)."""
    words = (node.text or b"").split(None, 1)
    return words[0].decode("utf-8", "replace") if words else ""


def _has_token(node: TSNode, token: str) -> bool:
    return any(not c.is_named and c.type == token for c in node.children)


def resolve(node: TSNode, path: str) -> list[TSNode]:
    """The nodes a spec path leads to from ``node`` (see :mod:`semmerge.parse.spec`)."""
    alternatives = _parsed(path)
    if len(alternatives) == 1 and len(alternatives[0]) == 1:
        return _step(node, *alternatives[0][0])  # one step (``name``): most paths
    for alternative in alternatives:
        nodes = [node]
        for step in alternative:
            nodes = [found for n in nodes for found in _step(n, *step)]
            if not nodes:
                break
        if nodes:
            return nodes
    return []


# (kind: "." / "**" / "token" / "field", name, type or token text, many,
#  filter: (path, text or None) or None)
_Step = tuple[str, str, bool, "tuple[str, str | None] | None"]
_PARSED: dict[str, list[list[_Step]]] = {}


def _parsed(path: str) -> list[list[_Step]]:
    """``path``'s alternatives, each a list of steps; parsed once (the builder resolves
    a path for nearly every statement of a file)."""
    found = _PARSED.get(path)
    if found is None:
        found = _PARSED[path] = [
            [_parse_step(step) for step in _split(alternative, "/")]
            for alternative in _split(path, "|")
        ]
    return found


def _split(path: str, sep: str) -> list[str]:
    """``path`` cut at each ``sep`` outside a filter's brackets (``a[b/c=d]/e``)."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(path):
        depth += (char == "[") - (char == "]")
        if char == sep and depth == 0:
            parts.append(path[start:i])
            start = i + 1
    parts.append(path[start:])
    return parts


def _parse_step(step: str) -> _Step:
    cond: tuple[str, str | None] | None = None
    if step.endswith("]") and "[" in step:  # element[STag/Name=groupId], .[list]
        step, _, inner = step[:-1].partition("[")
        sub, eq, text = inner.partition("=")
        cond = (sub, text if eq else None)
    if step == ".":
        return (".", "", False, cond)
    if step.startswith("**"):
        return ("**", step[2:], False, cond)
    if step == "*-":
        return ("last", "", False, cond)
    if len(step) > 2 and step[0] == step[-1] == "'":
        return ("token", step[1:-1], False, cond)
    return ("field", step.rstrip("+"), step.endswith("+"), cond)


def _step(
    node: TSNode, kind: str, name: str, many: bool,
    cond: tuple[str, str | None] | None = None,
) -> list[TSNode]:
    if cond is not None:  # only the children whose text at the sub-path is the text
        sub, text = cond  # (no text: at which the sub-path leads to a node at all)
        if sub.startswith(":"):  # ``left[:constant]``: only nodes of that type
            found = [n for n in _step(node, kind, name, True) if n.type == sub[1:]]
        else:
            found = [n for n in _step(node, kind, name, True)
                     if (_text_at(n, sub) == text if text is not None else resolve(n, sub))]
        return found if many else found[:1]
    if kind == ".":
        return [node]
    if kind == "last":  # the last named child: a Kotlin parameter's type, after its name
        count = node.named_child_count
        last = node.named_child(count - 1) if count else None
        return [last] if last is not None else []
    if kind == "token":  # an anonymous child: PHP's '=>' in a keyed array element
        return [c for c in node.children if not c.is_named and c.text == name.encode()][:1]
    if kind == "**":
        stack = list(reversed(node.named_children))
        while stack:
            child = stack.pop()
            if child.type == name:
                return [child]
            stack.extend(reversed(child.named_children))
        return []
    if not many:
        child = node.child_by_field_name(name)
        if child is not None:
            return [child]
        return [c for c in node.named_children if c.type == name or name == "*"][:1]
    found = [n for n in node.children_by_field_name(name) if n is not None]
    return found or [c for c in node.named_children if c.type == name or name == "*"]


def normalized(name: str, lowercase: bool, replace: tuple[str, ...]) -> str:
    """``name`` lower-cased if asked, then rewritten by ``replace`` (``[regex,
    replacement]``, if given): how a spec folds the names it keys or identifies by
    (pip's ``Zope.Interface`` is ``zope-interface``)."""
    if lowercase:
        name = name.lower()
    if len(replace) == 2:
        name = re.sub(replace[0], replace[1], name)
    return name


def identity_text(node: TSNode, identity: str | tuple[str, ...], data: bytes) -> str | None:
    """What identifies an item of a keyed list (a spec's ``identity``): the text its
    path leads to (a dictionary entry's key), or with several paths, the texts of those
    that lead somewhere, joined by a space (a decorator's callee and the string it
    names); None if none does."""
    texts = []
    for path in (identity,) if isinstance(identity, str) else identity:
        found = resolve(node, path)
        if found:
            texts.append(data[found[0].start_byte : found[0].end_byte].decode("utf-8", "replace"))
    return " ".join(texts) if texts else None


def _cut_spans(node: TSNode, cuts: frozenset[str]) -> Iterator[tuple[int, int]]:
    """The byte spans, in order, of ``node``'s descendants whose type, field or token
    text is in ``cuts`` (none inside another)."""
    for i, child in enumerate(node.children):
        if child.type in cuts or node.field_name_for_child(i) in cuts:
            yield child.start_byte, child.end_byte
        else:
            yield from _cut_spans(child, cuts)


def _tight(text: str) -> str:
    """A part of a name with white space folded, and none beside commas, brackets and
    the marks of pointers and references: a signature's ``Map<String, Double>`` and
    ``Map<String,Double>`` are one type, as are ``char *`` and ``char*``."""
    return _spaced_brackets().sub(r"\1", _fold(text))


@cache
def _spaced_brackets() -> re.Pattern[str]:
    return re.compile(r" ?([,<>()\[\]*&]) ?")


def _text_at(node: TSNode, path: str) -> str | None:
    """The folded text of the first node ``path`` leads to from ``node``, if any."""
    found = resolve(node, path)
    return _fold((found[0].text or b"").decode("utf-8", "replace")) if found else None


def _matches(label: str, pattern: str) -> bool:
    """``*.setter`` matches ``x.setter``; other patterns match exactly."""
    if pattern.startswith("*"):
        return label.endswith(pattern[1:]) and len(label) > len(pattern) - 1
    return label == pattern


def _fold(text: str) -> str:
    return " ".join(text.split())
