"""Route coding tasks to model tiers by the complexity of the code they touch.

In: a task (files, ``path::Class.method`` symbols, a unified diff, or code) and a routing
config (``[tool.semmerge.routing]`` of pyproject.toml or ``[routing]`` of semmerge.toml).
Out: a :class:`Decision` (tier, model, score, metrics, drivers, tokens, cost, fallback).

The package is named ``routing`` because ``semmerge.route`` is the function below (a
subpackage of that name would replace it as an attribute of :mod:`semmerge` on import).

    import semmerge
    decision = semmerge.route(symbols=["pkg/mod.py::Parser.parse"], budget=0.05)
    decision.tier, decision.model, decision.cost, decision.drivers
    semmerge.score(code="def f(x):\\n    return x\\n").score
"""

from __future__ import annotations

from collections.abc import Sequence

from semmerge.routing.config import (
    ConfigError,
    RoutingConfig,
    Tier,
    find_config,
    load_config,
    write_thresholds,
)
from semmerge.routing.router import Decision, append_log, decide
from semmerge.routing.router import route as route_task
from semmerge.routing.task import Driver, Task, TaskError, TaskMetrics, TaskScore, score_task

__all__ = [
    "ConfigError", "Decision", "Driver", "RoutingConfig", "Task", "TaskError", "TaskMetrics",
    "TaskScore", "Tier", "append_log", "decide", "find_config", "load_config", "route",
    "route_task", "score", "score_task", "write_thresholds",
]


def _task(files: Sequence[str], symbols: Sequence[str], diff: str | None, code: str | None,
          language: str | None, root: str, prompt: str, output_tokens: int | None) -> Task:
    return Task(list(files), list(symbols), diff, code, language, root, prompt, output_tokens)


def _config(config: RoutingConfig | str | None, root: str) -> RoutingConfig:
    if isinstance(config, RoutingConfig):
        return config
    return load_config(config, start=root)


def route(files: Sequence[str] = (), symbols: Sequence[str] = (), diff: str | None = None,
          code: str | None = None, *, language: str | None = None, root: str = ".",
          tier: str | None = None, budget: float | None = None,
          config: RoutingConfig | str | None = None, log: str | None = None,
          prompt: str = "", output_tokens: int | None = None) -> Decision:
    """Route one task. ``config``: a :class:`RoutingConfig`, a config file path, or None
    (the nearest semmerge.toml / pyproject.toml from ``root`` up, else the defaults).
    ``tier`` forces a tier, ``budget`` caps the estimated cost in USD, ``log`` appends the
    decision to a JSONL file (default: the config's ``log``)."""
    task = _task(files, symbols, diff, code, language, root, prompt, output_tokens)
    return route_task(task, _config(config, root), tier, budget, log)


def score(files: Sequence[str] = (), symbols: Sequence[str] = (), diff: str | None = None,
          code: str | None = None, *, language: str | None = None, root: str = ".",
          config: RoutingConfig | str | None = None, prompt: str = "") -> TaskScore:
    """Score one task with the config's weights (see :func:`route` for the arguments)."""
    task = _task(files, symbols, diff, code, language, root, prompt, None)
    return score_task(task, _config(config, root).weights)
