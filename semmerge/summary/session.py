"""Context-reset helper for orchestrators: when to reset an agent, and what to hand over.

In: the task, then the agent's turns as they happen (messages, or token counts),
the files it touches, the errors it meets, notes it leaves. Out: :attr:`should_reset`
once the tokens since the last reset reach the threshold, and :meth:`handoff_prompt`,
the text a fresh session starts from: the task, where things stand, the last error, the
TODOs still open (notes and TODO comments of the files touched), and a summary of the
code those files use (:func:`semmerge.summary.api.summarize`, focus = files touched).
The state saves to and loads from JSON, so another process can carry on::

    session = HandoffSession("Add retries to the HTTP client", root=".", threshold=150_000)
    if session.add_message(reply_text):          # True: reset now
        prompt = session.reset()                  # start the new agent with this
    session.save(".semmerge/session.json")
    session = HandoffSession.load(".semmerge/session.json")

Messages are counted with :mod:`semmerge.tokens` (cl100k_base). Paths of files that exist
under the root and appear in a message count as touched (``track_paths``), and a Python
traceback or an ``error:`` line in a message becomes the last error (``track_errors``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable
from typing import Any

from semmerge.summary.extract import DEFAULT_TODO_TAGS

STATE_VERSION = 1
DEFAULT_THRESHOLD = 100_000
DEFAULT_PROMPT_BUDGET = 6000
#: The summary gets at least this many tokens even when the rest of the prompt is long.
MIN_SUMMARY_BUDGET = 512
MAX_ERROR_CHARS = 4000
MAX_TODOS_LISTED = 40

_PATH = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*[\w.-]+\.[A-Za-z0-9]+)(?=[\s:,;'\")\]]|$)")
_TRACEBACK = "Traceback (most recent call last):"
_ERROR_LINE = re.compile(r"^(?:error|fatal|E\s)[: ].*$|^\w+(?:Error|Exception): .*$",
                         re.MULTILINE | re.IGNORECASE)


class SessionError(ValueError):
    """A session state that cannot be loaded (not JSON, wrong fields), or bad arguments."""


def find_error(text: str) -> str | None:
    """The last traceback (from its first line) or error line in ``text``, else None."""
    at = text.rfind(_TRACEBACK)
    if at >= 0:
        return text[at:].strip()[-MAX_ERROR_CHARS:]
    lines = _ERROR_LINE.findall(text)
    return lines[-1].strip()[:MAX_ERROR_CHARS] if lines else None


class HandoffSession:
    """Token accounting and the handoff prompt of one agent task (module docstring)."""

    def __init__(self, task: str, root: str = ".", *, threshold: int = DEFAULT_THRESHOLD,
                 budget: int = DEFAULT_PROMPT_BUDGET, todo_tags: Iterable[str] = DEFAULT_TODO_TAGS,
                 track_paths: bool = True, track_errors: bool = True) -> None:
        if not isinstance(threshold, int) or threshold < 1:
            raise SessionError(f"threshold must be a positive number of tokens, not {threshold!r}")
        if not isinstance(budget, int) or budget < MIN_SUMMARY_BUDGET:
            raise SessionError(f"budget must be at least {MIN_SUMMARY_BUDGET} tokens, "
                               f"not {budget!r}")
        self.task = task
        self.root = os.path.abspath(root)
        self.threshold = threshold
        self.budget = budget
        self.todo_tags = list(todo_tags)
        self.track_paths = track_paths
        self.track_errors = track_errors
        self.tokens_since_reset = 0
        self.tokens_total = 0
        self.turns = 0
        self.resets = 0
        self.files_touched: list[str] = []
        self.notes: list[str] = []  # open TODOs the orchestrator or agent left
        self.last_error: str | None = None

    # ---------------------------------------------------------------- feeding
    def add_tokens(self, tokens: int) -> bool:
        """Count one turn of ``tokens`` tokens; True when it is time to reset."""
        if isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 0:
            raise SessionError(f"a turn's token count must be a whole number >= 0, "
                               f"not {tokens!r}")
        self.turns += 1
        self.tokens_since_reset += tokens
        self.tokens_total += tokens
        return self.should_reset

    def add_message(self, text: str, tokens: int | None = None) -> bool:
        """Count one message (its tokens counted unless given), noting the files it names
        and any error in it; True when it is time to reset."""
        if tokens is None:
            from semmerge.tokens import count_tokens

            tokens = count_tokens(text)
        if self.track_paths:
            self.touch(*self._paths_in(text))
        if self.track_errors:
            error = find_error(text)
            if error:
                self.last_error = error
        return self.add_tokens(tokens)

    def touch(self, *paths: str) -> None:
        """Record files the agent read or changed (relative to the root, or absolute)."""
        for path in paths:
            full = os.path.normpath(os.path.join(self.root, path))
            rel = os.path.relpath(full, self.root).replace(os.sep, "/")
            if not rel.startswith("..") and rel not in self.files_touched:
                self.files_touched.append(rel)

    def record_error(self, text: str | None) -> None:
        """The last error seen (None: it has been dealt with)."""
        self.last_error = None if text is None else text.strip()[-MAX_ERROR_CHARS:]

    def add_note(self, text: str) -> None:
        """An open TODO to hand over."""
        if text.strip() and text.strip() not in self.notes:
            self.notes.append(text.strip())

    def close_note(self, text: str) -> None:
        """Mark a note done (it leaves the handoff)."""
        self.notes = [n for n in self.notes if n != text.strip()]

    def _paths_in(self, text: str) -> list[str]:
        found = []
        for candidate in _PATH.findall(text):
            full = os.path.join(self.root, candidate)
            if os.path.isfile(full):
                found.append(candidate)
        return found

    # ---------------------------------------------------------------- handing over
    @property
    def should_reset(self) -> bool:
        """Whether the tokens since the last reset reached the threshold."""
        return self.tokens_since_reset >= self.threshold

    def handoff_prompt(self, budget: int | None = None) -> str:
        """The prompt a fresh session starts from; the code summary takes what the other
        sections leave of ``budget`` tokens (at least MIN_SUMMARY_BUDGET)."""
        from semmerge.summary.api import summarize
        from semmerge.tokens import count_tokens

        budget = budget or self.budget
        existing = [p for p in self.files_touched if os.path.isfile(os.path.join(self.root, p))]
        head = self._head(existing)
        rest = max(MIN_SUMMARY_BUDGET, budget - count_tokens(head) - 8)
        if existing:
            summary = summarize(self.root, focus=existing, budget=rest,
                                todo_tags=self.todo_tags or DEFAULT_TODO_TAGS,
                                include_todos=False, progress=False)
        else:
            summary = summarize(self.root, focus=[], budget=rest,
                                todo_tags=self.todo_tags or DEFAULT_TODO_TAGS,
                                include_todos=False, progress=False)
        return head + "\n## Code summary\n\n" + summary.markdown

    def _head(self, existing: list[str]) -> str:
        lines = ["# Handoff: continue this task", "", "## Task", "", self.task.strip(), "",
                 "## Progress so far", "",
                 f"{self.turns} turns, {self.tokens_total} tokens, {self.resets} earlier "
                 "context resets."]
        if existing:
            lines.append("Files touched: " + ", ".join(existing))
        if self.last_error:
            lines += ["", "## Last error", "", "```text", self.last_error, "```"]
        todos = [f"- {n}" for n in self.notes] + self._todo_comments(existing)
        if todos:
            lines += ["", "## Open TODOs", "", *todos[:MAX_TODOS_LISTED]]
            if len(todos) > MAX_TODOS_LISTED:
                lines.append(f"- … and {len(todos) - MAX_TODOS_LISTED} more")
        return "\n".join(lines) + "\n"

    def _todo_comments(self, paths: list[str]) -> list[str]:
        from semmerge.parse.languages import detect_language
        from semmerge.summary.extract import extract

        out: list[str] = []
        tags = tuple(self.todo_tags or DEFAULT_TODO_TAGS)
        for path in paths:
            try:
                with open(os.path.join(self.root, path), "rb") as fh:
                    data = fh.read()
            except OSError:
                continue
            for line, tag, text in extract(data, detect_language(path), tags).todos:
                out.append(f"- {path}:{line} {tag}" + (f": {text}" if text else ""))
        return out

    def reset(self, budget: int | None = None) -> str:
        """Build the handoff prompt and start counting the new session from zero."""
        prompt = self.handoff_prompt(budget)
        self.resets += 1
        self.tokens_since_reset = 0
        return prompt

    # ---------------------------------------------------------------- persistence
    _FIELDS = ("task", "root", "threshold", "budget", "todo_tags", "track_paths",
               "track_errors", "tokens_since_reset", "tokens_total", "turns", "resets",
               "files_touched", "notes", "last_error")

    def to_dict(self) -> dict[str, Any]:
        return {"version": STATE_VERSION, **{name: getattr(self, name) for name in self._FIELDS}}

    _TYPES: dict[str, type | tuple[type, ...]] = {
        "task": str, "root": str, "threshold": int, "budget": int, "todo_tags": list,
        "track_paths": bool, "track_errors": bool, "tokens_since_reset": int,
        "tokens_total": int, "turns": int, "resets": int, "files_touched": list,
        "notes": list, "last_error": (str, type(None)),
    }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HandoffSession:
        """The session :meth:`to_dict` described; SessionError names what is wrong."""
        if not isinstance(data, dict) or data.get("version") != STATE_VERSION:
            raise SessionError(f"not a version {STATE_VERSION} handoff session state")
        wrong = [name for name in cls._FIELDS if not isinstance(data.get(name), cls._TYPES[name])]
        if wrong:
            raise SessionError(f"session state fields missing or of the wrong type: "
                               f"{', '.join(wrong)}")
        session = cls(data["task"], data["root"], threshold=data["threshold"],
                      budget=data["budget"], todo_tags=data["todo_tags"],
                      track_paths=data["track_paths"], track_errors=data["track_errors"])
        for name in ("tokens_since_reset", "tokens_total", "turns", "resets",
                     "files_touched", "notes", "last_error"):
            setattr(session, name, data[name])
        return session

    def save(self, path: str) -> None:
        """Write the state as JSON (atomically: a crash never leaves half a file)."""
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(self.to_dict(), fh, indent=2)
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: str) -> HandoffSession:
        """Read a state written by :meth:`save`; SessionError if it is unreadable."""
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except (OSError, json.JSONDecodeError) as exc:
            raise SessionError(f"{path}: cannot load the session state: {exc}") from exc
        try:
            return cls.from_dict(data)
        except SessionError as exc:
            raise SessionError(f"{path}: {exc}") from exc
