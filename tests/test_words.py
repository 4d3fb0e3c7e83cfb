"""Merging one line word by word (semmerge.merge.words) and the line-by-line merge of
overlapping one-for-one replacements in merge_touching that uses it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from semmerge.merge.linemerge import merge_touching, split_lines
from semmerge.merge.words import merge_line, tokens


@pytest.mark.parametrize(
    ("base", "left", "right", "merged"),
    [
        # requoted on one side, an argument changed on the other
        ("assert 'x' in str(e)\n", 'assert "x" in str(e)\n', "assert 'x' in str(e.value)\n",
         'assert "x" in str(e.value)\n'),
        # the loop variable renamed on one side, the call renamed on the other
        ("for i in xrange(n):\n", "for j in xrange(n):\n", "for i in range(n):\n",
         "for j in range(n):\n"),
        # the same change on both sides, plus one side's own change further on
        ("a = f(x) + g(y)\n", "a = f(x2) + g(y)\n", "a = f(x2) + g(y2)\n", "a = f(x2) + g(y2)\n"),
        # CRLF line ending kept
        ("x = old(a)\r\n", "y = old(a)\r\n", "x = old(b)\r\n", "y = old(b)\r\n"),
        # the same annotation or default given to two different parameters
        ("def f(a, b):\n", "def f(a: int, b):\n", "def f(a, b: int):\n",
         "def f(a: int, b: int):\n"),
        ("def f(a, b):\n", "def f(a=None, b):\n", "def f(a, b=None):\n",
         "def f(a=None, b=None):\n"),
        # both drop the last condition, one also rewrites the first with a word the
        # dropped one held too (held twice in base: no item moved)
        ("    when: job.kind == 'fast' || has(job.tags, 'slow')  || has(job.kind, 'beta')\n",
         "    when: has(job.kind, 'fast') || has(job.tags, 'slow')\n",
         "    when: job.kind == 'fast' || has(job.tags, 'slow')\n",
         "    when: has(job.kind, 'fast') || has(job.tags, 'slow')\n"),
    ],
)
def test_changes_apart_are_both_applied(base: str, left: str, right: str, merged: str) -> None:
    assert merge_line(base, left, right) == merged
    assert merge_line(base, right, left) == merged


@pytest.mark.parametrize(
    ("base", "left", "right"),
    [
        # both append an argument at the same place
        ("f(a, b)\n", "f(a, b, c)\n", "f(a, b, d)\n"),
        # separated only by punctuation and spaces: what one side wrote may depend on
        # the token next to it
        ("x = 1\n", "y = 1\n", "x = 2\n"),
        ("f = old(a)\n", "f = new(a)\n", "f = old(b)\n"),
        # both change the same word differently
        ("call(alpha)\n", "call(beta)\n", "call(gamma)\n"),
        # numbers changed on both sides: a version neither side wrote
        ("version = (3, 0, 0)\n", "version = (3, 1, 0)\n", "version = (3, 0, 1)\n"),
        # two edits inside one string literal: the string is one token
        ("say('hello big world')\n", "say('hi big world')\n", "say('hello big planet')\n"),
        # one name added at two places: applying both would list it twice
        ("export { a, c } from './m';\n", "export { a, b, c } from './m';\n",
         "export { a, c, b } from './m';\n"),
        ("xs = [first, last]\n", "xs = [first, extra, last]\n", "xs = [extra, first, last]\n"),
        ("x: int | str\n", "x: int | None | str\n", "x: int | str | None\n"),
        # one side kept 'this.d' and dropped the rest, the other dropped 'this.d': the
        # first diff pairs its 'd' with base's 'a' and drops base's last ', this.d' as
        # the second does; applied, that one shared change keeps the 'd' right deleted
        ("p({k, this.a, this.b, this.c = 8, this.d});\n", "p({k, this.d, this.e = 8});\n",
         "p({k, this.a, this.b, this.c = 8});\n"),
    ],
)
def test_changes_too_close_decline(base: str, left: str, right: str) -> None:
    assert merge_line(base, left, right) is None
    assert merge_line(base, right, left) is None


def test_brackets_are_punctuation_unless_the_spec_delimits_strings_with_them() -> None:
    # Python's (and most languages') ``[[`` is two brackets: a pandas column list
    assert tokens('df[["a", "b"]]') == ["df", "[", "[", '"a"', ",", " ", '"b"', "]", "]"]
    # Lua's long brackets delimit a string, white space and quotes inside included
    lua = (("[[", "]]"), ("[=[", "]=]"))
    assert tokens('s = [[a "b]] .. [=[c]]d]=]', lua) == [
        "s", " ", "=", " ", '[[a "b]]', " ", ".", ".", " ", "[=[c]]d]=]",
    ]


def test_a_delimited_string_is_one_token_in_a_word_merge() -> None:
    lua = (("[[", "]]"),)
    base, left, right = "f([[a b c]])\n", "f([[x b c]])\n", "f([[a b y]])\n"
    assert merge_line(base, left, right) == "f([[x b y]])\n"  # words of a Python list
    assert merge_line(base, left, right, lua) is None  # two edits of one Lua string


@given(st.text(alphabet=st.sampled_from("ab1_ .,'\"\\\t()=\n\r-é"), max_size=40))
def test_tokens_join_back_to_the_line(line: str) -> None:
    assert "".join(tokens(line)) == line


@given(st.text(alphabet=st.sampled_from("ab1_ .,'\"`\\\t()=\n\r-é"), max_size=60))
def test_text_tokens_join_back_to_the_text(text: str) -> None:
    assert "".join(tokens(text)) == text


@given(st.lists(st.sampled_from(["a", "b", "1", " ", ",", "'s'", "("]), max_size=8))
def test_one_sided_change_gives_that_side(words: list[str]) -> None:
    base = "".join(words)
    left = base + " x"
    assert merge_line(base, left, base) == left
    assert merge_line(base, base, left) == left


def _touching(base: str, left: str, right: str, words: bool = True) -> str | None:
    found = merge_touching(
        split_lines(base), split_lines(left), split_lines(right),
        merge_line=merge_line if words else None,
    )
    return None if found is None else "".join(found)


def test_overlapping_replacements_merge_line_by_line() -> None:
    # Left rewrites two lines; right makes the same change to the second one.
    base = "s(200, log)\necho = r.body\n"
    left = "s(200, logs)\necho = r.text\n"
    right = "s(200, log)\necho = r.text\n"
    assert _touching(base, left, right, words=False) == left
    assert _touching(base, right, left, words=False) == left


def test_a_line_both_changed_differently_needs_the_word_merge() -> None:
    base = "a = 'x' if cond else y\nb = old(1)\n"
    left = 'a = "x" if cond else y\nb = old(1)\n'
    right = "a = 'x' if cond else z\nb = new(1)\n"
    assert _touching(base, left, right, words=False) is None
    assert _touching(base, left, right) == 'a = "x" if cond else z\nb = new(1)\n'


def test_replacement_that_changes_the_line_count_is_not_aligned() -> None:
    # Left splits one line in two; right edits it: no line stands for the base line.
    base = "total = a + b\n"
    left = "total = a\ntotal += b\n"
    right = "total = a + c\n"
    assert _touching(base, left, right) is None


def test_one_change_made_twice_each_side_its_own_way_declines() -> None:
    # Each side moves the same new text into a different line of the pair.
    base = "first()\nsecond()\n"
    left = "third()\nsecond()\n"
    right = "first()\nthird()\n"
    assert _touching(base, left, right) is None



def test_a_layout_sensitive_language_merges_no_touching_changes_in_a_symbol() -> None:
    """``layout_sensitive``: in one function, a line one side re-indented (into a
    block) and the other side reworded, or a ``then`` line and the ``else`` line below
    it changed by each side, are a conflict; a language without it merges both. Words
    of one line both sides changed, its indentation kept, still merge."""
    import copy

    from semmerge.merge.structured import TreeMerger
    from semmerge.options import MergeOptions
    from semmerge.parse.spec import parse_raw, raw_specs

    raw = copy.deepcopy(raw_specs()["haskell"])
    layout = TreeMerger(parse_raw(raw), MergeOptions(), float("inf"))
    raw["language"]["layout_sensitive"] = False
    plain = TreeMerger(parse_raw(raw), MergeOptions(), float("inf"))
    b = "main = do\n  forM_ xs $ \\x -> do\n    print x\n  putStrLn \"done\"\n"
    l = b.replace('  putStrLn "done"', '    putStrLn "done"')
    r = b.replace('"done"', '"end"')
    assert plain._conflict(b, l, r, "fun main", "modify/modify").text == l.replace("done", "end")
    assert layout._conflict(b, l, r, "fun main", "modify/modify").text.count("<<<<<<<") == 1
    b = "f x =\n  if x\n    then 1\n    else 2\n"
    l = b.replace("then 1", "then 3")
    r = b.replace("else 2", "else 4")
    assert plain._conflict(b, l, r, "fun f", "modify/modify").text == l.replace("2", "4")
    assert layout._conflict(b, l, r, "fun f", "modify/modify").text.count("<<<<<<<") == 1
    b = "f = do\n  c <- get\n  run cache c\n"
    l = b.replace("run cache c", "run True cache c")
    r = b.replace("c <- get", "cfg <- get").replace("run cache c", "run cache cfg")
    assert layout._conflict(b, l, r, "fun f", "modify/modify").text == (
        "f = do\n  cfg <- get\n  run True cache cfg\n")
