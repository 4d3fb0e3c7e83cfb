"""Routing configuration: tiers, score weights, decision log.

In: ``[tool.semmerge.routing]`` of a ``pyproject.toml`` or ``[routing]`` of a
``semmerge.toml`` (found from a directory upwards, or named), or nothing (the defaults).
Out: :class:`RoutingConfig`. :func:`write_thresholds` puts calibrated ``max_score``
values back into the file, editing only those lines (or appending a routing section).

Example (``semmerge.toml``; in pyproject.toml the tables are ``tool.semmerge.routing``)::

    [routing]
    log = "routing-log.jsonl"          # relative to this file
    output_ratio = 1.0                 # estimated output tokens per input token
    weights = { nodes = 0.2, depth = 1.5, cyclomatic = 3.0 }

    [[routing.tiers]]
    name = "cheap"
    model = "claude-haiku-4-5"
    max_score = 50                     # the highest score this tier takes
    input_price = 1.0                  # USD per million tokens
    output_price = 5.0

    [[routing.tiers]]                  # the last tier takes every higher score
    name = "top"
    model = "claude-opus-4-1"
    input_price = 15.0
    output_price = 75.0
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field, replace

from semmerge.metrics.model import DEFAULT_WEIGHTS, Weights

PYPROJECT, SEMMERGE_TOML = "pyproject.toml", "semmerge.toml"
#: The table that holds the routing config in each kind of file.
SECTION = {PYPROJECT: ("tool", "semmerge", "routing"), SEMMERGE_TOML: ("routing",)}


class ConfigError(ValueError):
    """The routing configuration is missing something or malformed."""


@dataclass(frozen=True)
class Tier:
    """One model tier: takes tasks scoring up to ``max_score`` (None: any score)."""

    name: str
    model: str
    max_score: float | None
    input_price: float
    output_price: float

    def cost(self, input_tokens: int, output_tokens: int) -> float:
        """Estimated USD for a task of this many tokens."""
        return (input_tokens * self.input_price + output_tokens * self.output_price) / 1e6

    def takes(self, score: float) -> bool:
        return self.max_score is None or score <= self.max_score


DEFAULT_TIERS = (
    Tier("cheap", "claude-haiku-4-5", 50.0, 1.0, 5.0),
    Tier("top", "claude-opus-4-1", None, 15.0, 75.0),
)


@dataclass(frozen=True)
class RoutingConfig:
    """Ordered tiers (cheapest first; the last takes any score), weights, log path."""

    tiers: tuple[Tier, ...] = DEFAULT_TIERS
    weights: Weights = DEFAULT_WEIGHTS
    output_ratio: float = 1.0
    log: str | None = None
    source: str | None = None  # the file read, None for the defaults
    warnings: tuple[str, ...] = field(default=())

    @property
    def top(self) -> Tier:
        return self.tiers[-1]

    def tier(self, name: str) -> Tier:
        for tier in self.tiers:
            if tier.name == name:
                return tier
        names = ", ".join(t.name for t in self.tiers)
        raise ConfigError(f"no tier named {name!r} (tiers: {names})")

    def with_thresholds(self, thresholds: dict[str, float]) -> RoutingConfig:
        tiers = tuple(replace(t, max_score=thresholds.get(t.name, t.max_score))
                      for t in self.tiers)
        return replace(self, tiers=tiers)


def _number(raw: dict, key: str, where: str, default: float | None = None) -> float | None:
    value = raw.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        raise ConfigError(f"{where}: {key} must be a number, not {value!r}")
    if value < 0:
        raise ConfigError(f"{where}: {key} must not be negative")
    return float(value)


def _tier(raw: object, where: str, last: bool) -> Tier:
    if not isinstance(raw, dict):
        raise ConfigError(f"{where}: a tier must be a table")
    for key in ("name", "model"):
        if not isinstance(raw.get(key), str) or not raw[key]:
            raise ConfigError(f"{where}: every tier needs a {key} (a string)")
    where = f"{where} tier {raw['name']!r}"
    max_score = _number(raw, "max_score", where)
    if max_score is None and not last:
        raise ConfigError(f"{where}: only the last tier may omit max_score")
    return Tier(raw["name"], raw["model"], None if last else max_score,
                _number(raw, "input_price", where, 0.0) or 0.0,
                _number(raw, "output_price", where, 0.0) or 0.0)


def parse_config(table: dict, source: str | None = None) -> RoutingConfig:
    """A :class:`RoutingConfig` from the routing table (as tomllib reads it)."""
    where = source or "routing config"
    raw_tiers = table.get("tiers")
    tiers = DEFAULT_TIERS
    if raw_tiers is not None:
        if not isinstance(raw_tiers, list) or not raw_tiers:
            raise ConfigError(f"{where}: tiers must be a non-empty list of tables")
        tiers = tuple(_tier(t, where, i == len(raw_tiers) - 1) for i, t in enumerate(raw_tiers))
    names = [t.name for t in tiers]
    if len(set(names)) != len(names):
        raise ConfigError(f"{where}: tier names repeat: {names}")
    limits = [t.max_score for t in tiers[:-1]]
    if limits != sorted(limits):  # type: ignore[type-var]
        raise ConfigError(f"{where}: max_score must grow from tier to tier: {limits}")
    warnings: tuple[str, ...] = ()
    if raw_tiers and isinstance(raw_tiers[-1], dict) and raw_tiers[-1].get("max_score"):
        warnings = (f"{where}: the last tier ({tiers[-1].name}) takes every score; "
                    "its max_score is ignored",)
    raw_weights = table.get("weights", {})
    if not isinstance(raw_weights, dict):
        raise ConfigError(f"{where}: weights must be a table")
    weights = Weights(**{k: _number(raw_weights, k, f"{where} weights", getattr(
        DEFAULT_WEIGHTS, k)) for k in ("nodes", "depth", "cyclomatic")})
    unknown = set(raw_weights) - {"nodes", "depth", "cyclomatic"}
    if unknown:
        raise ConfigError(f"{where}: unknown weights {sorted(unknown)}")
    log = table.get("log")
    if log is not None and not isinstance(log, str):
        raise ConfigError(f"{where}: log must be a path")
    if log and source:
        log = os.path.join(os.path.dirname(os.path.abspath(source)), log)
    ratio = _number(table, "output_ratio", where, 1.0)
    return RoutingConfig(tiers, weights, ratio if ratio is not None else 1.0, log or None,
                         source, warnings)


def _table(path: str, kind: str | None = None) -> dict | None:
    """The routing table of ``path`` (read as a file named ``kind``: pyproject.toml or
    semmerge.toml; default: its own name), or None when the file has none."""
    try:
        import tomllib
    except ImportError as exc:  # Python 3.10
        raise ConfigError("reading a routing config needs Python 3.11 (tomllib)") from exc

    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML: {exc}") from exc
    kind = kind or os.path.basename(path)
    keys = SECTION[PYPROJECT if kind == PYPROJECT else SEMMERGE_TOML]
    for key in keys:
        data = data.get(key) if isinstance(data, dict) else None
    if data is not None and not isinstance(data, dict):
        raise ConfigError(f"{path}: [{'.'.join(keys)}] must be a table")
    return data


def find_config(start: str = ".") -> str | None:
    """The nearest semmerge.toml, or pyproject.toml with a routing table, from ``start`` up."""
    folder = os.path.abspath(start)
    while True:
        for name in (SEMMERGE_TOML, PYPROJECT):
            path = os.path.join(folder, name)
            if os.path.isfile(path) and (name == SEMMERGE_TOML or _table(path) is not None):
                return path
        parent = os.path.dirname(folder)
        if parent == folder:
            return None
        folder = parent


def load_config(path: str | None = None, start: str = ".") -> RoutingConfig:
    """The config in ``path`` (a pyproject.toml or semmerge.toml), else the nearest one
    from ``start`` upwards, else the defaults."""
    path = path or find_config(start)
    if path is None:
        return RoutingConfig()
    if not os.path.isfile(path):
        raise ConfigError(f"{path}: no such config file")
    return parse_config(_table(path) or {}, path)


# ---------------------------------------------------------------------------
# writing calibrated thresholds
# ---------------------------------------------------------------------------


def _prefix(path: str) -> str:
    return ".".join(SECTION[PYPROJECT if os.path.basename(path) == PYPROJECT else SEMMERGE_TOML])


def render_section(config: RoutingConfig, prefix: str) -> str:
    """TOML text of ``config``'s tiers under ``[[<prefix>.tiers]]``."""
    out = [f"[{prefix}]"]
    w = config.weights
    out.append(f"weights = {{ nodes = {w.nodes}, depth = {w.depth}, cyclomatic = {w.cyclomatic} }}")
    out.append(f"output_ratio = {config.output_ratio}")
    for tier in config.tiers:
        out += ["", f"[[{prefix}.tiers]]", f'name = "{tier.name}"', f'model = "{tier.model}"']
        if tier.max_score is not None and tier is not config.tiers[-1]:
            out.append(f"max_score = {tier.max_score}")
        out += [f"input_price = {tier.input_price}", f"output_price = {tier.output_price}"]
    return "\n".join(out) + "\n"


_HEADER = re.compile(r"^\s*\[")
_NAME = re.compile(r"""^\s*name\s*=\s*["']([^"']*)["']""")
_MAX = re.compile(r"^\s*max_score\s*=")


def _edit_tiers(lines: list[str], prefix: str, thresholds: dict[str, float]) -> set[str]:
    """Set ``max_score`` in each ``[[prefix.tiers]]`` block named in ``thresholds``."""
    header = re.compile(rf"^\s*\[\[\s*{re.escape(prefix)}\.tiers\s*\]\]")
    done: set[str] = set()
    i = 0
    while i < len(lines):
        if not header.match(lines[i]):
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not _HEADER.match(lines[end]):
            end += 1
        block = range(i + 1, end)
        name = next((m.group(1) for j in block if (m := _NAME.match(lines[j]))), None)
        if name in thresholds:
            line = f"max_score = {thresholds[name]}\n"
            at = next((j for j in block if _MAX.match(lines[j])), None)
            if at is None:
                lines.insert(next(j for j in block if _NAME.match(lines[j])) + 1, line)
                end += 1
            else:
                lines[at] = line
            done.add(name)
        i = end
    return done


def write_thresholds(path: str, config: RoutingConfig, thresholds: dict[str, float]) -> None:
    """Write ``thresholds`` (tier name -> max_score) into the config file at ``path``.

    Tier blocks already in the file get their ``max_score`` line replaced (or added);
    a file without a routing section gets one appended, rendered from ``config``. The
    result is read back and must give the new thresholds; it replaces the file atomically.
    """
    text = ""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    prefix = _prefix(path)
    lines = text.splitlines(keepends=True)
    done = _edit_tiers(lines, prefix, thresholds)
    if not done:
        if (_table(path) if text else None) is not None:
            raise ConfigError(f"{path}: has a [{prefix}] table without [[{prefix}.tiers]]: "
                              "add the tiers there (docs/complexity.md shows an example)")
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        lines.append(("\n" if lines else "") + render_section(
            config.with_thresholds(thresholds), prefix))
    elif done != set(thresholds):
        raise ConfigError(f"{path}: no [[{prefix}.tiers]] named {sorted(set(thresholds) - done)}")
    tmp = f"{path}.{os.getpid()}.tmp"
    with open(tmp, "w", encoding="utf-8") as handle:
        handle.write("".join(lines))
    try:
        check = parse_config(_table(tmp, os.path.basename(path)) or {}, path)
        for name, value in thresholds.items():
            if check.tier(name).max_score != value:
                raise ConfigError(f"{path}: writing max_score of {name} failed")
    except ConfigError:
        os.unlink(tmp)
        raise
    os.replace(tmp, path)
