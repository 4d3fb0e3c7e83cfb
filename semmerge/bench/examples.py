"""``bench examples``: merge a directory of example cases and compare with the expectation.

In: a directory of cases, each a folder holding ``Base``, ``Left``, ``Right`` and
``Expected`` files (any case, any extension: ``<lang>/<case>/Base.py`` as in public
structured-merge benchmarks, or ``base.py, left.py ...`` plus an optional
``options.json`` of merge options, as in our ``tests/cases``).
Out: per language the number of cases merged exactly, equal to the expectation up to
the syntax tree or whitespace, conflicting, wrong, crashed; and the list of those that
did not come out right. An ``Expected`` file with conflict markers asks for a conflict:
the same conflicted text counts as exact, another conflict as conflict, a clean merge
as wrong; so does a case whose ``outcome.json`` says ``"clean": false`` (a clean line
merge reported as unsafe keeps its text, without markers).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from semmerge.bench import classify as cls
from semmerge.bench.running import DEFAULT_TIMEOUT, ToolRun, language_of, run_semmerge

ROLES = ("base", "left", "right", "expected")
#: Result columns of the report, in order.
COLUMNS = ("exact", "ast_equal", "whitespace_equal", "conflict", "wrong", "crash")
_COLUMN_OF = {cls.EXACT: "exact", cls.AST_EQUAL: "ast_equal",
              cls.WHITESPACE_EQUAL: "whitespace_equal", cls.CONFLICT: "conflict",
              cls.DIFFERS: "wrong", cls.INVALID: "wrong", cls.CRASH: "crash",
              cls.TIMEOUT: "crash"}


@dataclass(frozen=True)
class Case:
    """One example: the four files and the language they are merged as."""

    name: str
    language: str
    files: dict[str, Path]

    @property
    def merge_path(self) -> str:
        """The path given to the merge (its extension picks the grammar)."""
        return f"{self.name}/file{self.files['base'].suffix}"


@dataclass
class CaseResult:
    """How one case came out: its column (``exact`` ... ``crash``), class and strategy."""

    name: str
    language: str
    column: str
    cls: str
    strategy: str | None
    reason: str | None
    seconds: float


def _roles(directory: Path) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for entry in directory.iterdir():
        stem = entry.name.split(".", 1)[0].lower()
        if entry.is_file() and stem in ROLES:
            found.setdefault(stem, entry)
    return found


def _language(root: Path, directory: Path, base: Path) -> str:
    detected = language_of(base.name)
    if detected:
        return detected
    parts = directory.relative_to(root).parts
    return parts[0] if len(parts) > 1 else "(unknown)"


def find_cases(root: str | os.PathLike[str]) -> Iterator[Case]:
    """Every case folder under ``root`` (all four roles present), in sorted order."""
    top = Path(root)
    for dirpath, _, _ in sorted(os.walk(top)):
        directory = Path(dirpath)
        files = _roles(directory)
        if all(r in files for r in ROLES):
            name = directory.relative_to(top).as_posix()
            yield Case(name, _language(top, directory, files["base"]), files)


def _options(case: Case, name: str = "options.json") -> dict[str, object]:
    path = case.files["base"].parent / name
    if not path.is_file():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else {}


def expects_conflict(expected: bytes) -> bool:
    """True when the expected file holds a conflict marker at the start of a line."""
    return expected.startswith(b"<<<<<<<") or b"\n<<<<<<<" in expected


def _class(run: ToolRun, expected: bytes, language: str | None, conflict: bool) -> str:
    if conflict and run.status == "ok":
        if run.clean:
            return cls.DIFFERS
        return cls.EXACT if run.output == expected else cls.CONFLICT
    return run.classify(expected, language)


def run_case(case: Case, timeout: float = DEFAULT_TIMEOUT) -> CaseResult:
    """Merge one case in-process and classify the result against ``Expected``."""
    data = {role: path.read_bytes() for role, path in case.files.items()}
    run = run_semmerge(data["base"], data["left"], data["right"], case.merge_path, timeout,
                       _options(case))
    language = case.language if language_of(case.merge_path) else None
    # A case asks for a conflict with markers in its expected file, or in our
    # outcome.json: a clean line merge reported as unsafe keeps its text, unmarked.
    clean = _options(case, "outcome.json").get("clean")
    conflict = not clean if isinstance(clean, bool) else expects_conflict(data["expected"])
    klass = _class(run, data["expected"], language, conflict)
    return CaseResult(case.name, case.language, _COLUMN_OF[klass], klass, run.strategy,
                      run.reason, run.seconds)


def run_examples(root: str | os.PathLike[str],
                 timeout: float = DEFAULT_TIMEOUT) -> list[CaseResult]:
    """Every case under ``root``, merged and classified."""
    return [run_case(c, timeout) for c in find_cases(root)]


def summarize_examples(results: list[CaseResult]) -> dict[str, object]:
    """Counts per language and column, totals, and the cases not merged right."""
    per_language: dict[str, dict[str, int]] = {}
    for r in results:
        row = per_language.setdefault(r.language, dict.fromkeys(COLUMNS, 0))
        row[r.column] += 1
    totals = Counter(r.column for r in results)
    return {
        "cases": len(results),
        "languages": {k: {**v, "cases": sum(v.values())} for k, v in sorted(per_language.items())},
        "total": {c: totals.get(c, 0) for c in COLUMNS},
        "not_right": [asdict(r) for r in results if r.column in ("wrong", "crash", "conflict")],
    }


def examples_markdown(summary: dict[str, object]) -> str:
    """The per-language table and the list of cases not merged right, as text."""
    lines = ["| language | cases | " + " | ".join(COLUMNS) + " |",
             "|---|---:|" + "---:|" * len(COLUMNS)]
    languages: dict[str, dict[str, int]] = summary["languages"]  # type: ignore[assignment]
    for lang, row in languages.items():
        lines.append(f"| {lang} | {row['cases']} | " + " | ".join(str(row[c]) for c in COLUMNS)
                     + " |")
    total: dict[str, int] = summary["total"]  # type: ignore[assignment]
    lines.append(f"| all | {summary['cases']} | " + " | ".join(str(total[c]) for c in COLUMNS)
                 + " |")
    for r in summary["not_right"]:  # type: ignore[attr-defined]
        lines.append(f"- {r['column']}: {r['name']} ({r['cls']}, {r['strategy']})"
                     + (f": {r['reason']}" if r["reason"] else ""))
    return "\n".join(lines)
