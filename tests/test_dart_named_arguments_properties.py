"""Properties of merging the named arguments of a Dart call, over generated widget trees.

Base is a Flutter ``build`` method returning ``Container(<named arguments>, child: ...)``;
each side removes some named arguments, adds new ones and changes values, with the
arguments on one line or one a line (as ``dart format`` writes them with a trailing
comma). A named argument is passed by name, so the arguments merge as a set. The
properties: a clean result parses, keeps ``child:`` last, names no argument twice, and
holds exactly the arguments a three-way merge of the two sides' sets gives, each with
its three-way value; where both sides set one argument their own ways (changed it, or
added it anew), the merge conflicts. Where one side removes an argument the other
changes, the merge may conflict or read the removal and an addition beside it as a
rename: the result then still parses and names no argument twice.
"""

from __future__ import annotations

import tree_sitter_dart
from hypothesis import HealthCheck, given, settings
from set_merge_cases import clean_merge, parsed, scenarios
from tree_sitter import Language, Node, Parser

NAMES = ["width", "height", "color", "padding", "margin", "alignment", "decoration", "key"]
VALUES = ["24", "null", "Colors.red", "const EdgeInsets.all(8)", "Alignment.center", "_box"]
CHILD = "const Text('hi')"

SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PARSER = Parser(Language(tree_sitter_dart.language()))

Args = dict[str, str]  # name -> value, in order


def render(args: Args, exploded: bool) -> str:
    items = [*(f"{n}: {v}" for n, v in args.items()), f"child: {CHILD}"]
    if exploded:
        call = "Container(\n" + "".join(f"      {item},\n" for item in items) + "    )"
    else:
        call = f"Container({', '.join(items)})"
    return (
        "import 'package:flutter/material.dart';\n\n"
        "class Badge extends StatelessWidget {\n"
        "  const Badge({super.key});\n\n"
        "  @override\n"
        "  Widget build(BuildContext context) {\n"
        f"    return {call};\n"
        "  }\n"
        "}\n"
    )


def arguments(text: str) -> list[tuple[str, str]]:
    """The named arguments of the ``Container(...)`` call, in order: (name, value)."""
    data, root = parsed(PARSER, text)
    found = _find(root, "arguments")
    assert found is not None, text
    pairs = []
    for arg in found.named_children:
        label, *value = arg.named_children
        name = data[label.start_byte : label.end_byte].decode().rstrip(":").strip()
        start, end = value[0].start_byte, value[-1].end_byte
        pairs.append((name, data[start:end].decode()))
    return pairs


def _find(node: Node, node_type: str) -> Node | None:
    if node.type == node_type:
        return node
    for child in node.named_children:
        found = _find(child, node_type)
        if found is not None:
            return found
    return None


@SETTINGS
@given(scenarios(NAMES, VALUES))
def test_named_arguments_merge_as_a_set(case: tuple[Args, Args, Args, bool, bool, bool]) -> None:
    merged = clean_merge(case, render, "badge.dart")
    if merged is None:
        return
    text, want = merged
    pairs = arguments(text)  # parses
    names = [n for n, _ in pairs]
    assert len(names) == len(set(names)), text  # no argument twice
    assert pairs[-1] == ("child", CHILD), text
    if isinstance(want, dict):
        assert dict(pairs[:-1]) == want, text
