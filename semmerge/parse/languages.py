"""Language registry: file path or name -> spec and tree-sitter parser.

In: a path (``pkg/mod.py``) or an explicit language name. Out: the
:class:`~semmerge.parse.spec.LanguageSpec` and a ready :class:`tree_sitter.Parser`.
Grammar wheels are loaded only when a file of their language is merged.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import os
from typing import TYPE_CHECKING

from semmerge.parse.spec import LanguageSpec, SpecError, available_languages, load_spec

if TYPE_CHECKING:
    import tree_sitter

_EXTENSIONS: dict[str, str] = {}
_PARSERS: dict[str, tuple[LanguageSpec, tree_sitter.Parser]] = {}


def extension_map() -> dict[str, str]:
    """Extension (``.py``) -> language name, for every spec under grammars/."""
    if not _EXTENSIONS:
        for name in available_languages():
            for ext in load_spec(name).extensions:
                _EXTENSIONS[ext.lower()] = name
    return _EXTENSIONS


def detect_language(path: str | None) -> str | None:
    """The language whose extensions match ``path``, or ``None`` (merged by lines only)."""
    if not path:
        return None
    ext = os.path.splitext(path)[1].lower()
    return extension_map().get(ext) if ext else None


def _grammar_module(name: str) -> object:
    """Import a grammar wheel's compiled binding.

    The official wheels keep the language in ``<package>._binding``; their ``__init__``
    also imports importlib.resources for query files we do not need, which costs more
    than the parse of a small file. Load the binding alone when the layout allows it.
    """
    spec = importlib.machinery.PathFinder.find_spec(name)
    for folder in (spec.submodule_search_locations or []) if spec else []:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "_binding" + suffix)
            if os.path.isfile(path):
                loader = importlib.machinery.ExtensionFileLoader(f"{name}._binding", path)
                mod_spec = importlib.machinery.ModuleSpec(loader.name, loader, origin=path)
                module = loader.create_module(mod_spec)
                loader.exec_module(module)
                return module
    return importlib.import_module(name)


def get_parser(language: str) -> tuple[LanguageSpec, tree_sitter.Parser]:
    """Spec and parser for ``language``; raises SpecError if the grammar is not installed."""
    if language not in _PARSERS:
        import tree_sitter

        spec = load_spec(language)
        module_name, _, func = spec.grammar.partition(":")
        try:
            module = _grammar_module(module_name)
        except ImportError as exc:
            raise SpecError(
                f"grammar package {module_name!r} for {language} is not installed "
                f"(pip install {module_name.replace('_', '-')})"
            ) from exc
        lang = tree_sitter.Language(getattr(module, func or "language")())
        _PARSERS[language] = (spec, tree_sitter.Parser(lang))
    return _PARSERS[language]
