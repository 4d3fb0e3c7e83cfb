"""Score -> model tier, with a forced tier, a budget cap and a fallback chain.

In: a :class:`TaskScore` (or a :class:`Task`, scored here) and a :class:`RoutingConfig`.
Out: a :class:`Decision`: tier, model, score, metrics, the three symbols that drove the
score, estimated input and output tokens and cost, and the tiers to fall back to.

Rules, in order:

1. a forced tier wins (``tier="top"``);
2. otherwise code that does not parse goes to the top tier, reason "does not parse";
3. otherwise the first tier whose ``max_score`` is at least the score;
4. a budget (USD per task) then caps the choice: if the tier costs more, the most
   expensive tier that fits is taken instead (``over_budget`` when none fits: the
   cheapest is taken and the caller decides);
5. the fallback chain is every later (more capable) tier that fits the budget.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field

from semmerge.routing.config import RoutingConfig, Tier
from semmerge.routing.task import Driver, Task, TaskMetrics, TaskScore, score_task


@dataclass
class Decision:
    """Where a task goes and why."""

    tier: str
    model: str
    score: float | None
    reason: str
    metrics: TaskMetrics | None
    drivers: list[Driver]
    input_tokens: int
    output_tokens: int
    cost: float
    top_cost: float
    fallback: list[tuple[str, str]] = field(default_factory=list)
    forced: bool = False
    budget: float | None = None
    over_budget: bool = False
    encoding: str = "cl100k_base"

    def to_dict(self) -> dict[str, object]:
        return {
            "tier": self.tier, "model": self.model, "score": self.score,
            "reason": self.reason, "forced": self.forced,
            "metrics": self.metrics.to_dict() if self.metrics else None,
            "drivers": [d.to_dict() for d in self.drivers],
            "input_tokens": self.input_tokens, "output_tokens": self.output_tokens,
            "encoding": self.encoding, "cost": round(self.cost, 6),
            "top_cost": round(self.top_cost, 6), "budget": self.budget,
            "over_budget": self.over_budget,
            "fallback": [{"tier": t, "model": m} for t, m in self.fallback],
        }


def _by_score(config: RoutingConfig, scored: TaskScore) -> tuple[Tier, str]:
    if scored.score is None:
        return config.top, scored.error or "does not parse"
    below = None
    for tier in config.tiers:
        if tier.takes(scored.score):
            if tier.max_score is not None:
                return tier, f"score {scored.score:g} <= {tier.max_score:g}"
            above = "" if below is None else f" > {below:g}"
            return tier, f"score {scored.score:g}{above}"
        below = tier.max_score
    return config.top, f"score {scored.score:g}"  # unreachable: the last tier takes all


def _cap(config: RoutingConfig, tier: Tier, budget: float, tokens: tuple[int, int]
         ) -> tuple[Tier, str, bool]:
    if tier.cost(*tokens) <= budget:
        return tier, "", False
    fitting = [t for t in config.tiers if t.cost(*tokens) <= budget]
    if not fitting:
        cheapest = min(config.tiers, key=lambda t: t.cost(*tokens))
        return cheapest, f"; no tier fits the budget ${budget:g}, cheapest taken", True
    best = max(fitting, key=lambda t: (t.cost(*tokens), config.tiers.index(t)))
    return best, f"; {tier.name} costs ${tier.cost(*tokens):.4f} > budget ${budget:g}", False


def decide(scored: TaskScore, config: RoutingConfig, tier: str | None = None,
           budget: float | None = None, output_tokens: int | None = None) -> Decision:
    """Route an already scored task (see the module docstring for the rules)."""
    out_tokens = (output_tokens if output_tokens is not None
                  else round(scored.input_tokens * config.output_ratio))
    tokens = (scored.input_tokens, out_tokens)
    if tier is not None:
        chosen, reason = config.tier(tier), "forced"
    else:
        chosen, reason = _by_score(config, scored)
    over = False
    if budget is not None and tier is None:
        chosen, note, over = _cap(config, chosen, budget, tokens)
        reason += note
    elif budget is not None and chosen.cost(*tokens) > budget:
        over = True
    later = config.tiers[config.tiers.index(chosen) + 1:]
    fallback = [(t.name, t.model) for t in later
                if budget is None or t.cost(*tokens) <= budget]
    return Decision(chosen.name, chosen.model, scored.score, reason, scored.metrics,
                    scored.drivers, tokens[0], tokens[1], chosen.cost(*tokens),
                    config.top.cost(*tokens), fallback, tier is not None, budget, over)


def route(task: Task, config: RoutingConfig, tier: str | None = None,
          budget: float | None = None, log: str | None = None) -> Decision:
    """Score and route ``task``; append the decision to ``log`` (or the config's log)."""
    scored = score_task(task, config.weights)
    decision = decide(scored, config, tier, budget, task.output_tokens)
    path = log or config.log
    if path:
        append_log(path, decision, task)
    return decision


def append_log(path: str, decision: Decision, task: Task | None = None) -> None:
    """Append one JSON line. The line is written with a single ``write`` on a file opened
    for appending (and under an exclusive lock where the platform has one), so concurrent
    routers never interleave their lines."""
    record = {"time": round(time.time(), 3), **decision.to_dict()}
    if task is not None:
        record["task"] = task.describe()
    data = (json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8")
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - Windows: O_APPEND alone
            pass
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)
