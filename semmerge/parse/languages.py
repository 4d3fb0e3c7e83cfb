"""Language registry: file path or name -> spec and tree-sitter parser.

In: a path (``pkg/mod.py``) or an explicit language name. Out: the
:class:`~semmerge.parse.spec.LanguageSpec` and a ready :class:`tree_sitter.Parser`.
Grammar wheels are imported only when a file of their language is merged.
"""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import TYPE_CHECKING

from semmerge.parse.spec import LanguageSpec, SpecError, available_languages, load_spec

if TYPE_CHECKING:
    import tree_sitter


@lru_cache(maxsize=1)
def _extension_map() -> dict[str, str]:
    table: dict[str, str] = {}
    for name in available_languages():
        for ext in load_spec(name).extensions:
            table[ext.lower()] = name
    return table


def detect_language(path: str | None) -> str | None:
    """The language whose extensions match ``path``, or ``None`` (merged by lines only)."""
    if not path:
        return None
    dot = path.rfind(".")
    if dot < 0 or "/" in path[dot:]:
        return None
    return _extension_map().get(path[dot:].lower())


@lru_cache(maxsize=None)
def get_parser(language: str) -> tuple[LanguageSpec, tree_sitter.Parser]:
    """Spec and parser for ``language``; raises SpecError if the grammar is not installed."""
    import tree_sitter

    spec = load_spec(language)
    module_name, _, func = spec.grammar.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise SpecError(
            f"grammar package {module_name!r} for {language} is not installed "
            f"(pip install {module_name.replace('_', '-')})"
        ) from exc
    lang = tree_sitter.Language(getattr(module, func or "language")())
    return spec, tree_sitter.Parser(lang)
