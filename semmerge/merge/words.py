"""Merge one line that both sides changed, word by word.

In: the base, left and right versions of one line (each with its line ending).
Out: the line with both sides' changes, or None when they come too close to tell apart.

git compares whole lines, so one side requoting a string and the other renaming a
variable on the same line is a conflict for it. Here the line is split into tokens
(words, numbers, string literals, single punctuation characters, runs of white space),
each side is diffed against the base, and both sides' changes are applied when every
change of one side is separated from every change of the other by at least one word,
number or string that neither side touched. It declines (None) when:

* both sides add the same element at different places (``{ a, c }`` -> ``{ a, b, c }``
  / ``{ a, c, b }``): applied twice, the addition would repeat (the same words attached
  to two different ones, ``a: int`` and ``b: int``, are two changes);
* two changes are closer than that (``f(a, b)`` -> ``f(a, c)`` / ``f(a, d)``, or
  ``x = 1`` -> ``x = 2`` / ``y = 1``: what one side wrote may depend on what it saw
  right next to it);
* both sides change numbers (``(3, 0, 0)`` -> ``(3, 1, 0)`` / ``(3, 0, 1)``): numbers
  on one line are usually one value, like a version, and mixing them makes a value
  neither side wrote;
* a change both sides' diffs share (made once) deletes a word base holds once that a
  side's own change writes elsewhere: that side moved it, or its diff paired its words
  with base's shifted (``{a, b, c, d}`` -> ``{d, x}`` / ``{a, b, c}``: the first diff
  reads ``d`` as written over ``a`` and drops the base's last ``, d`` as the second
  does, so the merge would keep the ``d`` the second side deleted).

A string literal (quoted or backquoted) is one token: the words inside it are never
merged separately. The same tokens serve :func:`semmerge.merge.checks.same_tokens`,
which tells a change of layout from a change of code. The tokenizer knows only what the
supported languages share (quotes, digits, word characters), so a construct it splits
wrongly makes tokens coarser or finer, not the result different from what the diff of
its tokens says.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from semmerge.merge.linemerge import diff_edits

__all__ = ["merge_line", "tokens"]

# A string may span lines (backquotes delimit one too: JavaScript templates, Go raw
# strings), so in a whole text white space inside a string is never taken for layout. A
# stray quote (an apostrophe in a comment) then makes a long "string": coarser tokens, in
# which white space counts, never finer ones. Strings of other shapes (Lua's long
# brackets, C++'s raw strings) are the language's own: its spec names their delimiters
# (``string_delimiters``), which are tried first.
_GENERIC = (
    r"""[A-Za-z]{0,2}'(?:[^'\\]|\\.)*'"""  # a quoted string, with an optional prefix
    r"""|[A-Za-z]{0,2}"(?:[^"\\]|\\.)*\""""
    r"|`(?:[^`\\]|\\.)*`"
    r"|\d[\w.]*"  # a number (1.5, 0x1F, 10_000)
    r"|\w+"
    r"|\s+"
    r"|[^\w\s]"
)
Delimiters = tuple[tuple[str, str], ...]


@lru_cache(maxsize=32)
def _pattern(strings: Delimiters) -> re.Pattern[str]:
    own = "".join(f"{re.escape(o)}[\\s\\S]*?{re.escape(c)}|" for o, c in strings)
    return re.compile(own + _GENERIC)


_Change = tuple[int, int, tuple[str, ...]]  # (base token start, base token count, new tokens)


def tokens(text: str, strings: Delimiters = ()) -> list[str]:
    """The tokens of a line or a whole text, ``strings`` delimiting strings besides
    quotes and backquotes; joined, the tokens give the text back."""
    return _pattern(strings).findall(text)


def merge_line(base: str, left: str, right: str, strings: Delimiters = ()) -> str | None:
    """Both sides' changes to one line, or None (see the module docstring);
    ``strings`` as for :func:`tokens`."""
    b, l, r = tokens(base, strings), tokens(left, strings), tokens(right, strings)
    left_changes, right_changes = _changes(b, l), _changes(b, r)
    shared = set(left_changes) & set(right_changes)
    own_left = [c for c in left_changes if c not in shared]
    own_right = [c for c in right_changes if c not in shared]
    if _numeric(b, own_left) and _numeric(b, own_right):
        return None
    for one in own_left:
        for other in own_right:
            if not _apart(b, one, other) or _same_addition(b, one, other):
                return None
    if _shifted(b, left_changes) or _shifted(b, right_changes):
        return None
    out: list[str] = []
    pos = 0
    for start, count, new in sorted(shared | set(own_left) | set(own_right)):
        out += b[pos:start]
        out += new
        pos = start + count
    out += b[pos:]
    if shared and _moved_from_shared(b, shared, own_left + own_right):
        return None
    return "".join(out)


def _moved_from_shared(
    base: Sequence[str], shared: set[_Change], own: Sequence[_Change]
) -> bool:
    """Does a change both sides' diffs share delete a word base holds once that a
    side's own change writes? Either that side moved the word, which the other side
    deleted (a conflict), or its diff paired the line's items shifted and the shared
    deletion is not the other side's: applied once, the merge would keep the word."""
    once = {t for t, n in Counter(t for t in base if _is_word(t)).items() if n == 1}
    deleted = {t for start, count, _ in shared for t in base[start : start + count]} & once
    return bool(deleted) and any(t in deleted for _, _, new in own for t in new)


def shifted(base: Sequence[str], side: Sequence[str]) -> bool:
    """:func:`_shifted` of the diff from ``base``'s tokens to ``side``'s."""
    return _shifted(base, _changes(base, side))


def _shifted(base: Sequence[str], changes: Sequence[_Change]) -> bool:
    """Does a side's diff replace a word base holds once at one place and write it at
    another? The diff paired the side's words with base's shifted: ``timeout=None,
    retries=None, verify=None, headers=None`` made ``verify=None, headers=None,
    proxy=0`` reads as ``verify`` written over ``retries``, ``headers`` over ``verify``
    and ``proxy`` over ``headers``, and the other side's ``headers=0`` then meets the
    new ``proxy``'s ``0`` as one change made twice, and is lost."""
    once = {t for t, n in Counter(t for t in base if _is_word(t)).items() if n == 1}
    keys = {t for k, t in enumerate(base) if t in once and _keys_item(base, k)}
    replaced = {t for start, count, _ in changes for t in base[start : start + count]} & keys
    return bool(replaced) and any(t in replaced for _, _, new in changes for t in new)


def _keys_item(tokens: Sequence[str], k: int) -> bool:
    """Does the word at ``k`` name an item, ``=`` or ``:`` right after it (a keyword
    argument, a parameter's default, a dictionary key)? Only such names are told
    apart by a merge of sets; a word moved elsewhere (``f = open(...)`` made ``with
    open(...) as f:``) is a change like any other."""
    after = tokens[k + 1 : k + 3]
    return bool(after) and after[0] in ("=", ":") and after[1:] != [after[0]]


def _changes(base: Sequence[str], side: Sequence[str]) -> list[_Change]:
    """The edit script from ``base`` to ``side`` as (start, count, new tokens)."""
    return [(i, n, tuple(side[j : j + m])) for i, n, j, m in diff_edits(base, side)]


def _apart(base: Sequence[str], one: _Change, other: _Change) -> bool:
    """Is an untouched word, number or string between the two changes?"""
    first, second = sorted((one, other), key=lambda c: (c[0], c[1] > 0))
    end = first[0] + first[1]
    if end > second[0]:
        return False
    return any(_is_word(t) for t in base[end : second[0]])


def _same_addition(base: Sequence[str], one: _Change, other: _Change) -> bool:
    """Do the two changes add the same element at different places (``{ a, c }`` ->
    ``{ a, b, c }`` / ``{ a, c, b }``)? One addition made two ways: applying both would
    repeat it, and which place is meant cannot be told.

    An element comes with the separator that sets it apart (``, b``, ``| None``). The
    same words attached to two different ones (``def f(a, b)`` -> ``def f(a: int, b)``
    / ``def f(a, b: int)``) are two changes, and both apply."""
    added = [_added_words(base, change) for change in (one, other)]
    return bool(added[0]) and added[0] == added[1] and (_element(one) or _element(other))


def _element(change: _Change) -> bool:
    """Does the change insert an element: its new tokens start or end with a
    separator?"""
    new = [t for t in change[2] if not t.isspace()]
    return bool(new) and (new[0] in _SEPARATORS or new[-1] in _SEPARATORS)


#: Tokens that set elements apart in lists, unions, sums and conditions.
_SEPARATORS = frozenset({",", ";", "|", "&", "+", "or", "and"})


def _added_words(base: Sequence[str], change: _Change) -> Counter[str]:
    start, count, new = change
    return Counter(t for t in new if _is_word(t)) - Counter(
        t for t in base[start : start + count] if _is_word(t)
    )


def _numeric(base: Sequence[str], changes: Sequence[_Change]) -> bool:
    """Does any of the changes remove or add a number?"""
    return any(
        _is_number(t) for start, count, new in changes for t in (*base[start : start + count], *new)
    )


def _is_word(token: str) -> bool:
    return token[0].isalnum() or token[0] == "_" or (len(token) > 1 and token[-1] in "'\"")


def _is_number(token: str) -> bool:
    return token[0].isdigit()
