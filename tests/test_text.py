"""Decoding a version's bytes into normalized text, and restoring them on output."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from semmerge.text import decode, encode, mixed_endings


@given(st.text(alphabet="a\r\n\ufeff", max_size=12))
def test_a_version_merged_with_itself_comes_back_byte_for_byte(text: str) -> None:
    data = text.encode("utf-8")
    version = decode(data, keep_crlf=mixed_endings(data))
    assert encode(version.text, version, version, version) == data


def test_crlf_lines_are_normalized_and_restored() -> None:
    version = decode(b"a\r\nb\r\n")
    assert version.crlf and version.text == "a\nb\n"


def test_a_lone_carriage_return_is_no_line_ending() -> None:
    version = decode(b"a\rb\n")
    assert not version.crlf and version.text == "a\rb\n"
    assert not mixed_endings(b"a\rb\n")


def test_crlf_and_lf_lines_in_one_file_are_mixed_endings() -> None:
    assert mixed_endings(b"a\r\nb\n")
    assert not mixed_endings(b"a\r\nb\r\n")
    assert not mixed_endings(b"a\nb\n")
