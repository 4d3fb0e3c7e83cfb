"""Properties of merging keyword-only parameters, over generated signatures.

Base is ``def call(url, session, *, <keyword-only parameters>, **options)``; each side
removes some keyword-only parameters, adds new ones and changes defaults, on one line or
one parameter per line. Callers pass keyword-only parameters by name, so they merge as a
set. The properties: a clean result parses, keeps the positional parameters and
``**options`` where they were, names no parameter twice, and holds exactly the
parameters a three-way merge of the two sides' sets gives, each with its three-way
default; where both sides set one parameter's default their own ways (changed it, or
added it anew), the merge conflicts. Where one side removes a parameter the other
changes, the merge may conflict or read the removal and the addition beside it as a
rename (``retries=0`` made ``verify=None`` on one side and ``retries=None`` on the other
merges as ``verify=None``, as a renamed parameter should): the result then still parses
and names no parameter twice.
"""

from __future__ import annotations

import ast

from hypothesis import HealthCheck, given, settings
from set_merge_cases import clean_merge, scenarios

NAMES = ["timeout", "retries", "verify", "headers", "proxy", "stream", "cert", "auth"]
VALUES = ["None", "0", "3", "True", "False", "'x'", "10.0"]

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

Params = dict[str, str]  # name -> default, in order


def render(params: Params, exploded: bool) -> str:
    items = ["url", "session", "*", *(f"{n}={v}" for n, v in params.items()), "**options"]
    if exploded:
        head = "def call(\n" + "".join(f"    {item},\n" for item in items) + "):\n"
    else:
        head = f"def call({', '.join(items)}):\n"
    return "import requests\n\n\n" + head + "    return session.get(url, **options)\n"


def signature(text: str) -> tuple[list[str], Params, str | None]:
    func = next(n for n in ast.parse(text).body if isinstance(n, ast.FunctionDef))
    args = func.args
    defaults = {a.arg: ast.unparse(d) for a, d in zip(args.kwonlyargs, args.kw_defaults,
                                                       strict=True) if d is not None}
    kwonly = {a.arg: defaults.get(a.arg, "") for a in args.kwonlyargs}
    assert len(kwonly) == len(args.kwonlyargs), "a parameter named twice"
    return [a.arg for a in args.args], kwonly, args.kwarg.arg if args.kwarg else None


@SETTINGS
@given(scenarios(NAMES, VALUES, keep_one=True))
def test_keyword_only_parameters_merge_as_a_set(
    case: tuple[Params, Params, Params, bool, bool, bool],
) -> None:
    merged = clean_merge(case, render, "client.py")
    if merged is None:
        return
    text, want = merged
    positional, kwonly, kwarg = signature(text)  # parses, no name twice
    assert positional == ["url", "session"]
    assert kwarg == "options"
    if isinstance(want, dict):
        assert kwonly == want, text
