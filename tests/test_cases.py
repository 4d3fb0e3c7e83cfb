"""Data-driven merge cases: every ``tests/cases/<lang>/<case>/`` directory is one test.

See ``tests/cases/README.md`` for the layout. Inputs are merged as bytes, so line endings,
a BOM and a missing final newline are compared exactly.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from semmerge import merge_bytes

CASES_DIR = Path(__file__).parent / "cases"
PARTS = ("base", "left", "right", "expected")


def _discover() -> list[tuple[str, Path, str]]:
    found = []
    for lang_dir in sorted(p for p in CASES_DIR.iterdir() if p.is_dir()):
        for case_dir in sorted(p for p in lang_dir.iterdir() if p.is_dir()):
            bases = sorted(case_dir.glob("base.*"))
            assert len(bases) == 1, f"{case_dir}: expected exactly one base.<ext> file"
            ext = bases[0].name.split(".", 1)[1]
            found.append((f"{lang_dir.name}/{case_dir.name}", case_dir, ext))
    return found


CASES = _discover()


def _read_json(path: Path) -> dict:
    if not path.exists():
        return {}
    with path.open(encoding="utf-8") as fh:
        data = json.load(fh)
    assert isinstance(data, dict), f"{path}: must hold a JSON object"
    return data


def _diff(expected: bytes, actual: bytes) -> str:
    lines = difflib.unified_diff(
        expected.decode("utf-8", "replace").splitlines(keepends=True),
        actual.decode("utf-8", "replace").splitlines(keepends=True),
        "expected",
        "actual",
    )
    return "".join(repr(line)[1:-1] + "\n" for line in lines)


def test_cases_exist() -> None:
    assert len(CASES) >= 30


@pytest.mark.parametrize(("case_dir", "ext"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_case(case_dir: Path, ext: str) -> None:
    files = {}
    for part in PARTS:
        path = case_dir / f"{part}.{ext}"
        assert path.exists(), f"missing {path.name}"
        files[part] = path.read_bytes()
    options = _read_json(case_dir / "options.json")
    outcome = _read_json(case_dir / "outcome.json")
    unknown = set(outcome) - {"clean", "strategy"}
    assert not unknown, f"outcome.json: unknown keys {sorted(unknown)}"

    result = merge_bytes(
        files["base"], files["left"], files["right"], f"{case_dir.name}.{ext}", **options
    )
    context = f"strategy={result.strategy!r} clean={result.clean} reason={result.reason!r}"

    assert result.data == files["expected"], f"{context}\n{_diff(files['expected'], result.data)}"
    expect_clean = outcome.get("clean", b"<<<<<<<" not in files["expected"])
    assert result.clean == expect_clean, context
    if result.clean:
        assert not result.conflicts, context
    else:
        assert result.conflicts, context
    if "strategy" in outcome:
        assert result.strategy == outcome["strategy"], context
