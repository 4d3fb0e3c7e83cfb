"""Merge symbol-level edits whose right merge is known, and check what semmerge makes.

Each round takes the base version of a replayed scenario, splits it into its top-level
declarations (or the statements of one of its functions, classes, ``impl`` blocks ...)
with semmerge's own parser, and gives each side a few operations on statements the
other side does not touch: edit a line inside one, delete one, add a renamed copy of
one, move one. Some rounds also give both sides an edit of one statement, lines apart,
or move it on one side and edit it on the other. Because the sides touch different
statements, the right merge is known: apply both sides' operations to base. Some
rounds have both sides rename one declaration, each its own way: there the right
outcome is a conflict.

A clean merge is then checked statement by statement: every statement text of base,
left and right must appear in the merge as many times as in that right merge (added
ones once, deleted ones and the old text of edited ones not at all; two additions at
one place may come in either order), and the merge must parse. Outcomes:

* ``exact``, ``right``: the right merge, byte for byte or but for order and blank lines;
* ``comment moved``: right but for a comment line, now above another statement (which
  statement a comment next to an insertion belongs to is a guess for any merge);
* ``conflict (right)``: a conflict where both sides renamed one declaration;
* ``conflict``: a miss (git's line merge conflicts on many of these too);
* ``wrong as git``: a wrong clean merge that is git's own line merge, which semmerge
  takes when its checks find nothing (git makes it too);
* ``wrong``: a wrong clean merge of semmerge's own: a change dropped, doubled or
  garbled with no conflict to say so, or a declaration both sides renamed merged
  cleanly (kept once under each name);
* ``internal error``: the engine raised, and the driver fell back to the line merge.

Counted per language and per kind of operation, with the inputs of each wrong merge
and internal error written to ``--keep`` (and of each conflict, with
``--keep-conflicts``):

    python benchmarks/fuzz_symbols.py --replay bench-out/pallets+flask=path/to/flask.git \\
        ... --sample 200 --seconds 300 --seed 1

Scenarios are spread over the ``replay.json`` of earlier ``semmerge bench replay`` runs,
as in ``compare_installs.py``. The same seed and scenarios give the same rounds.
"""

from __future__ import annotations

import argparse
import pickle
import random
import re
import sys
import time
from collections import Counter
from pathlib import Path

# This folder is on sys.path when run.
from compare_installs import load_scenarios, scenario_arguments

from semmerge.driver import merge_bytes
from semmerge.parse.languages import detect_language, get_parser
from semmerge.parse.tree import ParseError, SymbolNode, parse_text, parse_tree
from semmerge.result import INTERNAL_ERROR

_NUMBER = re.compile(r"\b\d+\b")
_STRING = re.compile(r"\"([A-Za-z ]{2,})\"|'([A-Za-z ]{2,})'")
#: The line comment of each language, for the edit that adds a comment line.
_COMMENT = {
    "python": "#", "toml": "#", "yaml": "#", "elixir": "#", "ruby": "#", "hcl": "#",
    "lua": "--", "haskell": "--", "ocaml": "(*", "ocaml_interface": "(*", "xml": "<!--",
    "bash": "#", "make": "#", "cmake": "#", "starlark": "#",
    "requirements": "#",
}
#: What closes a comment of a language without line comments (by its opener).
_COMMENT_END = {"(*": " *)", "<!--": " -->"}
#: Block comments on lines of their own, by the opener of the language's comments.
_BLOCK_COMMENTS = {
    "//": re.compile(r"^[ \t]*/\*.*?\*/[ \t]*\n", re.DOTALL | re.MULTILINE),
    "(*": re.compile(r"^[ \t]*\(\*.*?\*\)[ \t]*\n", re.DOTALL | re.MULTILINE),
}


class Level:
    """One list of declarations: base's text is ``prefix + "".join(units) + suffix``."""

    def __init__(self, prefix: str, units: list[str], names: list[str], suffix: str) -> None:
        self.prefix = prefix
        self.units = units
        self.names = names
        self.suffix = suffix

    def text(self, units: list[str]) -> str:
        # A file without a final newline ends in a unit without one: moved or copied
        # elsewhere, it gets one, or it would glue onto the next unit's first line
        # ("}import x;"), which no editor makes.
        last = len(units) - 1
        body = "".join(u if k == last or u.endswith("\n") else u + "\n"
                       for k, u in enumerate(units))
        return self.prefix + body + self.suffix


def levels(text: str, language: str) -> list[Level]:
    """The module's declaration list and the statement lists of its top-level
    containers (classes, functions, ``impl`` blocks ...), each with at least three."""
    spec, parser = get_parser(language)
    try:  # an error inside a member, merged around where the spec says so, is kept
        module = parse_tree(text, spec, parser, contained=spec.merge_around_errors)
    except ParseError:
        return []
    # A fixed name (a spec's ``name_literal``: Kotlin's and Scala's ``package``) is a
    # keyword, not a name a user gives: renaming it makes another statement (Scala reads
    # ``package_left tests`` as an expression), not a rename.
    fixed = {d.name_literal for ds in spec.declarations.values() for d in ds if d.name_literal}
    found = [_level(text, module, 0, fixed)]
    offset = len(module.header)
    for child in module.children or []:
        start = offset + len(child.lead)
        offset += len(child.text)
        if child.is_container and child.kind and child.children:
            found.append(_level(text, child, start, fixed))
    return [level for level in found if len(level.units) >= 3]


def _level(text: str, node: SymbolNode, start: int, fixed: set[str]) -> Level:
    children = node.children or []
    inner = "".join(c.text for c in children)
    head_end = start + len(node.header)
    assert text[head_end : head_end + len(inner)] == inner
    return Level(text[:head_end], [c.text for c in children],
                 ["" if c.name in fixed else c.name for c in children],
                 text[head_end + len(inner) :])


class Round:
    """Both sides' unit lists, and the merge their operations call for."""

    def __init__(self, level: Level, rnd: random.Random, comment: str) -> None:
        self.level = level
        self.rnd = rnd
        self.comment = comment
        n = len(level.units)
        # Per base unit: its text on each side and in the expected merge (None:
        # deleted), and what each side inserts after it (-1: before the first).
        self.sides: list[list[str | None]] = [list(level.units) for _ in range(3)]
        self.inserted: list[dict[int, list[str]]] = [{}, {}, {}]
        self.touched: set[int] = set()
        self.kinds: list[str] = []
        self.fresh = 0
        self.n = n
        self.clash = False  # both sides renamed one declaration: right is a conflict

    def free(self) -> int | None:
        choices = [i for i in range(self.n) if i not in self.touched]
        return self.rnd.choice(choices) if choices else None

    def apply(self, side: int, kind: str) -> bool:
        """One operation of ``kind`` on side 1 (left) or 2 (right); False if none fits."""
        i = self.free()
        if i is None:
            return False
        unit = self.level.units[i]
        if kind == "edit":
            new = edit_unit(unit, self.rnd, self.comment)
            if new is None:
                return False
            self._set(side, i, new)
        elif kind == "delete":
            self._set(side, i, None)
        elif kind == "add":
            copy = self._renamed_copy(i)
            if copy is None:
                return False
            self._insert(side, self.rnd.randrange(-1, self.n), copy)
        elif kind == "move":
            gap = self.rnd.randrange(-1, self.n)
            if gap in (i, i - 1):
                return False
            self._set(side, i, None)
            self._insert(side, gap, unit)
        self.touched.add(i)
        self.kinds.append(kind)
        return True

    def both_edit(self) -> bool:
        """Both sides edit one unit, on lines at least four apart."""
        i = self.free()
        if i is None:
            return False
        lines = self.level.units[i].splitlines(keepends=True)
        inner = [k for k in range(1, len(lines) - 1) if lines[k].strip()]
        if len(inner) < 2 or inner[-1] - inner[0] < 4:
            return False
        a = self.rnd.choice(inner[: len(inner) // 2])
        b = self.rnd.choice([k for k in inner if k - a >= 4] or [inner[-1]])
        if b - a < 4:
            return False
        new_a, new_b = (_edit_line(lines[k], self.rnd, _comment_at(lines, k, self.comment))
                        for k in (a, b))
        if new_a is None or new_b is None:
            return False
        for side, edits in ((1, {a: new_a}), (2, {b: new_b}), (0, {a: new_a, b: new_b})):
            self._set_one(side, i, _joined(lines, edits))
        self.touched.add(i)
        self.kinds.append("both-edit")
        return True

    def rename_and_edit(self) -> bool:
        """One side renames a declaration (every use of its name in it too), the other
        edits a line inside it: merged, the renamed declaration holds the edit."""
        i = self.free()
        if i is None:
            return False
        unit, name = self.level.units[i], self.level.names[i]
        new = edit_unit(unit, self.rnd, self.comment)
        if new is None or not re.fullmatch(r"[A-Za-z_]\w{2,}", name or ""):
            return False
        if new.count(name) != unit.count(name):
            return False  # the edit touched the name: renaming after it would differ
        renamer, editor = self.rnd.sample([1, 2], 2)
        self._set_one(editor, i, new)
        self._set_one(renamer, i, _renamed(unit, name))
        self._set_one(0, i, _renamed(new, name))
        self.touched.add(i)
        self.kinds.append("rename/edit")
        return True

    def rename_both(self) -> bool:
        """Both sides rename one declaration, each its own way: no merge can tell
        which name stays, so the right outcome is a conflict (two declarations, one
        under each name, are a wrong merge)."""
        i = self.free()
        if i is None:
            return False
        unit, name = self.level.units[i], self.level.names[i]
        if not re.fullmatch(r"[A-Za-z_]\w{2,}", name or ""):
            return False
        self._set_one(1, i, _renamed(unit, name, "_left"))
        self._set_one(2, i, _renamed(unit, name, "_right"))
        self.touched.add(i)
        self.kinds.append("rename/rename")
        self.clash = True
        return True

    def move_and_edit(self) -> bool:
        """One side moves a unit, the other edits it: merged, the edited unit moves."""
        i = self.free()
        if i is None:
            return False
        unit = self.level.units[i]
        new = edit_unit(unit, self.rnd, self.comment)
        gap = self.rnd.randrange(-1, self.n)
        if new is None or gap in (i, i - 1):
            return False
        mover, editor = self.rnd.sample([1, 2], 2)
        self._set_one(editor, i, new)
        self._set_one(mover, i, None)
        self.inserted[mover].setdefault(gap, []).append(unit)
        self._set_one(0, i, None)
        self.inserted[0].setdefault(gap, []).append(new)
        self.touched.update({i, gap, gap + 1})
        self.kinds.append("move/edit")
        return True

    def units(self) -> list[str]:
        """Every unit text of base, either side and the expected merge."""
        found = [u for side in self.sides for u in side if u is not None]
        found += [u for side in self.inserted for us in side.values() for u in us]
        return found + self.level.units

    def texts(self) -> list[str]:
        """base, left, right and the expected merge."""
        out = [self.level.text(self.level.units)]
        for side in (1, 2, 0):
            units: list[str] = list(self.inserted[side].get(-1, []))
            for i, unit in enumerate(self.sides[side]):
                if unit is not None:
                    units.append(unit)
                units += self.inserted[side].get(i, [])
            out.append(self.level.text(units))
        return out

    def _set(self, side: int, i: int, text: str | None) -> None:
        self._set_one(side, i, text)
        self._set_one(0, i, text)

    def _set_one(self, side: int, i: int, text: str | None) -> None:
        self.sides[side][i] = text

    def _insert(self, side: int, gap: int, text: str) -> None:
        # Both sides' insertions at one gap: left's first in the expected merge (the
        # check accepts either order).
        self.inserted[side].setdefault(gap, []).append(text)
        self.inserted[0].setdefault(gap, []).append(text)
        self.touched.update({gap, gap + 1})

    def _renamed_copy(self, i: int) -> str | None:
        name = self.level.names[i]
        if not re.fullmatch(r"[A-Za-z_]\w{2,}", name or ""):
            return None
        self.fresh += 1
        return _renamed(self.level.units[i], name, f"_fz{self.fresh}")


def _renamed(text: str, name: str, suffix: str = "_rn") -> str:
    return re.sub(rf"\b{re.escape(name)}\b", name + suffix, text)


def _joined(lines: list[str], edits: dict[int, list[str]]) -> str:
    return "".join("".join(edits[k]) if k in edits else line for k, line in enumerate(lines))


def edit_unit(unit: str, rnd: random.Random, comment: str) -> str | None:
    """``unit`` with one line inside it (not its first or last) edited."""
    lines = unit.splitlines(keepends=True)
    inner = [k for k in range(1, len(lines) - 1) if lines[k].strip()]
    if not inner:
        return None
    k = rnd.choice(inner)
    new = _edit_line(lines[k], rnd, _comment_at(lines, k, comment))
    return None if new is None else _joined(lines, {k: new})


def _comment_at(lines: list[str], k: int, comment: str) -> str | None:
    r"""The comment token for a line added above ``lines[k]``; None inside a continued
    line (``a \``), where it is no comment but the end of the statement (make, a
    shell), not the inert edit the expected merge takes it for."""
    return None if k and lines[k - 1].rstrip("\r\n").endswith("\\") else comment


def _edit_line(line: str, rnd: random.Random, comment: str | None) -> list[str] | None:
    """The lines that replace ``line``: a number or a string changed, or (given a
    ``comment`` token) a comment line added above it."""
    options = []
    if _NUMBER.search(line):
        options.append([_NUMBER.sub(lambda m: str(int(m[0]) + 7), line, count=1)])
    if _STRING.search(line):
        options.append([_STRING.sub(lambda m: m[0][:-1] + "z" + m[0][-1], line, count=1)])
    if comment is not None:
        indent = line[: len(line) - len(line.lstrip())]
        end = _COMMENT_END.get(comment, "")
        options.append([f"{indent}{comment} fz {rnd.randrange(1000)}{end}\n", line])
    return rnd.choice(options) if options else None


def unit_bodies(units: list[str]) -> set[str]:
    """The statement texts to count, without the white space around them (the merge
    may lay out blank lines otherwise) or a trailing comma (a list's last member may
    do without); very short ones are left out."""
    return {body for body in (u.strip().removesuffix(",") for u in units) if len(body) >= 8}


def judge(merged: str, expected: str, bodies: set[str]) -> str | None:
    """Why the clean ``merged`` is not the expected merge, or None."""
    for body in sorted(bodies):
        want, got = expected.count(body), merged.count(body)
        if want != got:
            return f"{got} times instead of {want}: {body[:80]!r}"
    return None


def one_round(level: Level, rnd: random.Random, comment: str) -> Round | None:
    """A round of operations on ``level``, or None when none fit."""
    r = Round(level, rnd, comment)
    pick = rnd.random()
    specials = [(0.1, r.both_edit), (0.2, r.move_and_edit), (0.3, r.rename_and_edit),
                (0.35, r.rename_both)]
    special = next((f for limit, f in specials if pick < limit), None)
    if special is not None and not special():
        return None
    kinds = ("edit", "edit", "delete", "add", "add", "move")
    for side in (1, 2):
        for _ in range(rnd.choice((1, 1, 2, 3))):
            r.apply(side, rnd.choice(kinds))
    return r if r.kinds else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    scenario_arguments(ap, 200)
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to go on")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", type=Path, default=Path("fuzz-found"),
                    help="folder for the inputs of each wrong merge")
    ap.add_argument("--keep-conflicts", action="store_true",
                    help="keep the inputs of each conflict too (misses to study)")
    args = ap.parse_args()
    kept = {"wrong", "wrong as git", "internal error"} | (
        {"conflict"} if args.keep_conflicts else set())
    seeds = _seeds(load_scenarios(args.replay, args.sample))
    rnd = random.Random(args.seed)
    tally: Counter[tuple[str, str]] = Counter()
    kinds: Counter[tuple[str, str]] = Counter()
    end = time.monotonic() + args.seconds
    while time.monotonic() < end and seeds:
        path, language, level = rnd.choice(seeds)
        r = one_round(level, rnd, _COMMENT.get(language, "//"))
        if r is None:
            continue
        base, left, right, expected = r.texts()
        if not (_parses(left, language, base) and _parses(right, language, base)):
            continue
        result = merge_bytes(base.encode(), left.encode(), right.encode(), path)
        bodies = unit_bodies(r.units())
        if r.clash:
            outcome, detail = _clash_outcome(result)
        else:
            outcome, detail = _outcome(result, bodies, expected, language, base)
        tally[language, outcome] += 1
        kinds["+".join(sorted(r.kinds)), outcome] += 1
        if outcome in kept:
            n = sum(v for (_, o), v in tally.items() if o == outcome)  # unique per file
            _keep(args.keep, outcome, n, (base, left, right, expected, path, bodies))
            print(f"{outcome}: {path} ({' '.join(r.kinds)}): {detail[:160]}")
    _report(tally, kinds)


def _seeds(scenarios: list[tuple[str, bytes, bytes, bytes]]) -> list[tuple[str, str, Level]]:
    seeds = []
    for path, base, _left, _right in scenarios:
        language = detect_language(path)
        try:
            text = base.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if language is None or "\r" in text:
            continue
        seeds += [(path, language, level) for level in levels(text, language)]
    return seeds


def _parses(text: str, language: str, base: str | None = None) -> bool:
    """Does ``text`` parse, or (where the spec merges around errors) hold no syntax error
    that ``base`` does not have, each inside a member?"""
    spec, parser = get_parser(language)
    try:
        parse_text(text, parser)
        return True
    except ParseError:
        if base is None or not spec.merge_around_errors:
            return False
    try:
        errors = parse_text(text, parser, contained=True).errors
        known = parse_text(base, parser, contained=True).errors
    except ParseError:
        return False
    return set(errors) <= set(known)


def _outcome(
    result: object, bodies: set[str], expected: str, language: str, base: str | None = None
) -> tuple[str, str]:
    reason = getattr(result, "reason", None) or ""
    if reason.startswith(INTERNAL_ERROR):
        return "internal error", reason
    if not getattr(result, "clean", False):
        return "conflict", reason
    merged = result.data.decode("utf-8")  # type: ignore[attr-defined]
    if merged == expected:
        return "exact", ""
    why = judge(merged, expected, bodies)
    if why is None and not _parses(merged, language, base):
        return "wrong", "clean, and does not parse"
    if why is None:
        return "right", ""
    # Right but for where a comment line went: which statement a comment before
    # an insertion point belongs to is a guess for any merge.
    comment = _COMMENT.get(language, "//")
    # Without its comment lines a statement may begin with the blank lines between them.
    bare = {stripped for b in bodies if (stripped := _uncommented(b, comment).strip())}
    if judge(_uncommented(merged, comment), _uncommented(expected, comment), bare) is None:
        return "comment moved", why
    # The clean line merge, taken as git makes it (its checks found nothing).
    return ("wrong as git" if result.strategy == "line" else "wrong"), why  # type: ignore[attr-defined]


def _clash_outcome(result: object) -> tuple[str, str]:
    """The outcome of a round whose right merge is a conflict (:meth:`Round.rename_both`)."""
    reason = getattr(result, "reason", None) or ""
    if reason.startswith(INTERNAL_ERROR):
        return "internal error", reason
    if not getattr(result, "clean", False):
        return "conflict (right)", ""
    return "wrong", "both sides renamed one declaration, merged without a conflict"


def _uncommented(text: str, comment: str) -> str:
    """``text`` without its lines that hold only a comment; where comments start with
    ``//`` (or ``(*``), without the lines of ``/* ... */`` (``(* ... *)``) blocks on lines
    of their own too (a file's header comment)."""
    if comment in _BLOCK_COMMENTS:
        text = _BLOCK_COMMENTS[comment].sub("", text)
    return "".join(line for line in text.splitlines(keepends=True)
                   if not line.lstrip().startswith(comment))


def _report(tally: Counter[tuple[str, str]], kinds: Counter[tuple[str, str]]) -> None:
    outcomes = ["exact", "right", "comment moved", "conflict (right)", "conflict",
                "wrong as git", "wrong", "internal error"]
    print("\n| language | rounds | " + " | ".join(outcomes) + " |")
    print("|---|---:|" + "---:|" * len(outcomes))
    for language in sorted({lang for lang, _ in tally}):
        counts = [tally[language, o] for o in outcomes]
        print(f"| {language} | {sum(counts)} | " + " | ".join(map(str, counts)) + " |")
    print("\n| operations | rounds | " + " | ".join(outcomes) + " |")
    print("|---|---:|" + "---:|" * len(outcomes))
    combos = Counter(combo for combo, _ in kinds.elements())
    # The most frequent, then every other one that missed: rare combinations (both
    # sides editing one statement, a rename) hold most of the conflicts.
    missed = {combo for combo, o in kinds if o not in ("exact", "right", "conflict (right)")}
    shown = [c for c, _ in combos.most_common(25)]
    shown += sorted(missed - set(shown), key=lambda c: -combos[c])
    for combo in shown:
        n = combos[combo]
        print(f"| {combo} | {n} | " + " | ".join(str(kinds[combo, o]) for o in outcomes) + " |")


def _keep(
    folder: Path, kind: str, n: int, inputs: tuple[str, str, str, str, str, set[str]]
) -> None:
    """Write a finding's inputs: base, left, right, the expected merge, the path and
    the statement texts counted."""
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / f"{kind.replace(' ', '-')}-{n}.pkl").open("wb") as fh:
        pickle.dump(inputs, fh)


if __name__ == "__main__":
    sys.exit(main())
