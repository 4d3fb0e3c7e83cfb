"""semmerge: symbol-level three-way merge for code written in parallel.

The public API is small and typed::

    from semmerge import merge_texts
    result = merge_texts(base, left, right, path="pkg/mod.py")
    result.text, result.clean, result.conflicts, result.strategy

Heavy modules (the parsers, the benchmark tools) load only when first needed, so that
importing :mod:`semmerge` stays cheap for the git merge driver.
"""

from __future__ import annotations

from semmerge.result import Conflict, MergeResult

__all__ = ["Conflict", "MergeResult", "MergeOptions", "merge_texts", "merge_bytes", "route",
           "score", "summarize", "HandoffSession"]
__version__ = "0.1.0"


def __getattr__(name: str) -> object:
    # Lazy re-exports: the driver imports semmerge.driver itself; API users get the same
    # objects without paying for them at `import semmerge`.
    if name in {"merge_texts", "merge_bytes", "MergeOptions"}:
        from semmerge import driver

        return getattr(driver, name)
    if name in {"route", "score"}:  # the model router (docs/complexity.md)
        from semmerge import routing

        return getattr(routing, name)
    if name in {"summarize", "HandoffSession"}:  # agent handoffs (docs/summaries.md)
        from semmerge import summary

        return getattr(summary, name)
    raise AttributeError(f"module 'semmerge' has no attribute {name!r}")
