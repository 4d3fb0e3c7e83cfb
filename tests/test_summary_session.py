"""The context-reset helper: threshold, what it notices, the handoff prompt, save and load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_summary import make_repo

from semmerge import HandoffSession
from semmerge.summary.session import SessionError, find_error
from semmerge.tokens import count_tokens


def test_reset_threshold_counts_tokens_since_the_last_reset(tmp_path: Path) -> None:
    session = HandoffSession("task", root=str(tmp_path), threshold=100)
    assert session.add_tokens(60) is False
    assert session.add_tokens(39) is False and not session.should_reset
    assert session.add_tokens(1) is True and session.should_reset
    text = "word " * 50
    assert session.add_message(text) is True
    assert session.tokens_total == 100 + count_tokens(text) and session.turns == 4
    with pytest.raises(SessionError):
        session.add_tokens(-1)
    with pytest.raises(SessionError):
        HandoffSession("task", threshold=0)


def test_messages_reveal_files_and_errors(tmp_path: Path) -> None:
    root = make_repo(tmp_path / "repo")
    session = HandoffSession("task", root=str(root), threshold=10_000)
    session.add_message("I edited app.py and pkg/core.py; docs/missing.md does not exist.")
    assert session.files_touched == ["app.py", "pkg/core.py"]
    session.add_message("ran tests:\nTraceback (most recent call last):\n  File \"app.py\", "
                        "line 3\nValueError: empty input\n")
    assert session.last_error is not None and session.last_error.endswith("empty input")
    session.add_message("all good now")
    assert session.last_error.endswith("empty input")  # kept until recorded otherwise
    session.record_error(None)
    assert session.last_error is None
    assert find_error("error: pathspec 'x' did not match") == "error: pathspec 'x' did not match"


def test_handoff_prompt_holds_task_files_todos_error_and_summary(tmp_path: Path) -> None:
    root = make_repo(tmp_path / "repo")
    session = HandoffSession("Make the tokenizer handle tabs.", root=str(root),
                             threshold=50, budget=1500)
    session.touch("app.py")
    session.add_note("write a test for tabs")
    session.record_error("AssertionError: tabs were not split")
    session.add_tokens(80)
    prompt = session.reset()
    assert "Make the tokenizer handle tabs." in prompt
    assert "Files touched: app.py" in prompt
    assert "- write a test for tabs" in prompt
    assert "- app.py:7 FIXME: handle empty input" in prompt  # TODO comment of a touched file
    assert "AssertionError: tabs were not split" in prompt
    assert "`def tokenize(text: str) -> list[str]`" in prompt  # code the touched file uses
    assert count_tokens(prompt) <= 1500
    assert session.resets == 1 and session.tokens_since_reset == 0 and not session.should_reset
    session.close_note("write a test for tabs")
    assert "write a test for tabs" not in session.handoff_prompt()


def test_state_round_trips_through_json(tmp_path: Path) -> None:
    root = make_repo(tmp_path / "repo")
    session = HandoffSession("task", root=str(root), threshold=500, todo_tags=["TODO"])
    session.add_tokens(120)
    session.touch("pkg/core.py")
    session.add_note("later")
    session.record_error("boom")
    path = tmp_path / "state" / "session.json"
    session.save(str(path))
    loaded = HandoffSession.load(str(path))
    assert loaded.to_dict() == session.to_dict()
    assert loaded.add_tokens(380) is True  # the count carries on where it stopped


def test_bad_state_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text("{not json")
    with pytest.raises(SessionError, match="cannot load"):
        HandoffSession.load(str(path))
    state = HandoffSession("t", root=str(tmp_path)).to_dict()
    state["turns"] = "many"
    path.write_text(json.dumps(state))
    with pytest.raises(SessionError, match="turns"):
        HandoffSession.load(str(path))
    with pytest.raises(SessionError):
        HandoffSession.load(str(tmp_path / "absent.json"))
