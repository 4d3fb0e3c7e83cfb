"""File bytes <-> normalized text, and back.

In: the raw bytes of base, left and right. Out: texts with LF line endings, no BOM and a
final newline, plus the per-file facts (BOM, CRLF, final newline) that a three-way
choice restores on the merged output. Bytes that are not UTF-8 are kept losslessly
(``surrogateescape``) and merged by lines only.
"""

from __future__ import annotations

BOM = "\ufeff"


class Decoded:
    """One normalized version and the facts needed to restore it."""

    __slots__ = ("text", "utf8", "bom", "crlf", "final_newline")

    def __init__(
        self, text: str, utf8: bool = True, bom: bool = False, crlf: bool = False,
        final_newline: bool = True,
    ) -> None:
        self.text = text
        self.utf8 = utf8
        self.bom = bom
        self.crlf = crlf
        self.final_newline = final_newline


def decode(data: bytes, keep_crlf: bool = False) -> Decoded:
    """Normalize one version; binary or non-UTF-8 data comes back with ``utf8=False``.

    ``keep_crlf`` leaves line endings as they are: when one version mixes CRLF and LF,
    converting the others would make every line differ from it (git compares lines
    with their CR, and so must we).
    """
    if b"\0" in data:
        return Decoded(data.decode("utf-8", "surrogateescape"), utf8=False)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return Decoded(data.decode("utf-8", "surrogateescape"), utf8=False)
    bom = text.startswith(BOM)
    if bom:
        text = text[1:]
    # Most files have no CR at all: one scan for it saves counting both endings (and
    # looking for one character runs many times faster than looking for two).
    crlf = (
        not keep_crlf and "\r" in text and "\r\n" in text
        and text.count("\r\n") == text.count("\n")
    )
    if crlf:
        text = text.replace("\r\n", "\n")
    final = not text or text.endswith("\n")
    if not final:
        text += "\n"
    return Decoded(text, bom=bom, crlf=crlf, final_newline=final)


def mixed_endings(data: bytes) -> bool:
    """Does ``data`` end some lines with CRLF and others with LF alone?"""
    if b"\r" not in data or b"\r\n" not in data:  # one character is found many times
        return False  # faster than two: most files have no CR at all
    return data.count(b"\r\n") < data.count(b"\n")


def choose(base: bool, left: bool, right: bool) -> bool:
    """Three-way merge of one flag: a side that changed it wins (left if both did)."""
    return right if left == base else left


def encode(
    text: str, base: Decoded, left: Decoded, right: Decoded, clean: bool = True
) -> bytes:
    """Restore BOM, line endings and the final newline on merged text."""
    if not (base.utf8 and left.utf8 and right.utf8):
        return text.encode("utf-8", "surrogateescape")
    finals = [d.final_newline for d in (base, left, right)]
    if clean and text.endswith("\n") and not choose(*finals):
        text = text[:-1]
    if choose(base.crlf, left.crlf, right.crlf):
        text = text.replace("\n", "\r\n")
    if choose(base.bom, left.bom, right.bom):
        text = BOM + text
    return text.encode("utf-8", "surrogateescape")


def common_start(a: str | bytes, b: str | bytes) -> int:
    """How many characters (or bytes) ``a`` and ``b`` start with alike. A binary search
    over slices: the comparisons run in C, and the texts can be long (a class body)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo
