"""A conflicted member of a comma-separated list keeps its comma on every side.

Members of a list whose separator the merge manages (object keys, struct fields) lose
their trailing comma while they are merged; a clean member gets it back, and so must
each side of a conflict that is not the list's last member: keeping either side must
leave the list well formed.
"""

from __future__ import annotations

from semmerge.merge.structured import _separate_conflict
from semmerge.render.pieces import Piece


def test_each_side_of_a_block_at_the_member_end_gets_the_separator() -> None:
    text = "<<<<<<< left\n  a: 1\n||||||| base\n=======\n  a: 2\n>>>>>>> right\n"
    piece = Piece(text, [(0, 6)])
    _separate_conflict(piece, ",")
    assert piece.text == (
        "<<<<<<< left\n  a: 1,\n||||||| base\n=======\n  a: 2,\n>>>>>>> right\n"
    )


def test_member_ending_in_common_code_gets_one_separator() -> None:
    text = "  a: {\n<<<<<<< left\n    x: 1,\n=======\n    x: 2,\n>>>>>>> right\n  }\n\n"
    piece = Piece(text, [(1, 6)])
    _separate_conflict(piece, ",")
    assert piece.text == text.replace("  }\n", "  },\n")


def test_longer_markers_are_recognised() -> None:
    text = "<<<<<<<<<< left\n  a: 1\n==========\n  a: 2,\n>>>>>>>>>> right\n"
    piece = Piece(text, [(0, 5)])
    _separate_conflict(piece, ",")
    assert piece.text == text.replace("a: 1\n", "a: 1,\n")
