"""Token-budgeted code summaries for agent handoffs (``semmerge summarize``).

Stages, one module each: :mod:`.files` (which files), :mod:`.extract` (definitions,
references and TODOs of a file, through tree-sitter and ``grammars/<lang>/tags.scm``),
:mod:`.cache` (SQLite cache of extractions), :mod:`.focus` (what the task is about),
:mod:`.rank` (personalised PageRank over the reference graph), :mod:`.budget` and
:mod:`.render` (fit the token budget; Markdown and JSON), :mod:`.api` (the pipeline) and
:mod:`.session` (when to reset an agent's context, and the handoff prompt).

``summarize`` and ``HandoffSession`` load on first use: importing this package stays cheap
(worker processes import only :mod:`.extract`).
"""

from __future__ import annotations

__all__ = ["summarize", "Summary", "SummaryError", "HandoffSession", "SessionError"]


def __getattr__(name: str) -> object:
    if name in {"summarize", "Summary"}:
        from semmerge.summary import api

        return getattr(api, name)
    if name == "SummaryError":
        from semmerge.summary.extract import SummaryError

        return SummaryError
    if name in {"HandoffSession", "SessionError"}:
        from semmerge.summary import session

        return getattr(session, name)
    raise AttributeError(f"module 'semmerge.summary' has no attribute {name!r}")
