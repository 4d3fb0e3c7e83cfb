"""Calibration and statistics over many tasks or decisions.

In: a JSONL file, one task per line (``{"files": [...]}``, ``{"symbols": [...]}``,
``{"diff": "..."}``, ``{"code": "...", "language": "python"}``) or one past decision per
line (any object with a ``score``; a decision log qualifies: ``null`` is code that did not
parse). Out: thresholds that send the target shares of those tasks to each tier
(:func:`calibrate`), or the share of tasks and cost per tier and the saving against the
top tier (:func:`log_stats`).

Thresholds come from the score distribution, as RouteLLM calibrates its routers: tier k
takes the tasks up to the quantile of the cumulative target share of tiers 1..k; the
threshold is the highest score among them, so ties go to the cheaper tier and the shares
reached are reported beside the targets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from semmerge.metrics.model import Weights
from semmerge.routing.config import ConfigError, RoutingConfig
from semmerge.routing.task import Task, TaskError, score_task


def _records(path: str) -> list[tuple[int, dict]]:
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as exc:
        raise TaskError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    out = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise TaskError(f"{path}:{number}: not JSON ({exc.msg})") from exc
        if not isinstance(record, dict):
            raise TaskError(f"{path}:{number}: expected a JSON object")
        out.append((number, record))
    return out


def read_scores(path: str, weights: Weights, root: str = ".") -> list[float | None]:
    """Score of every task line (None: does not parse)."""
    scores: list[float | None] = []
    for number, record in _records(path):
        if "score" in record:
            value = record["score"]
            if value is not None and not isinstance(value, (int, float)):
                raise TaskError(f"{path}:{number}: score must be a number or null")
            scores.append(value)
            continue
        try:
            scores.append(score_task(Task.from_dict(record, root), weights).score)
        except TaskError as exc:
            raise TaskError(f"{path}:{number}: {exc}") from exc
    if not scores:
        raise TaskError(f"{path}: no tasks")
    return scores


@dataclass
class Calibration:
    thresholds: dict[str, float]
    targets: dict[str, float]
    reached: dict[str, float]
    tasks: int

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


def parse_shares(items: list[str]) -> dict[str, float]:
    """``["cheap=0.6", "mid=0.25"]`` -> ``{"cheap": 0.6, "mid": 0.25}``."""
    shares: dict[str, float] = {}
    for item in items:
        name, sep, value = item.partition("=")
        try:
            share = float(value)
        except ValueError:
            share = -1.0
        if not sep or not name or not 0 <= share <= 1:
            raise ConfigError(f"--target-share {item!r}: expected TIER=SHARE, SHARE in 0..1")
        shares[name] = share
    return shares


def shares_of(config: RoutingConfig, scores: list[float | None]) -> dict[str, float]:
    """Share of ``scores`` each tier of ``config`` takes (None goes to the top tier)."""
    counts = dict.fromkeys((t.name for t in config.tiers), 0)
    for score in scores:
        tier = config.top if score is None else next(t for t in config.tiers if t.takes(score))
        counts[tier.name] += 1
    return {name: round(n / len(scores), 4) for name, n in counts.items()}


def calibrate(config: RoutingConfig, scores: list[float | None],
              targets: dict[str, float]) -> Calibration:
    """Thresholds for every tier but the last from the targets (one share per tier)."""
    names = [t.name for t in config.tiers]
    unknown = sorted(set(targets) - set(names))
    if unknown:
        raise ConfigError(f"no tier named {unknown} (tiers: {', '.join(names)})")
    if names[-1] in targets:
        raise ConfigError(f"{names[-1]} is the last tier: it takes the rest, give no share")
    missing = [n for n in names[:-1] if n not in targets]
    if missing:
        raise ConfigError(f"give a --target-share for every tier but the last (missing: "
                          f"{', '.join(missing)})")
    if sum(targets.values()) > 1 + 1e-9:
        raise ConfigError(f"target shares add up to {sum(targets.values()):g} > 1")
    finite = sorted(s for s in scores if s is not None)
    thresholds: dict[str, float] = {}
    cumulative = 0.0
    for name in names[:-1]:
        cumulative += targets[name]
        k = min(round(cumulative * len(scores)), len(finite))
        thresholds[name] = finite[k - 1] if k > 0 else 0.0
    reached = shares_of(config.with_thresholds(thresholds), scores)
    return Calibration(thresholds, targets, reached, len(scores))


@dataclass
class TierStats:
    tier: str
    tasks: int
    share: float
    cost: float
    cost_share: float

    def to_dict(self) -> dict[str, object]:
        return {k: round(v, 6) if isinstance(v, float) else v for k, v in self.__dict__.items()}


@dataclass
class LogStats:
    tiers: list[TierStats]
    tasks: int
    not_parsing: int
    cost: float
    top_cost: float

    @property
    def saving(self) -> float:
        return self.top_cost - self.cost

    @property
    def saving_share(self) -> float:
        return self.saving / self.top_cost if self.top_cost else 0.0

    def to_dict(self) -> dict[str, object]:
        return {"tasks": self.tasks, "not_parsing": self.not_parsing,
                "cost": round(self.cost, 6), "top_cost": round(self.top_cost, 6),
                "saving": round(self.saving, 6), "saving_share": round(self.saving_share, 4),
                "tiers": [t.to_dict() for t in self.tiers]}


def log_stats(path: str, config: RoutingConfig | None = None) -> LogStats:
    """Share of tasks and estimated cost per tier in a decision log, and the saving
    against sending every task to the top tier (``top_cost`` of each decision)."""
    order = [t.name for t in config.tiers] if config else []
    counts: dict[str, list[float]] = {}
    not_parsing = 0
    for number, record in _records(path):
        try:
            tier, cost, top = str(record["tier"]), float(record["cost"]), float(record["top_cost"])
        except (KeyError, TypeError, ValueError) as exc:
            raise TaskError(f"{path}:{number}: not a routing decision ({exc!r} missing or bad)"
                            ) from exc
        entry = counts.setdefault(tier, [0, 0.0, 0.0])
        entry[0] += 1
        entry[1] += cost
        entry[2] += top
        not_parsing += record.get("score", 0) is None
    if not counts:
        raise TaskError(f"{path}: no decisions")
    names = [n for n in order if n in counts] + [n for n in counts if n not in order]
    tasks = sum(int(c[0]) for c in counts.values())
    cost = sum(c[1] for c in counts.values())
    top = sum(c[2] for c in counts.values())
    tiers = [TierStats(n, int(counts[n][0]), counts[n][0] / tasks, counts[n][1],
                       counts[n][1] / cost if cost else 0.0) for n in names]
    return LogStats(tiers, tasks, not_parsing, cost, top)
