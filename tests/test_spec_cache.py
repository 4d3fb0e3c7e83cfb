"""The decoded language specs the merge driver reuses between runs (like .pyc files)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from semmerge.parse import spec as specmod

GRAMMARS = Path(specmod.grammar_root())


@pytest.fixture
def grammars(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A grammars folder with two languages, and empty in-process caches."""
    for name in ("javascript", "typescript"):
        (tmp_path / name).mkdir()
        shutil.copy(GRAMMARS / name / "spec.json", tmp_path / name / "spec.json")
    monkeypatch.setattr(specmod, "grammar_root", lambda: str(tmp_path))
    monkeypatch.setattr(specmod, "_RAW", {})
    monkeypatch.setattr(specmod, "_CACHE", {})
    return tmp_path


def _cache_file(root: Path) -> Path:
    return root / "__pycache__" / f"specs.{sys.implementation.cache_tag}.marshal"


def test_specs_are_cached_and_reused(grammars: Path) -> None:
    first = specmod.load_spec("typescript")
    assert _cache_file(grammars).is_file()
    specmod._RAW.clear()
    specmod._CACHE.clear()
    (grammars / "javascript" / "spec.json").chmod(0)  # the cache alone must serve
    try:
        again = specmod.load_spec("typescript")
    finally:
        (grammars / "javascript" / "spec.json").chmod(0o644)
    assert again.extensions == first.extensions
    assert again.declarations.keys() == first.declarations.keys()


def test_an_edited_spec_replaces_the_cache(grammars: Path) -> None:
    specmod.load_spec("javascript")
    path = grammars / "javascript" / "spec.json"
    raw = json.loads(path.read_text())
    raw["language"]["extensions"].append(".es6")
    raw["declaration"].append({"node": "edited_node", "kind": "var"})
    path.write_text(json.dumps(raw))
    os.utime(path, ns=(1, 1))  # a different modification time, whatever the clock
    specmod._RAW.clear()
    specmod._CACHE.clear()
    assert ".es6" in specmod.load_spec("javascript").extensions
    assert "edited_node" in specmod.load_spec("typescript").declarations  # extends it


def test_a_corrupt_or_unwritable_cache_is_ignored(grammars: Path) -> None:
    cache = _cache_file(grammars)
    cache.parent.mkdir()
    cache.write_bytes(b"not marshal data")
    assert specmod.load_spec("javascript").name == "javascript"
    specmod._RAW.clear()
    specmod._CACHE.clear()
    shutil.rmtree(cache.parent)
    cache.parent.write_text("a file where the cache folder should be")
    assert specmod.load_spec("typescript").name == "typescript"


# (texts of base, left, right; modules the merge must not import)
_STRUCTURED = (("a = 1\n", "a = 2\nb = 1\n", "a = 1\nc = 1\n"), ("json", "typing", "ast"))
_LINE = (
    ("a = 1\n\n\nz = 0\n", "a = 2\n\n\nz = 0\n", "a = 1\n\n\nz = 1\n"),
    ("json", "typing", "ast", "warnings", "symtable"),
)


@pytest.mark.parametrize(("texts", "modules"), [_STRUCTURED, _LINE], ids=["structured", "line"])
def test_the_merge_path_imports_nothing_it_does_not_need(
    tmp_path: Path, texts: tuple[str, str, str], modules: tuple[str, ...]
) -> None:
    """json, typing and ast cost the driver, started once per file, more than a small
    merge (re is imported by tree-sitter's binding itself). A clean line merge, the
    common case, also needs neither warnings (the importlib package imports it) nor
    symtable (the semantic check runs only when one side removed a word the other
    side's new lines use): a millisecond or two each."""
    for name, text in zip(("b", "l", "r"), texts, strict=True):
        (tmp_path / name).write_text(text)
    code = (
        "import sys\nfrom semmerge.cli import main\n"
        "args = ['merge', 'b', 'l', 'r', '-p', 'm.py', '-o', 'out']\n"
        "main(args)\nmain(args)\n"  # the first run may have to build the spec cache
        f"print(sorted(m for m in {modules!r} if m in sys.modules))\n"
    )
    # Without site (-S): an editable install's import hook, or a .pth file, may import
    # these before semmerge starts. The package and tree-sitter come by path.
    import tree_sitter
    import tree_sitter_python

    modules_used = (tree_sitter, tree_sitter_python)
    paths = {str(Path(m.__file__).parent.parent) for m in modules_used}
    paths.add(str(Path(specmod.__file__).parent.parent.parent))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sorted(paths))}
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True,
                         check=True, cwd=tmp_path, env=env).stdout
    assert out.strip() == "[]"
