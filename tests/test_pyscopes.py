"""Function and class bodies from indentation alone (``semmerge.merge.pyscopes``): the
answers the duplicate gate and the semantic check's suspects rely on, including the
layouts where the walk must err towards "less nested" (never skipping a check)."""

from __future__ import annotations

from semmerge.merge.linemerge import split_lines
from semmerge.merge.pyscopes import declares_outer, enclosing, is_header, lines_declare_outer

SOURCE = split_lines(
    "import os\n"                    # 0
    "class A(Base):\n"               # 1
    "    y = 2\n"                    # 2
    "    def m(\n"                   # 3
    "        self,\n"                # 4
    "    ) -> None:\n"               # 5
    "        z = 3\n"                # 6
    "        class L:\n"             # 7
    "# a comment at column 0\n"      # 8
    "            q = 1\n"            # 9
    "    @property\n"                # 10
    "    async def p(self): return 1\n"  # 11
    "if X:\n"                        # 12
    "    V = 1\n"                    # 13
    "def f():\n"                     # 14
    "    s = '''\n"                  # 15
    "text at column 0\n"             # 16
    "'''\n"                          # 17
    "    return s\n"                 # 18
)


def test_each_line_gets_its_innermost_body() -> None:
    bodies = [enclosing(SOURCE, i) for i in range(len(SOURCE))]
    functions = [enclosing(SOURCE, i, functions_only=True) for i in range(len(SOURCE))]
    assert bodies[:8] == [-1, -1, 1, 1, 3, 1, 3, 3]
    assert functions[:8] == [-1, -1, -1, -1, 3, -1, 3, 3]
    assert (bodies[9], functions[9]) == (7, 3)  # a class in a method is in the method
    assert (bodies[10], bodies[11]) == (1, 1)  # decorators and one-line defs: the class
    assert (bodies[12], bodies[13]) == (-1, -1)  # a module-level block is module level
    assert bodies[15] == 14


def test_a_line_after_a_dedented_string_counts_as_less_nested() -> None:
    # The string's lines at column 0 end the body for the walk: `return s` then counts
    # as module level, so a check runs that a parse would have skipped, never the reverse.
    assert enclosing(SOURCE, 18) == -1


def test_unsure_is_the_answer_past_a_less_indented_line_that_opens_nothing() -> None:
    # Past the string's line at column 0 the walk cannot tell where `return s` is.
    assert enclosing(SOURCE, 18, functions_only=True, unsure=-2) == -2
    # Headers spread over lines and blocks ending in ":" are understood: no doubt.
    assert [enclosing(SOURCE, i, True, -2) for i in (4, 6, 9, 13, 15)] == [3, 3, 3, -1, 14]
    call = split_lines("def f():\n    y = h(1,\n        2)\n    x = g(\na,\n    )\n")
    assert enclosing(call, 2, True, -2) == 0  # in brackets opened on the line above
    assert enclosing(call, 5, True, -2) == -2  # below an argument at column 0


def test_tabs_indent_like_spaces() -> None:
    lines = split_lines("class A:\n\tdef f(self):\n\t\tx = 1\n\ty = 2\n")
    assert [enclosing(lines, i, functions_only=True) for i in range(4)] == [-1, -1, 1, -1]
    assert enclosing(lines, 3) == 0


def test_headers_and_outer_declarations() -> None:
    assert is_header("    async def f(x):\n") and is_header("class C[T]:\n")
    assert not is_header("define = 1\n") and not is_header("# def f():\n")
    assert declares_outer("def f():\n    global x\n")
    assert not declares_outer("globals()['x'] = 1\nnonlocal_ = 2\n")


def test_a_changed_line_list_is_read_again_for_outer_declarations() -> None:
    lines = ["def f():\n", "    x = 1\n"]
    assert not lines_declare_outer(lines)
    lines.insert(1, "    global x\n")  # the same list, changed: not the remembered answer
    assert lines_declare_outer(lines)
    assert lines_declare_outer(list(lines))
