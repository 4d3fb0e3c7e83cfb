"""The ``filenames`` field of a language spec: languages picked by file name where the
extension is too broad (pip's ``requirements*.txt``), and the attribute lines for them."""

from __future__ import annotations

import subprocess
import sys

import pytest

from semmerge.languages import attribute_lines
from semmerge.parse.languages import _glob, detect_language
from semmerge.parse.spec import load_spec


@pytest.mark.parametrize("path", [
    "requirements.txt", "requirements-dev.txt", "requirements_test.txt",
    "REQUIREMENTS.TXT", "constraints.txt", "ci/constraints-py312.txt",
    "docs/requirements.txt", "a/b/c/requirements-docs.txt",
    "requirements/base.txt", "src/app/requirements/prod.txt", "requirements\\dev.txt",
    "test-requirements.txt", "docs/dev_requirements.txt",
])
def test_requirements_files_are_picked_by_name(path: str) -> None:
    assert detect_language(path) == "requirements"


@pytest.mark.parametrize("path", [
    "README.txt", "LICENSE.txt", "docs/requirements.rst", "requirements.in",
    "requirements.txt.orig", "myrequirements.txt", "requirements/README.rst", "requirements",
])
def test_other_files_are_not(path: str) -> None:
    assert detect_language(path) is None


@pytest.mark.parametrize(("path", "language"), [
    ("pkg/PKGBUILD", "bash"), ("include/vector.tcc", "cpp"), ("src/math.cppm", "cpp"),
    ("src/math.ixx", "cpp"), ("CMakeLists.txt", "cmake"), ("app/BUILD.bazel", "starlark"),
    ("requirements/README.md", "markdown"), ("Gemfile", "ruby"), ("app/Rakefile", "ruby"),
    ("ios/Podfile", "ruby"),
])
def test_file_names_and_extensions_other_tools_merge(path: str, language: str) -> None:
    assert detect_language(path) == language


def test_an_extension_wins_over_a_file_name() -> None:
    assert detect_language("requirements/setup.py") == "python"


@pytest.mark.parametrize(("pieces", "name", "fits"), [
    (("requirements", ".txt"), "requirements.txt", True),
    (("requirements", ".txt"), "requirements.tx", False),
    (("a", "b", "c"), "axxbyyc", True),
    (("a", "b", "c"), "axxcyyb", False),
    (("a", "", "c"), "ac", True),
    (("a?c",), "abc", True),
    (("a?c",), "abbc", False),
])
def test_glob(pieces: tuple[str, ...], name: str, fits: bool) -> None:
    assert _glob(pieces, name) is fits


def test_the_spec_holds_the_patterns() -> None:
    spec = load_spec("requirements")
    assert spec.extensions == ()
    assert "requirements*.txt" in spec.filenames


def test_attribute_lines_name_the_file_patterns() -> None:
    lines = attribute_lines()
    assert "requirements*.txt merge=semmerge" in lines
    assert "constraints*.txt merge=semmerge" in lines
    assert "**/requirements/*.txt merge=semmerge" in lines
    assert "*.py merge=semmerge" in lines
    assert not any(line.startswith("*.txt") for line in lines)


def test_attribute_lines_for_given_extensions_only() -> None:
    assert attribute_lines([".py"]) == ["*.py merge=semmerge"]


def test_detection_by_name_imports_no_pattern_module() -> None:
    code = (
        "import sys\nfrom semmerge.parse.languages import detect_language\n"
        "assert detect_language('m.py') == 'python'\n"
        "before = set(sys.modules)\n"
        "assert detect_language('a/requirements-dev.txt') == 'requirements'\n"
        "assert detect_language('notes.txt') is None\n"
        "print(sorted(set(sys.modules) - before))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_a_gem_each_side_adds_with_its_own_requirement_is_a_duplicate() -> None:
    from semmerge import merge_texts

    base = 'source "https://rubygems.org"\n\ngem "rails", "~> 7.1"\ngem "pg"\n'
    left = base + 'gem "sidekiq", "~> 7.0"\n'
    right = base.replace('gem "rails"', 'gem "sidekiq", "~> 6.5"\ngem "rails"')
    result = merge_texts(base, left, right, path="Gemfile")
    assert not result.clean
    assert "sidekiq" in (result.reason or "")
