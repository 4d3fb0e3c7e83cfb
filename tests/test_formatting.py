"""Telling a change of layout from a change of code (semmerge.merge.checks.only_reformatted),
by each language's check named in its spec."""

from __future__ import annotations

import pytest

from semmerge.merge.checks import only_reformatted


@pytest.mark.parametrize(
    ("check", "before", "after"),
    [
        ("tokens", "f(a, b)\n", "f(\n\ta,\n\tb)\n"),
        ("tokens", "x := `raw  text`\n", "x :=  `raw  text`\n"),
        ("tokens-any-quote", "f('x')\n", 'f("x")\n'),
        ("python-ast", "def f(a):\n    return g(a, 'b')\n",
         'def f(a):\n    return g(\n        a, "b"\n    )\n'),
        ("python-ast", "    def m(self):\n        pass\n", "    def m(self):\n\n        pass\n"),
        # what black does without changing the syntax tree: a call split one argument
        # a line with a trailing comma, parentheses dropped, a backslash replaced
        ("python-ast", "x = f(a, b)\n", "x = f(\n    a,\n    b,\n)\n"),
        ("python-ast", "return (a == b)\n", "return a == b\n"),
        ("python-ast", "def f(a, \\\n      b):\n    pass\n", "def f(\n    a, b\n):\n    pass\n"),
        # a comment's spacing normalised
        ("python-ast", "    x = 1 #one\n", "    x = 1  # one\n"),
        # what isort does to a run of imports: names reordered, split, joined, sorted
        ("python-ast", "    from a import c, b\n", "    from a import b, c\n"),
        ("python-ast", "from a import b, c as d\n", "from a import b\nfrom a import c as d\n"),
        ("python-ast", "import sys\nimport os\nx = 1\n", "import os\nimport sys\n\nx = 1\n"),
        ("python-ast", "    from a import (\n        c,\n        b,\n    )\n    run(b, c)\n",
         "    from a import b, \\\n        c\n    run(b, c)\n"),
    ],
)
def test_layout_only(check: str, before: str, after: str) -> None:
    assert only_reformatted(before, after, check)


@pytest.mark.parametrize(
    ("check", "before", "after"),
    [
        # white space inside a string is content, also across lines
        ("tokens", "x := `raw  text`\n", "x := `raw text`\n"),
        ("tokens-any-quote", "s = `a\n  b`\n", "s = `a\nb`\n"),
        # a rune is not a string in Go, Rust or Java
        ("tokens", "c := ','\n", 'c := ","\n'),
        # a comment is content
        ("tokens", "x := 1 // one\n", "x := 1 // uno\n"),
        ("python-ast", "x = 1  # one\n", "x = 1  # uno\n"),
        ("python-ast", "f(a, b)  # one\n", "f(\n    a,\n    b,\n)  # uno\n"),
        # white space on a blank-looking line of a string is content (no dedent)
        ("python-ast", '    def f():\n        """a\n    \n        b"""\n',
         '    def f():\n        """a\n\n        b"""\n'),
        # a comment dropped while the code is rewrapped
        ("python-ast", "f(a,  # first\n  b)\n", "f(\n    a,\n    b,\n)\n"),
        # an import renamed, or moved past other code
        ("python-ast", "from a import b\n", "from a import b as c\n"),
        ("python-ast", "import a\nx = 1\nimport b\n", "import a\nimport b\nx = 1\n"),
        ("python-ast", "import a\n", "import a\nimport b\n"),
        # indentation is code in Python
        ("python-ast", "if a:\n    b()\n    c()\n", "if a:\n    b()\nc()\n"),
        # a trailing comma can make a tuple
        ("python-ast", "t = (a)\n", "t = (a,)\n"),
        # a prefix changes what the string is
        ("python-ast", "s = 'x'\n", "s = b'x'\n"),
    ],
)
def test_code_changes(check: str, before: str, after: str) -> None:
    assert not only_reformatted(before, after, check)


def test_no_check_named_means_no_claim() -> None:
    assert not only_reformatted("f(a)\n", "f( a )\n", None)
