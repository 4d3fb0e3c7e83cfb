"""Properties of the merge over generated small Python modules.

A module is drawn from a pool of imports, ``from`` imports, functions and classes; each
side applies a few random edits to it (change or extend a function, add, delete, add a
method, add an import or an imported name). The properties:

* trivial merges: ``merge(b, b, x) == merge(b, x, b) == merge(b, x, x) == x``, clean;
* a clean result keeps every line that one side added to a unit (function, method,
  import statement) the other side did not touch, parses, has no conflict marker and
  defines no top-level name twice.
"""

from __future__ import annotations

import ast
import copy
import difflib
from collections import Counter
from dataclasses import dataclass, field

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from semmerge import merge_texts

FUNC_NAMES = ["load", "save", "parse", "render", "check", "build"]
NEW_FUNC_NAMES = ["extra_a", "extra_b", "extra_c", "extra_d"]
CLASS_NAMES = ["Store", "Runner", "Index"]
METHOD_NAMES = ["open", "close", "reset"]
NEW_METHOD_NAMES = ["flush", "size", "describe"]
MODULES = ["os", "sys", "json", "re", "math", "itertools"]
FROM_NAMES = {
    "collections": ["Counter", "OrderedDict", "defaultdict", "deque"],
    "typing": ["Any", "Optional", "Union", "cast"],
    "pathlib": ["Path", "PurePath"],
}

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass
class Module:
    imports: list[str] = field(default_factory=list)
    froms: list[tuple[str, list[str]]] = field(default_factory=list)
    # ("def", name, body lines) or ("class", name, [(method, body lines), ...])
    units: list[tuple] = field(default_factory=list)

    def render(self) -> str:
        head = [f"import {m}" for m in self.imports]
        head += [f"from {m} import {', '.join(ns)}" for m, ns in self.froms]
        chunks = ["".join(line + "\n" for line in head)] if head else []
        chunks += [render_unit(u) for u in self.units]
        return "\n\n".join(chunks)


def render_unit(unit: tuple) -> str:
    if unit[0] == "def":
        _, name, body = unit
        return f"def {name}(x):\n" + "".join(f"    {line}\n" for line in body)
    _, name, methods = unit
    if not methods:
        return f"class {name}:\n    pass\n"
    parts = [
        f"    def {m}(self, x):\n" + "".join(f"        {line}\n" for line in body)
        for m, body in methods
    ]
    return f"class {name}:\n" + "\n".join(parts)


def unit_texts(mod: Module) -> dict[str, str]:
    """Unit key -> its text: functions, methods, import statements."""
    texts = {f"import {m}": f"import {m}\n" for m in mod.imports}
    texts.update({f"from {m}": f"from {m} import {', '.join(ns)}\n" for m, ns in mod.froms})
    for unit in mod.units:
        if unit[0] == "def":
            texts[f"def {unit[1]}"] = render_unit(unit)
            continue
        for m, body in unit[2]:
            texts[f"class {unit[1]}.def {m}"] = f"def {m}(self, x):\n" + "".join(
                f"    {line}\n" for line in body
            )
    return texts


def body_lines(k: int, extra: int) -> list[str]:
    lines = [f"y{i} = x * {k + i}" for i in range(extra)]
    return [*lines, f"return x + {k}"]


@st.composite
def modules(draw: st.DrawFn) -> Module:
    mod = Module()
    mod.imports = draw(st.lists(st.sampled_from(MODULES[:4]), unique=True, max_size=3))
    for m in draw(st.lists(st.sampled_from(sorted(FROM_NAMES)), unique=True, max_size=2)):
        names = draw(st.lists(st.sampled_from(FROM_NAMES[m][:3]), unique=True, min_size=1))
        mod.froms.append((m, names))
    funcs = draw(st.lists(st.sampled_from(FUNC_NAMES), unique=True, min_size=1, max_size=4))
    classes = draw(st.lists(st.sampled_from(CLASS_NAMES), unique=True, max_size=2))
    units: list[tuple] = []
    for name in funcs:
        units.append(("def", name, body_lines(draw(st.integers(0, 99)), draw(st.integers(0, 2)))))
    for name in classes:
        methods = draw(st.lists(st.sampled_from(METHOD_NAMES), unique=True, max_size=3))
        units.append(
            ("class", name, [(m, body_lines(draw(st.integers(0, 99)), 0)) for m in methods])
        )
    mod.units = draw(st.permutations(units))
    return mod


@dataclass
class Edited:
    module: Module
    # unit key -> lines this side added to it ("def f", "class C.def m", "import os", "from m")
    added: dict[str, list[str]] = field(default_factory=dict)
    touched: set[str] = field(default_factory=set)
    # new unit key -> the base unit it renames: this side deleted a function and added one
    # with the same body under a new name, which the merge reads as a rename
    renamed: dict[str, str] = field(default_factory=dict)


def _added(old: str, new: str) -> list[str]:
    """Non-blank lines of ``new`` that difflib marks as inserted or replaced."""
    a, b = old.splitlines(), new.splitlines()
    out = []
    for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("insert", "replace"):
            out += [line.strip() for line in b[j1:j2] if line.strip()]
    return out


def _unit_index(mod: Module, kind: str) -> list[int]:
    return [i for i, u in enumerate(mod.units) if u[0] == kind]


@st.composite
def edited(draw: st.DrawFn, base: Module, tag: str, allowed: set[str] | None = None) -> Edited:
    """A few random edits of ``base``; only units named in ``allowed`` (if given) are
    changed or deleted, so that two sides can be made to edit disjoint units."""
    ed = Edited(copy.deepcopy(base))
    mod = ed.module
    for _ in range(draw(st.integers(1, 3))):
        op = draw(
            st.sampled_from(
                [
                    "modify",
                    "extend",
                    "delete",
                    "add_def",
                    "add_method",
                    "modify_method",
                    "add_import",
                    "add_from_name",
                ]
            )
        )
        defs, classes = _unit_index(mod, "def"), _unit_index(mod, "class")
        if allowed is not None:
            defs = [i for i in defs if mod.units[i][1] in allowed]
            classes = [i for i in classes if mod.units[i][1] in allowed]
        if op in ("modify", "extend", "delete") and defs:
            i = draw(st.sampled_from(defs))
            _, name, body = mod.units[i]
            key = f"def {name}"
            if key in ed.touched and op == "delete":
                continue
            if op == "delete":
                del mod.units[i]
                ed.touched.add(key)
                continue
            body = list(body)
            k = draw(st.integers(100, 999))
            if op == "modify":
                body[-1] = f"return x - {k}  # {tag}"
            else:
                body.insert(0, f"z_{tag} = x + {k}")
            mod.units[i] = ("def", name, body)
            ed.touched.add(key)
        elif op == "add_def":
            name = draw(st.sampled_from([*NEW_FUNC_NAMES, f"{tag}_helper", f"{tag}_tool"]))
            key = f"def {name}"
            if any(u[1] == name for u in mod.units):
                continue
            unit = ("def", name, body_lines(draw(st.integers(0, 999)), draw(st.integers(0, 1))))
            mod.units.insert(draw(st.integers(0, len(mod.units))), unit)
            ed.touched.add(key)
        elif op in ("add_method", "modify_method") and classes:
            i = draw(st.sampled_from(classes))
            _, cname, methods = mod.units[i]
            methods = [(m, list(b)) for m, b in methods]
            if op == "add_method":
                m = draw(st.sampled_from(NEW_METHOD_NAMES))
                if any(x == m for x, _ in methods):
                    continue
                new = (m, body_lines(draw(st.integers(0, 999)), 0))
                methods.insert(draw(st.integers(0, len(methods))), new)
            elif methods:
                j = draw(st.integers(0, len(methods) - 1))
                m, body = methods[j]
                body[-1] = f"return x * {draw(st.integers(100, 999))}  # {tag}"
            else:
                continue
            mod.units[i] = ("class", cname, methods)
            key = f"class {cname}.def {m}"
            ed.touched.add(key)
        elif op == "add_import":
            m = draw(st.sampled_from(MODULES))
            if m in mod.imports:
                continue
            mod.imports.insert(draw(st.integers(0, len(mod.imports))), m)
            ed.touched.add(f"import {m}")
        elif op == "add_from_name":
            mname = draw(st.sampled_from(sorted(FROM_NAMES)))
            name = draw(st.sampled_from(FROM_NAMES[mname]))
            pos = next((i for i, (m, _) in enumerate(mod.froms) if m == mname), None)
            if pos is None:
                mod.froms.append((mname, [name]))
            elif name in mod.froms[pos][1]:
                continue
            else:
                names = list(mod.froms[pos][1])
                names.insert(draw(st.integers(0, len(names))), name)
                mod.froms[pos] = (mname, names)
            key = f"from {mname}"
            ed.touched.add(key)
    old, new = unit_texts(base), unit_texts(mod)
    ed.added = {k: _added(old.get(k, ""), new[k]) for k in sorted(ed.touched) if k in new}
    ed.renamed = _renames(base, mod)
    return ed


def _renames(base: Module, mod: Module) -> dict[str, str]:
    """New function -> deleted base function with the same body."""
    bodies = {name: body for kind, name, body in base.units if kind == "def"}
    now = {name for kind, name, _ in mod.units if kind == "def"}
    gone = {name: body for name, body in bodies.items() if name not in now}
    return {
        f"def {name}": f"def {old}"
        for kind, name, body in mod.units
        if kind == "def" and name not in bodies
        for old, old_body in gone.items()
        if old_body == body
    }


def _covered(key: str, touched: set[str]) -> bool:
    """Whether the other side touched this unit (or the class holding it)."""
    if key in touched:
        return True
    if key.startswith("class ") and "." in key:
        return key.split(".", 1)[0] in touched
    return False


def _check_clean(result_text: str) -> None:
    assert "<<<<<<<" not in result_text
    assert ">>>>>>>" not in result_text
    tree = ast.parse(result_text)
    names = Counter(n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef)))
    assert all(c == 1 for c in names.values()), names


@st.composite
def base_and_side(draw: st.DrawFn) -> tuple[str, str]:
    base = draw(modules())
    return base.render(), draw(edited(base, "s")).module.render()


@SETTINGS
@given(base_and_side())
def test_right_only_change_is_taken(pair: tuple[str, str]) -> None:
    base, x = pair
    result = merge_texts(base, base, x)
    assert result.clean
    assert result.text == x


@SETTINGS
@given(base_and_side())
def test_left_only_change_is_taken(pair: tuple[str, str]) -> None:
    base, x = pair
    result = merge_texts(base, x, base)
    assert result.clean
    assert result.text == x


@SETTINGS
@given(base_and_side())
def test_same_change_on_both_sides_is_taken_once(pair: tuple[str, str]) -> None:
    base, x = pair
    result = merge_texts(base, x, x)
    assert result.clean
    assert result.text == x


@st.composite
def three_versions(draw: st.DrawFn) -> tuple[Module, Edited, Edited]:
    base = draw(modules())
    left_units = right_units = None
    if draw(st.integers(0, 3)) > 0:  # most examples: the sides edit disjoint units
        names = [u[1] for u in base.units]
        left_units = set(draw(st.lists(st.sampled_from(names), unique=True)))
        right_units = set(names) - left_units
    return base, draw(edited(base, "left", left_units)), draw(edited(base, "right", right_units))


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(three_versions())
def test_clean_result_keeps_every_untouched_addition(
    versions: tuple[Module, Edited, Edited],
) -> None:
    base, left, right = versions
    b, l, r = base.render(), left.module.render(), right.module.render()
    result = merge_texts(b, l, r)
    if "<<<<<<<" not in result.text:
        assert result.clean or result.conflicts, result
    if not result.clean:
        return
    _check_clean(result.text)
    have = {line.strip() for line in result.text.splitlines()}
    for side, other in ((left, right), (right, left)):
        for key, lines in side.added.items():
            if _covered(key, other.touched) or side.renamed.get(key) in other.touched:
                continue
            missing = [line for line in lines if line not in have]
            assert not missing, (
                f"{key}: lost {missing} (strategy {result.strategy})\n--- base\n{b}\n"
                f"--- left\n{l}\n--- right\n{r}\n--- result\n{result.text}"
            )
