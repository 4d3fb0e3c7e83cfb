"""Classify a merge tool's output against the file that was committed.

In: the tool's output (bytes, clean or not), the committed file, the language. Out: one
of the classes below. Also :func:`trees_equal` (same tree-sitter tree, whitespace
ignored) and :func:`has_unreachable_lines` (the resolution contains lines that no input
has).
"""

from __future__ import annotations

import ast
import re
import warnings
from collections.abc import Iterator

TYPE_CHECKING = False  # tree_sitter is imported only where a tree is compared
if TYPE_CHECKING:
    from tree_sitter import Node

CONFLICT = "conflict"
EXACT = "exact"
AST_EQUAL = "ast_equal"
WHITESPACE_EQUAL = "whitespace_equal"
DIFFERS = "differs"
INVALID = "invalid"
CRASH = "crash"
TIMEOUT = "timeout"

#: Every class, in the order reports show them.
CLASSES = (EXACT, AST_EQUAL, WHITESPACE_EQUAL, DIFFERS, INVALID, CONFLICT, CRASH, TIMEOUT)
#: Clean outputs equal to the commit.
EQUAL_CLASSES = frozenset({EXACT, AST_EQUAL, WHITESPACE_EQUAL})
#: Clean outputs (a merge without conflict markers), right or wrong.
CLEAN_CLASSES = EQUAL_CLASSES | {DIFFERS, INVALID}

_WHITESPACE = re.compile(rb"\s+")
_CONTINUATION = re.compile(rb"\\\r?\n")


def classify(output: bytes, clean: bool, committed: bytes, language: str | None) -> str:
    """The class of a clean or conflicted ``output`` compared with ``committed``.

    Order of tests: conflict; exact bytes; same syntax tree (Python: ``ast.dump``; other
    languages: :func:`trees_equal`); invalid (does not parse while the commit does);
    equal once all whitespace is removed; else differs.
    """
    if not clean:
        return CONFLICT
    if output == committed:
        return EXACT
    if language is not None and _same_tree(output, committed, language):
        return AST_EQUAL
    if language is not None and not parses_like(output, committed, language):
        return INVALID
    if strip_whitespace(output) == strip_whitespace(committed):
        return WHITESPACE_EQUAL
    return DIFFERS


def strip_whitespace(data: bytes) -> bytes:
    """``data`` with every whitespace byte removed."""
    return _WHITESPACE.sub(b"", data)


def python_ast(data: bytes) -> str | None:
    """``ast.dump`` of Python source, or None when Python's own parser rejects it."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.dump(ast.parse(data))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _same_tree(a: bytes, b: bytes, language: str) -> bool:
    if language == "python":
        dump_a, dump_b = python_ast(a), python_ast(b)
        if dump_b is not None:  # the commit is valid Python (3): compare ASTs
            return dump_a == dump_b
        # e.g. Python 2 code: compare tree-sitter trees instead
    return trees_equal(a, b, language)


def parses_like(output: bytes, committed: bytes, language: str) -> bool:
    """False when ``output`` does not parse but ``committed`` does.

    Python uses ``ast.parse``; when the commit itself is not Python 3 (or for other
    languages) the test is that tree-sitter finds no syntax error.
    """
    if language == "python" and python_ast(committed) is not None:
        return python_ast(output) is not None
    try:
        if _has_error(committed, language):
            return True  # cannot judge against a commit that does not parse either
        return not _has_error(output, language)
    except Exception:  # noqa: BLE001 - grammar missing: cannot judge
        return True


def _has_error(data: bytes, language: str) -> bool:
    from semmerge.parse.languages import get_parser

    _, parser = get_parser(language)
    return bool(parser.parse(data).root_node.has_error)


def tree_tokens(data: bytes, language: str) -> Iterator[tuple[str, bytes]]:
    """The tree-sitter tree of ``data`` as a token sequence, whitespace ignored.

    Every leaf node, named or anonymous, gives ``(node type, leaf text)``; every inner
    node gives an opening ``("(" + type, b"")`` and a closing ``(")", b"")`` token, so that
    structure carried by whitespace alone (Python's indented blocks) still counts. The
    text of an inner node that none of its children covers (a string's content where
    a grammar has nodes only for the quotes: Dart, YAML, TOML) follows its opening
    token, whitespace removed, so that two different strings never compare equal.
    """
    from semmerge.parse.languages import get_parser

    _, parser = get_parser(language)
    cursor = parser.parse(data).walk()
    while True:
        node = cursor.node
        assert node is not None
        if node.child_count == 0:
            yield node.type, node.text or b""
        else:
            yield "(" + node.type, b""
            if uncovered := _uncovered_text(node, data):
                yield "text", uncovered
            if cursor.goto_first_child():
                continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return
            yield ")", b""


def _uncovered_text(node: Node, data: bytes) -> bytes:
    """The bytes of ``node`` outside all of its children, whitespace and line
    continuations (a backslash ending a line of a C macro) removed."""
    gaps, at = [], node.start_byte
    for child in node.children:
        gaps.append(data[at : child.start_byte])
        at = max(at, child.end_byte)
    gaps.append(data[at : node.end_byte])
    return _WHITESPACE.sub(b"", _CONTINUATION.sub(b"", b"".join(gaps)))


def trees_equal(a: bytes | str, b: bytes | str, language: str) -> bool:
    """True when ``a`` and ``b`` parse to the same tree-sitter tree, whitespace ignored.

    Compares the sequences of :func:`tree_tokens` (node types and leaf texts).
    """
    data_a = a.encode("utf-8", "surrogateescape") if isinstance(a, str) else a
    data_b = b.encode("utf-8", "surrogateescape") if isinstance(b, str) else b
    tokens_a, tokens_b = tree_tokens(data_a, language), tree_tokens(data_b, language)
    sentinel = ("", b"\0end")
    while True:
        ta, tb = next(tokens_a, sentinel), next(tokens_b, sentinel)
        if ta != tb:
            return False
        if ta is sentinel:
            return True


def _lines(data: bytes) -> set[bytes]:
    return {line.rstrip(b"\r") for line in data.split(b"\n")}


def has_unreachable_lines(base: bytes, left: bytes, right: bytes, committed: bytes) -> bool:
    """True when ``committed`` has a line that none of base, left or right contains
    (the developer wrote new code while resolving). Line endings are ignored."""
    return bool(unreachable_lines(base, left, right, committed))


def unreachable_lines(base: bytes, left: bytes, right: bytes, committed: bytes) -> list[bytes]:
    """The lines of ``committed`` that none of the inputs contains, in order."""
    known = _lines(base) | _lines(left) | _lines(right)
    return [ln.rstrip(b"\r") for ln in committed.split(b"\n") if ln.rstrip(b"\r") not in known]
