"""``semmerge languages``: which languages are merged by symbols, and their extensions.

In: the grammar specs found by :func:`semmerge.parse.spec.available_languages`.
Out: a table (default), the git attribute lines ``semmerge install`` writes
(``--gitattributes``), or JSON (``--json``). Exit status 0.

The helpers :func:`language_table`, :func:`default_extensions` and
:func:`attribute_lines` are shared with :mod:`semmerge.install`.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
from collections.abc import Iterable

from semmerge.parse.spec import available_languages, load_spec

#: The merge driver name used in ``merge=<name>`` attributes and ``merge.<name>.*`` config.
DRIVER_NAME = "semmerge"


def language_table() -> list[tuple[str, tuple[str, ...]]]:
    """``(language, extensions)`` for every language with a grammar spec, sorted by name."""
    return [(name, load_spec(name).extensions) for name in available_languages()]


def normalize_extension(ext: str) -> str:
    """``"py"`` or ``".py"`` or ``"*.py"`` -> ``".py"``."""
    ext = ext.strip()
    if ext.startswith("*"):
        ext = ext[1:]
    if not ext.startswith("."):
        ext = "." + ext
    return ext


def default_extensions() -> list[str]:
    """Every extension of every known language, in table order, without duplicates."""
    seen: list[str] = []
    for _, exts in language_table():
        for ext in exts:
            if ext not in seen:
                seen.append(ext)
    return seen


def default_filenames() -> list[str]:
    """Every language's ``filenames`` patterns as gitattributes patterns: one with a
    ``/`` (``requirements/*.txt``) is anchored by git, so it gets a leading ``**/``."""
    seen: list[str] = []
    for name in available_languages():
        for pattern in load_spec(name).filenames:
            attr = pattern if "/" not in pattern else "**/" + pattern.lstrip("/")
            if attr not in seen:
                seen.append(attr)
    return seen


def attribute_lines(extensions: Iterable[str] | None = None) -> list[str]:
    """``*.py merge=semmerge`` lines (without newlines) for ``extensions``
    (default: :func:`default_extensions`, then the languages' file name patterns,
    ``requirements*.txt merge=semmerge``)."""
    patterns = [f"*{normalize_extension(ext)}" for ext in (
        default_extensions() if extensions is None else extensions)]
    if extensions is None:
        patterns += default_filenames()
    out: list[str] = []
    for pattern in patterns:
        line = f"{pattern} merge={DRIVER_NAME}"
        if line not in out:
            out.append(line)
    return out


def _grammar_installed(language: str) -> bool:
    module = load_spec(language).grammar.partition(":")[0]
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def run_languages(args: argparse.Namespace) -> int:
    table = language_table()
    if args.json:
        data: object
        if args.gitattributes:
            data = attribute_lines()
        else:
            data = [
                {
                    "name": name,
                    "extensions": list(exts),
                    "filenames": list(load_spec(name).filenames),
                    "grammar_installed": _grammar_installed(name),
                }
                for name, exts in table
            ]
        print(json.dumps(data, indent=2))
        return 0
    if args.gitattributes:
        for line in attribute_lines():
            print(line)
        return 0
    width = max((len(name) for name, _ in table), default=8)
    for name, exts in table:
        note = "" if _grammar_installed(name) else "  (grammar package not installed)"
        names = " ".join((*exts, *load_spec(name).filenames))
        print(f"{name:<{width}}  {names}{note}")
    return 0


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("languages", help="list the languages merged by symbols")
    p.add_argument(
        "--gitattributes", action="store_true",
        help="print the attribute lines `semmerge install` writes",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run_languages)

