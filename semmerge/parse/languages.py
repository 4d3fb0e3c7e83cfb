"""Language registry: file path or name -> spec and tree-sitter parser.

In: a path (``pkg/mod.py``) or an explicit language name. Out: the
:class:`~semmerge.parse.spec.LanguageSpec` and a ready tree-sitter ``Parser``.
Grammar wheels are loaded only when a file of their language is merged.
"""

from __future__ import annotations

import os
import sys
from _thread import get_ident  # not threading: it costs the merge driver 2 ms of imports

from semmerge.parse.spec import LanguageSpec, SpecError, load_spec, raw_specs

# The import system's classes from where CPython keeps them, loaded at start-up:
# importing the importlib package would also import warnings, which costs the merge
# driver about a millisecond. Other interpreters: importlib.machinery.
try:
    from _frozen_importlib import ModuleSpec
    from _frozen_importlib_external import EXTENSION_SUFFIXES, ExtensionFileLoader, PathFinder
except ImportError:
    from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec, PathFinder

TYPE_CHECKING = False  # typing itself costs the driver more start-up than a small merge
if TYPE_CHECKING:
    from types import ModuleType

    import tree_sitter

_EXTENSIONS: dict[str, str] = {}
# (pattern split at "/" and each part at "*", language) for the specs' ``filenames``.
_FILENAMES: list[tuple[tuple[tuple[str, ...], ...], str]] = []
_LANGUAGES: dict[str, tuple[LanguageSpec, tree_sitter.Language]] = {}
# A tree-sitter parser holds its parse's state: one per language and thread, so that
# merges run from a thread pool never share one.
_PARSERS: dict[tuple[str, int], tuple[LanguageSpec, tree_sitter.Parser]] = {}


def extension_map() -> dict[str, str]:
    """Extension (``.py``) -> language name, for every spec under grammars/."""
    if not _EXTENSIONS:
        # From the decoded specs: building every full spec to read their extensions
        # would cost the driver more than a small merge. The file name patterns are
        # read in the same pass (:func:`filename_patterns`).
        for name, raw in sorted(raw_specs().items()):
            try:
                lang = raw["language"]
                extensions = [str(ext).lower() for ext in lang["extensions"]]
                patterns = lang.get("filenames", [])
            except (KeyError, TypeError, AttributeError) as exc:
                raise SpecError(f"{name}: malformed language spec: no extensions ({exc})") from exc
            _EXTENSIONS.update(dict.fromkeys(extensions, name))
            for pattern in patterns:
                parts = tuple(tuple(p.lower().split("*")) for p in str(pattern).split("/"))
                _FILENAMES.append((parts, name))
    return _EXTENSIONS


def filename_patterns() -> list[tuple[tuple[tuple[str, ...], ...], str]]:
    """The specs' ``filenames`` patterns, each split at ``/`` and each part at ``*``
    (``requirements*.txt`` is ``(("requirements", ".txt"),)``), with their language.

    Matched by plain string tests: ``fnmatch`` would import ``re`` and ``posixpath``
    into the driver's start-up for every file whose extension names no language."""
    extension_map()
    return _FILENAMES


def _glob(pieces: tuple[str, ...], name: str) -> bool:
    """Does ``name`` match the glob whose ``*`` split it into ``pieces`` (``?`` is any
    one character)?"""
    if len(pieces) == 1:
        return _fits(pieces[0], name)
    head, *middle, tail = pieces
    if len(name) < len(head) + len(tail) or not _fits(head, name[: len(head)]) \
            or not _fits(tail, name[len(name) - len(tail):]):
        return False
    pos, end = len(head), len(name) - len(tail)
    for piece in middle:  # leftmost fit of each piece: enough for a glob of stars
        while pos + len(piece) <= end and not _fits(piece, name[pos : pos + len(piece)]):
            pos += 1
        if pos + len(piece) > end:
            return False
        pos += len(piece)
    return True


def _fits(piece: str, text: str) -> bool:
    return len(piece) == len(text) and all(p in ("?", t) for p, t in zip(piece, text, strict=True))


def match_filename(path: str) -> str | None:
    """The language whose ``filenames`` match ``path`` (its last parts), or ``None``."""
    patterns = filename_patterns()
    if not patterns:
        return None
    parts = path.replace("\\", "/").lower().split("/")
    for globs, language in patterns:
        if len(globs) <= len(parts) and all(
            _glob(g, p) for g, p in zip(globs, parts[len(parts) - len(globs):], strict=True)
        ):
            return language
    return None


def detect_language(path: str | None) -> str | None:
    """The language whose extensions match ``path``, else whose ``filenames`` match it,
    or ``None`` (merged by lines only)."""
    if not path:
        return None
    ext = os.path.splitext(path)[1].lower()
    found = extension_map().get(ext) if ext else None
    return found if found is not None else match_filename(path)


def load_binding(package: str) -> ModuleType:
    """The compiled ``<package>._binding`` module, without running ``<package>/__init__``.

    tree-sitter and its official grammar wheels keep their code in ``_binding``; their
    ``__init__`` files import ``typing`` or ``importlib.resources`` for features the merge
    does not use, which costs a merge driver (started once per file) more than a small
    merge. The module is registered under its usual name, so a later ``import
    tree_sitter`` reuses it. Any other layout falls back to a normal import.
    """
    name = f"{package}._binding"
    if name in sys.modules:
        return sys.modules[name]
    spec = PathFinder.find_spec(package)
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for suffix in EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_binding" + suffix)
            if os.path.isfile(path):
                loader = ExtensionFileLoader(name, path)
                module = loader.create_module(ModuleSpec(name, loader, origin=path))
                loader.exec_module(module)
                sys.modules[name] = module
                return module
    import importlib

    return importlib.import_module(package)


def get_parser(language: str) -> tuple[LanguageSpec, tree_sitter.Parser]:
    """Spec and parser for ``language`` (this thread's); raises SpecError if the grammar
    is not installed."""
    key = (language, get_ident())
    found = _PARSERS.get(key)
    if found is None:
        spec, lang = _language(language)
        found = _PARSERS[key] = (spec, load_binding("tree_sitter").Parser(lang))
    return found


def _language(language: str) -> tuple[LanguageSpec, tree_sitter.Language]:
    """Spec and grammar of ``language``, loaded once for every thread."""
    if language not in _LANGUAGES:
        spec = load_spec(language)
        module_name, _, func = spec.grammar.partition(":")
        try:
            ts = load_binding("tree_sitter")
            grammar = load_binding(module_name)
        except ImportError as exc:
            raise SpecError(
                f"grammar package {module_name!r} for {language} is not installed "
                f"(pip install {module_name.replace('_', '-')})"
            ) from exc
        _LANGUAGES[language] = (spec, _ts_language(ts, getattr(grammar, func or "language")()))
    return _LANGUAGES[language]


def _ts_language(ts: object, pointer: object) -> tree_sitter.Language:
    """tree-sitter's Language for a grammar's pointer. A wheel built for an older
    binding (tree-sitter-solidity 1.2) hands an int, which tree-sitter 0.25 and later
    still take but warn about: the warning would reach the terminal of every user git
    runs the driver for, so it is silenced here (``warnings`` is loaded at start-up)."""
    if not isinstance(pointer, int):
        return ts.Language(pointer)  # type: ignore[attr-defined,no-any-return]
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return ts.Language(pointer)  # type: ignore[attr-defined,no-any-return]
