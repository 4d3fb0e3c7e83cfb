"""Properties of merging the named parameters of a Dart constructor, over generated ones.

Base is a Flutter widget whose constructor takes ``{super.key, <named parameters>}``;
each side removes some parameters, adds new ones and changes how one is given
(``required this.x``, ``this.x``, ``this.x = 8``), with the parameters on one line or
one a line (as ``dart format`` writes them with a trailing comma). A named parameter is
passed by name, so the parameters merge as a set whose items are flat in the grammar
(``required``, ``=`` and the default lie beside the parameter's node: ``item_runs``).
The properties: a clean result parses, keeps ``super.key`` first, names no parameter
twice, and holds exactly the parameters a three-way merge of the two sides' sets gives.
A parameter both sides changed merges by its parts, as its tokens do: whether it is
``required`` and its default, each three-way (``required this.x`` made ``this.x`` on
one side and ``this.x = 8`` on the other is ``this.x = 8``); where both sides set one
part their own ways, or added one name each their own way, the merge conflicts. Where
one side removes a parameter the other changes, the merge may conflict or read the
removal and an addition beside it as a rename: the result then still parses and names
no parameter twice.
"""

from __future__ import annotations

import tree_sitter_dart
from hypothesis import HealthCheck, given, settings
from set_merge_cases import parsed, scenarios
from tree_sitter import Language, Parser

from semmerge import merge_texts

NAMES = ["title", "color", "padding", "onTap", "child", "elevation", "shape", "style"]
# How a parameter is given: "required" for 'required this.x', else the default after it.
WAYS = ["", " = 8", " = Colors.red", " = const []", "required"]

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PARSER = Parser(Language(tree_sitter_dart.language()))

Params = dict[str, str]  # name -> way, in order
Parts = tuple[bool, str]  # required, default ('' for none)


def _parts(way: str) -> Parts:
    return (True, "") if way == "required" else (False, way.removeprefix(" = "))


def _item(name: str, way: str) -> str:
    return f"required this.{name}" if way == "required" else f"this.{name}{way}"


def _three_way(b: object, l: object, r: object) -> object:
    """Left's or right's, whichever changed base; ``_CLASH`` where both did, apart."""
    if l == r or r == b:
        return l
    return r if l == b else _CLASH


_CLASH = object()


def expected(base: Params, left: Params, right: Params) -> dict[str, Parts] | str:
    """The three-way merge of the sets by name, a parameter both sides changed by its
    parts; ``"clash"`` where the sides set one part (or a new name) their own ways,
    ``"removed"`` where one removes what the other changes."""
    out: dict[str, Parts] = {}
    for name in {**base, **left, **right}:
        b, l, r = base.get(name), left.get(name), right.get(name)
        way = _three_way(b, l, r)
        if way is _CLASH and None in (b, l, r):
            return "removed" if b is not None else "clash"
        if way is _CLASH:
            ways = (_parts(str(b)), _parts(str(l)), _parts(str(r)))
            parts = [_three_way(*p) for p in zip(*ways, strict=True)]
            if _CLASH in parts:
                return "clash"
            out[name] = (bool(parts[0]), str(parts[1]))
        elif way is not None:
            out[name] = _parts(str(way))
    return out


def render(params: Params, exploded: bool) -> str:
    items = ["super.key", *(_item(n, w) for n, w in params.items())]
    if exploded:
        signature = "{\n" + "".join(f"    {item},\n" for item in items) + "  }"
    else:
        signature = "{" + ", ".join(items) + "}"
    return (
        "class Panel extends StatelessWidget {\n"
        f"  const Panel({signature});\n\n"
        "  @override\n"
        "  Widget build(BuildContext context) => const SizedBox();\n"
        "}\n"
    )


def parameters(text: str) -> list[tuple[str, Parts]]:
    """The constructor's named parameters, in order: (name, (required, default))."""
    data, _ = parsed(PARSER, text)
    start, end = data.index(b"({") + 2, data.index(b"});")
    found = []
    for part in data[start:end].decode().split(","):
        item = " ".join(part.split())
        if not item:
            continue  # after a trailing comma
        name, _, default = item.removeprefix("required ").partition(" = ")
        found.append((name.removeprefix("this."), (item.startswith("required "), default)))
    return found


@SETTINGS
@given(scenarios(NAMES, WAYS))
def test_named_parameters_merge_as_a_set(
    case: tuple[Params, Params, Params, bool, bool, bool],
) -> None:
    base, left, right, *exploded = case
    texts = [render(p, e) for p, e in zip((base, left, right), exploded, strict=True)]
    result = merge_texts(*texts, path="panel.dart")
    want = expected(base, left, right)
    if want == "clash":
        assert not result.clean, result.text
    if not result.clean:
        return  # a conflict loses nothing; layouts both sides changed may end there
    pairs = parameters(result.text)  # parses
    names = [n for n, _ in pairs]
    assert len(names) == len(set(names)), result.text  # no parameter twice
    assert pairs[0] == ("super.key", (False, "")), result.text
    if isinstance(want, dict):
        assert dict(pairs[1:]) == want, result.text


@SETTINGS
@given(scenarios(NAMES, WAYS))
def test_parameters_each_side_only_adds_merge_cleanly(
    case: tuple[Params, Params, Params, bool, bool, bool],
) -> None:
    # Each side keeps base's parameters as they are and adds its own new names: the
    # merge has nothing to decide, whatever the one layout all three versions share.
    base, left, right, exploded, _, _ = case
    left = {**base, **{n: w for n, w in left.items() if n not in base}}
    right = {**base, **{n: w for n, w in right.items() if n not in base and n not in left}}
    result = merge_texts(*(render(p, exploded) for p in (base, left, right)), path="panel.dart")
    assert result.clean, result.text
    want = {n: _parts(w) for n, w in {**left, **right}.items()}
    assert dict(parameters(result.text)[1:]) == want, result.text
