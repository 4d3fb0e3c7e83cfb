"""carry_reindent: one side's wrapping of lines in a block, carried to base and the other side.

The merge cases under ``tests/cases`` show the whole merge; these pin down when the
re-indentation is carried and when it is declined (the lines then conflict as before).
"""

from __future__ import annotations

from semmerge.merge.linemerge import merge_lines, merge_touching, split_lines
from semmerge.merge.reindent import carry_reindent

BASE = """\
def save(path, data):
    text = render(data)
    write(path, text)
    return path
"""

WRAPPED = """\
def save(path, data):
    with LOCK:
        text = render(data)
        write(path, text)
    return path
"""


def _carry(base: str, left: str, right: str, side: int = 1):
    return carry_reindent(split_lines(base), split_lines(left), split_lines(right), side)


def test_an_edit_inside_the_wrapped_lines_is_reindented_and_merges() -> None:
    edited = BASE.replace("write(path, text)", "write(path, text, mode=0o600)")
    carried = _carry(BASE, WRAPPED, edited)
    assert carried is not None
    base, left, right, moved = carried
    assert "        text = render(data)\n" in base  # base seen with the block's indentation
    assert left == split_lines(WRAPPED)
    assert "        write(path, text, mode=0o600)\n" in right
    assert "    write(path, text, mode=0o600)\n" in moved  # the other side's line as written
    merged = merge_lines(base, left, right)
    assert not merged.conflicts
    assert merged.text == WRAPPED.replace("write(path, text)", "write(path, text, mode=0o600)")


def test_an_edit_of_the_first_wrapped_line_touches_the_opening_line() -> None:
    edited = BASE.replace("render(data)", "render(data, indent=2)")
    carried = _carry(BASE, WRAPPED, edited)
    assert carried is not None
    assert merge_lines(*carried[:3]).conflicts  # git's rule: touching changes conflict
    both = merge_touching(*carried[:3])  # the engine applies both
    assert both is not None
    assert "".join(both) == WRAPPED.replace("render(data)", "render(data, indent=2)")


def test_the_wrapping_side_may_be_the_right_one() -> None:
    edited = BASE.replace("write(path, text)", "write(path, text, mode=0o600)")
    carried = _carry(BASE, edited, WRAPPED, side=2)
    assert carried is not None
    base, left, right, _ = carried
    assert right == split_lines(WRAPPED)
    assert "        write(path, text, mode=0o600)\n" in left
    assert _carry(BASE, edited, WRAPPED, side=1) is None  # the left side wrapped nothing


def test_lines_taken_out_of_a_block_are_unindented_with_the_other_sides_edit() -> None:
    edited = WRAPPED.replace("write(path, text)", "write(path, text + NL)")
    carried = _carry(WRAPPED, BASE, edited)
    assert carried is not None
    both = merge_touching(*carried[:3])
    assert both is not None
    assert "".join(both) == BASE.replace("write(path, text)", "write(path, text + NL)")


def test_lines_reindented_under_no_new_opening_line_are_an_edit_not_a_block() -> None:
    base = 'T = """\nserver {\n  listen 80;\n  root /srv;\n}\n"""\n'
    left = 'T = """\nserver {\n    listen 80;\n    root /srv;\n}\n"""\n'
    right = base.replace("root /srv;", "root /srv;\n  index index.html;")
    assert _carry(base, left, right) is None


def test_both_sides_reindenting_is_declined() -> None:
    other = BASE.replace("    text = render(data)\n    write(path, text)\n",
                         "    try:\n        text = render(data)\n        write(path, text)\n"
                         "    except OSError:\n        pass\n")
    assert _carry(BASE, WRAPPED, other) is None


def test_an_insertion_at_the_edge_of_the_block_is_declined() -> None:
    # Inside the new block or above it? Nothing in the inputs says.
    above = BASE.replace("    text = render(data)\n", "    check(data)\n    text = render(data)\n")
    assert _carry(BASE, WRAPPED, above) is None


def test_a_change_across_the_edge_of_the_block_is_declined() -> None:
    across = BASE.replace("    write(path, text)\n    return path\n",
                          "    return write(path, text)\n")
    assert _carry(BASE, WRAPPED, across) is None


def test_an_indentation_changed_other_than_by_one_prefix_is_declined() -> None:
    tabs = WRAPPED.replace("        text", "\t\ttext").replace("        write", "    \twrite")
    edited = BASE.replace("render(data)", "render(data, indent=2)")
    assert _carry(BASE, tabs, edited) is None


def test_an_unindented_line_the_other_side_wrote_in_an_unwrapped_block_is_declined() -> None:
    # Taking the block's prefix away from a line that lacks it would change its meaning.
    edited = WRAPPED.replace("        write(path, text)\n",
                             "        write(path, text)\n  flush()\n")
    assert _carry(WRAPPED, BASE, edited) is None


def test_an_edit_replacing_a_word_the_wrapping_side_also_wrote_is_declined() -> None:
    # The new else branch repeats the statement: the rename may belong there too.
    base = "def f(conf):\n    self.pending = Queue()\n    self.pending.start()\n    return 1\n"
    left = ("def f(conf):\n    if conf.unbounded:\n        self.pending = Queue()\n"
            "        self.pending.start()\n    else:\n        self.pending = Queue(9)\n"
            "    return 1\n")
    renamed = base.replace("self.pending = Queue()", "self.backlog = Queue()")
    assert _carry(base, left, renamed) is None
    deleted = base.replace("    self.pending.start()\n", "")  # a deletion renames nothing
    assert _carry(base, left, deleted) is not None


def test_one_statement_wrapped_alone_is_a_block_too() -> None:
    base = "def f(p):\n    data = read(p)\n    return data\n"
    left = ("def f(p):\n    try:\n        data = read(p)\n    except OSError:\n"
            "        log(p)\n        raise\n    return data\n")
    right = base.replace("read(p)", "read(p, 'rb')")
    carried = _carry(base, left, right)
    assert carried is not None
    both = merge_touching(*carried[:3])
    assert both is not None
    assert "".join(both) == left.replace("read(p)", "read(p, 'rb')")


def test_a_reindented_line_the_merge_made_is_no_repeat_of_the_same_text_elsewhere() -> None:
    from semmerge.merge.checks import repeated_lines

    base = split_lines("a = 1\nif x:\n    b = 2\n")
    left = split_lines("a = 1\nb = 2\n")  # unwrapped
    right = split_lines("b = 3\na = 1\nif x:\n    b = 3\n")  # edited; b = 3 on top too
    merged = "b = 3\na = 1\nb = 3\n"
    assert repeated_lines(base, left, right, merged) == ["b = 3"]
    assert repeated_lines(base, left, right, merged, made=["b = 3\n"]) == []
