"""Metrics: radon-equal cyclomatic complexity, node count and depth, errors, rules as data."""

from __future__ import annotations

import importlib.util
import json
import textwrap

import pytest
from radon.complexity import cc_rank, cc_visit

from semmerge.metrics import MetricsError, Weights, iter_source_files, measure_file, rank
from semmerge.metrics import measure_source as measure
from semmerge.metrics.rules import RulesError, parse_rules, rules_path

TRICKY = {
    "bool_ops": """
        def f(a, b, c, d):
            if a and b or c and not d:
                return a or b or c
            return (a and (b and c)) or d
    """,
    "comprehensions": """
        def f(xs):
            ys = [x for x in xs if x if not x for y in xs]
            zs = {k: v for k, v in xs}
            return sum(x for x in ys if x), {a async for a in zs} if ys else None
    """,
    "loops_else_try": """
        async def f(xs):
            for x in xs:
                pass
            else:
                pass
            async for y in xs:
                pass
            while xs:
                break
            else:
                pass
            try:
                pass
            except ValueError:
                pass
            except (TypeError, KeyError):
                pass
            else:
                pass
            finally:
                pass
            with open(xs) as f, open(xs) as g:
                pass
    """,
    "try_star": """
        def f():
            try:
                pass
            except* ValueError:
                pass
            except* TypeError:
                pass
            else:
                pass
    """,
    "match": """
        def f(v):
            match v:
                case 1 | 2:
                    pass
                case [a, b] if a:
                    pass
                case Point(x=0):
                    pass
                case _:
                    pass
        def g(v):
            match v:
                case x:
                    pass
        def h(v):
            match v:
                case y,:
                    pass
                case (z):
                    pass
                case None:
                    pass
                case q as r:
                    pass
    """,
    "assert_lambda_decorators": """
        @dec(a if b else c)
        def f(x=1 if y else 2, *, z: int = 3 if w else 4) -> (int if t else str):
            assert x and y, "message" if x else "other"
            g = lambda p: p if p else (q or r)
            return g
        class K(Base if flag else object):
            attr = 1 if flag else 2
    """,
    "nesting": """
        def outer(a):
            if a:
                pass
            def inner(b):
                if b:
                    pass
                def innermost():
                    return a or b
                return innermost
            class Local:
                def m(self):
                    return 1 if a else 2
            return inner

        class C:
            x = [i for i in range(3)]
            if flag:
                def maybe(self):
                    pass
            def a(self):
                if self:
                    pass
            @property
            def b(self):
                while self:
                    pass
            class D:
                def e(self):
                    return self and self
            async def c(self):
                async with self:
                    return [x async for x in self]

        class Empty:
            pass

        class One:
            def only(self):
                return 1 if self else 2
    """,
    "conditional_defs": """
        if sys:
            def f():
                return 1
        else:
            def f():
                return 1 if x else 2
        try:
            class E(Exception):
                def __str__(self):
                    return self.args and self.args[0]
        except NameError:
            pass
    """,
    "fstrings_walrus": """
        def f(x):
            if (n := len(x)) > 1:
                return f"{x if n else 0:>{n}} {'a' if x else 'b'}"
            return [y for y in x if (z := y)]
    """,
}


def radon_rows(code: str) -> dict[tuple[str, int], int]:
    rows: dict[tuple[str, int], int] = {}

    def emit(block: object, prefix: str) -> None:
        qual = prefix + block.name  # type: ignore[attr-defined]
        rows[(qual, block.lineno)] = block.complexity  # type: ignore[attr-defined]
        for inner in (*getattr(block, "methods", ()), *getattr(block, "inner_classes", ()),
                      *getattr(block, "closures", ())):
            emit(inner, qual + ".")

    for block in cc_visit(code):
        if not getattr(block, "is_method", False):
            emit(block, "")
    return rows


def our_rows(code: str) -> dict[tuple[str, int], int]:
    metrics = measure(code, "python")
    assert metrics.error is None
    return {(u.name, u.line): u.cyclomatic for u in metrics.units}


@pytest.mark.parametrize("name", sorted(TRICKY))
def test_cyclomatic_equals_radon_on_tricky_code(name: str) -> None:
    code = textwrap.dedent(TRICKY[name])
    theirs, ours = radon_rows(code), our_rows(code)
    assert theirs, "radon found no blocks: the snippet is broken"
    # Every block radon reports has radon's number; we report more (classes in functions).
    assert {k: ours.get(k) for k in theirs} == theirs


@pytest.mark.parametrize("module", ["textwrap", "json.decoder", "argparse", "fractions",
                                    "ast", "dataclasses"])
def test_cyclomatic_equals_radon_on_stdlib(module: str) -> None:
    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin
    with open(spec.origin, encoding="utf-8") as handle:
        code = handle.read()
    theirs, ours = radon_rows(code), our_rows(code)
    assert len(theirs) > 5
    assert {k: ours.get(k) for k in theirs} == theirs


def test_qualified_names_and_kinds() -> None:
    units = measure(textwrap.dedent(TRICKY["nesting"]), "python").units
    kinds = {u.name: u.kind for u in units}
    assert kinds["outer"] == "function"
    assert kinds["outer.inner.innermost"] == "function"
    assert kinds["outer.Local"] == "class" and kinds["outer.Local.m"] == "method"
    assert kinds["C.maybe"] == "method"  # under `if` in a class body: still a method
    assert kinds["C.D.e"] == "method"


def test_node_count_and_depth_are_named_nodes() -> None:
    # module > expression_statement > assignment > (identifier, integer): 5 nodes, depth 4.
    module = measure("x = 1\n", "python").module
    assert module is not None
    assert (module.nodes, module.depth, module.cyclomatic) == (5, 4, 1)
    # Comments are not counted; a definition counts its own node and decorators.
    code = "@d\ndef f():  # note\n    return 1\n"
    metrics = measure(code, "python")
    (f,) = metrics.units
    # decorated_definition, decorator, identifier(d), function_definition, identifier(f),
    # parameters, block, return_statement, integer
    assert (f.nodes, f.depth) == (9, 5)
    assert (f.line, f.first_line, f.end_line, f.lines) == (2, 1, 3, 3)
    assert metrics.module is not None and metrics.module.nodes == 10


def test_score_uses_weights() -> None:
    code = "def f(a):\n    if a:\n        return 1\n"
    (f,) = measure(code, "python").units
    assert f.score == pytest.approx(0.2 * f.nodes + 1.5 * f.depth + 3.0 * f.cyclomatic)
    (g,) = measure(code, "python", weights=Weights(1, 0, 0)).units
    assert g.score == g.nodes


def test_rank_matches_radon() -> None:
    assert [rank(c) for c in range(0, 60)] == [cc_rank(c) for c in range(0, 60)]


def test_code_that_does_not_parse_gets_no_numbers() -> None:
    metrics = measure("def f(:\n    return\n", "python")
    assert metrics.units == [] and metrics.module is None
    assert metrics.error is not None and metrics.error.startswith("does not parse (line 1")


def test_tokens_on_request() -> None:
    (f,) = measure("def f():\n    return 1\n", "python", tokens=True).units
    assert f.tokens is not None and f.tokens > 3
    assert measure("def f():\n    return 1\n", "python").units[0].tokens is None


def test_files_and_directories(tmp_path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.py").write_text("def a():\n    return 1\n")
    (tmp_path / "pkg" / "notes.txt").write_text("not code")
    for skipped in (".git", "venv", "node_modules"):
        (tmp_path / skipped).mkdir()
        (tmp_path / skipped / "x.py").write_text("def x(): pass\n")
    (tmp_path / "myenv").mkdir()
    (tmp_path / "myenv" / "pyvenv.cfg").write_text("home = /usr\n")
    (tmp_path / "myenv" / "y.py").write_text("def y(): pass\n")
    assert list(iter_source_files([str(tmp_path)])) == [str(tmp_path / "pkg" / "a.py")]
    assert measure_file(str(tmp_path / "pkg" / "a.py")).units[0].name == "a"
    with pytest.raises(MetricsError, match="cannot read"):
        measure_file(str(tmp_path / "missing.py"))
    with pytest.raises(MetricsError, match="unknown language"):
        measure_file(str(tmp_path / "pkg" / "notes.txt"))


def test_rules_are_data() -> None:
    with open(rules_path("python"), encoding="utf-8") as handle:
        raw = json.load(handle)
    # Dropping `assert` from the rules changes the count without touching the engine.
    raw["decisions"] = [d for d in raw["decisions"] if d["node"] != "assert_statement"]
    rules = parse_rules(json.dumps(raw), "python")
    code = "def f(x):\n    assert x\n"
    assert measure(code, "python").units[0].cyclomatic == 2
    assert measure(code, "python", rules=rules).units[0].cyclomatic == 1
    with pytest.raises(RulesError, match="malformed"):
        parse_rules('{"definitions": [{"kind": "function"}]}', "x")
    with pytest.raises(RulesError, match="class_cyclomatic"):
        parse_rules('{"definitions": [], "class_cyclomatic": {"rule": "max"}}', "x")
