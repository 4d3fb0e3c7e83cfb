"""Code metrics from tree-sitter syntax trees: node count, depth, cyclomatic complexity,
lines and tokens per function, method, class and module, and the score that routes a task.

In: source text (with its language) or paths of files and directories. Out:
:class:`FileMetrics` holding one :class:`Unit` per definition and one for the module.
The cyclomatic rules of each language are data (``grammars/<lang>/complexity.json``);
for Python they reproduce radon's numbers. docs/complexity.md defines every metric.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from semmerge.metrics.engine import MetricsError, measure_source
from semmerge.metrics.model import DEFAULT_WEIGHTS, FileMetrics, Unit, Weights, rank
from semmerge.metrics.rules import RulesError

__all__ = [
    "DEFAULT_WEIGHTS", "FileMetrics", "MetricsError", "RulesError", "Unit", "Weights",
    "iter_source_files", "language_of", "measure_file", "measure_source", "rank",
]

#: Directories never walked: version control, virtual environments, caches, builds.
SKIP_DIRS = frozenset({
    ".git", ".hg", ".svn", ".venv", "venv", "env", ".env", ".tox", ".nox", "__pycache__",
    "node_modules", ".mypy_cache", ".pytest_cache", ".ruff_cache", "build", "dist",
    "site-packages", ".eggs",
})


def language_of(path: str, language: str | None = None) -> str:
    """The language to measure ``path`` as; :class:`MetricsError` when none is known."""
    if language:
        return language
    from semmerge.parse.languages import detect_language

    found = detect_language(path)
    if found is None:
        raise MetricsError(
            f"{path}: unknown language (no grammar under grammars/ has its extension; "
            "`semmerge languages` lists them, --language overrides)"
        )
    return found


def measure_file(path: str, language: str | None = None, weights: Weights = DEFAULT_WEIGHTS,
                 tokens: bool = False, display: str | None = None) -> FileMetrics:
    """Metrics of the file at ``path`` (reported as ``display`` when given)."""
    lang = language_of(path, language)
    try:
        with open(path, "rb") as handle:
            src = handle.read()
    except OSError as exc:
        raise MetricsError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    try:
        return measure_source(src, lang, display or path, weights, tokens)
    except RulesError as exc:
        raise MetricsError(f"{path}: {exc}") from exc


def _is_venv(folder: str) -> bool:
    return os.path.isfile(os.path.join(folder, "pyvenv.cfg"))


def _measurable(name: str) -> bool:
    from semmerge.metrics.rules import rules_path
    from semmerge.parse.languages import detect_language

    language = detect_language(name)
    return language is not None and os.path.isfile(rules_path(language))


def iter_source_files(paths: Iterable[str]) -> Iterator[str]:
    """Files named in ``paths``; directories are walked (sorted) for files of languages
    with complexity rules, skipping :data:`SKIP_DIRS` and virtual environments. A file
    named explicitly is always yielded (measuring it reports what is wrong)."""
    for path in paths:
        if not os.path.isdir(path):
            yield path
            continue
        for folder, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS
                             and not _is_venv(os.path.join(folder, d)))
            for name in sorted(files):
                if _measurable(name):
                    yield os.path.join(folder, name)
