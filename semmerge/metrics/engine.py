"""The language-neutral metrics walker: a tree-sitter tree + rules -> units.

In: source bytes, its language and the language's :class:`ComplexityRules`. Out:
:class:`FileMetrics` with one :class:`Unit` per definition and one for the module.

One pass over the named nodes (an explicit stack, so deep expressions cannot overflow
Python's recursion limit). Each node is counted in the innermost open definition ("frame");
at the end each frame's nodes and depth are added up into its enclosing frames, while
decision points stay where they were found: nested definitions are scored separately,
as radon does. Node types are compared as integer kind ids, never as strings, and no
node text is read except definition names and match patterns.
"""

from __future__ import annotations

from semmerge.metrics.model import DEFAULT_WEIGHTS, FileMetrics, Unit, Weights
from semmerge.metrics.rules import ComplexityRules, Definition, load_rules

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tree_sitter

    from semmerge.metrics.rules import CatchAll, Decision


class MetricsError(ValueError):
    """A file cannot be measured: missing, unreadable, or of an unknown language."""


class _Frame:
    """One open definition while walking."""

    __slots__ = ("kind", "name", "parent", "line", "first_line", "end_line", "start_byte",
                 "end_byte", "base", "nodes", "deepest", "decisions", "methods")

    def __init__(self, kind: str, name: str, parent: _Frame | None, outer: tree_sitter.Node,
                 line: int, base: int) -> None:
        self.kind, self.name, self.parent = kind, name, parent
        self.line, self.base = line, base
        self.first_line = outer.start_point[0] + 1
        self.end_line = outer.end_point[0] + 1
        self.start_byte, self.end_byte = outer.start_byte, outer.end_byte
        self.nodes = self.deepest = self.decisions = 0
        self.methods: list[_Frame] = []


class _Bound:
    """Rules keyed by the kind ids of one grammar."""

    def __init__(self, rules: ComplexityRules, language: tree_sitter.Language) -> None:
        rules.bind(language)
        self.rules = rules
        self.ignore = rules.id_set(rules.ignore)
        self.opaque = rules.id_set(rules.opaque)
        self.definitions: dict[int, Definition] = rules.by_id(rules.definitions)  # type: ignore
        self.wrappers: dict[int, str] = rules.by_id(rules.wrappers)  # type: ignore
        self.decisions: dict[int, Decision] = rules.by_id(rules.decisions)  # type: ignore
        self.catch_all: dict[int, CatchAll] = rules.by_id(rules.catch_all)  # type: ignore
        self.child_ids = {d: rules.id_set(d.count_children) for d in rules.decisions.values()}
        self.parent_ids = {d: rules.id_set(d.parents) for d in rules.decisions.values()}
        self.unless_ids = {
            d: rules.id_set({d.unless_child}) for d in rules.decisions.values() if d.unless_child
        }
        self.special = _special(self)


_BOUND: dict[str, tuple[_Bound, tree_sitter.Parser]] = {}


def bound_parser(language: str) -> tuple[_Bound, tree_sitter.Parser]:
    """Rules bound to the grammar of ``language`` and its parser (cached)."""
    if language not in _BOUND:
        from semmerge.parse.languages import get_parser
        from semmerge.parse.spec import SpecError

        rules = load_rules(language)
        try:
            _, parser = get_parser(language)
        except SpecError as exc:
            raise MetricsError(str(exc)) from exc
        _BOUND[language] = (_Bound(rules, parser.language), parser)
    return _BOUND[language]


def _decision(bound: _Bound, rule: Decision, node: tree_sitter.Node,
              children: list[tree_sitter.Node]) -> int:
    if rule.parents and node.parent.kind_id not in bound.parent_ids[rule]:
        return 0
    if rule.unless_token:
        unless = bound.unless_ids[rule]
        for child in children:
            if child.kind_id in unless and any(
                    c.type == rule.unless_token for c in child.children):
                return 0
    if not rule.count_children:
        return rule.add
    counted = bound.child_ids[rule]
    return rule.add + sum(1 for c in children if c.kind_id in counted)


def _catch_all(rule: CatchAll, node: tree_sitter.Node, src: bytes) -> int:
    """-1 when a case of this match captures everything: the text of its patterns (up
    to its guard or body, without the colon) matches the rule's regex."""
    cases = [c for child in node.named_children
             for c in ([child] if child.type == rule.case else child.named_children)
             if c.type == rule.case]
    for case in cases:
        parts = case.named_children
        after = next((i for i, p in enumerate(parts) if p.type != rule.pattern), len(parts))
        if after == 0:
            continue
        end = parts[after].start_byte if after < len(parts) else case.end_byte
        text = src[parts[0].start_byte:end].decode("utf-8", "replace").rstrip().rstrip(":")
        if rule.regex.match(text.strip()):
            return -1
    return 0


def _open(bound: _Bound, node: tree_sitter.Node, outer: tree_sitter.Node, parent: _Frame,
          depth: int, src: bytes) -> _Frame:
    definition = bound.definitions[node.kind_id]
    name_node = node.child_by_field_name(definition.name_field)
    name = "" if name_node is None else src[name_node.start_byte:name_node.end_byte].decode(
        "utf-8", "replace")
    kind = definition.kind
    rules = bound.rules
    if parent.kind == rules.method_container and kind != rules.method_container:
        kind = rules.method_kind
    frame = _Frame(kind, name, parent, outer, node.start_point[0] + 1, depth)
    if kind == rules.method_kind:
        parent.methods.append(frame)
    return frame


# What the walker does with a node kind (anything absent is an ordinary node).
_IGNORE, _DEFINITION, _WRAPPER, _DECISION = 1, 2, 3, 4


def _special(bound: _Bound) -> dict[int, int]:
    table = dict.fromkeys(bound.decisions, _DECISION)
    table.update(dict.fromkeys(bound.catch_all, _DECISION))
    table.update(dict.fromkeys(bound.opaque, _DECISION))
    table.update(dict.fromkeys(bound.wrappers, _WRAPPER))
    table.update(dict.fromkeys(bound.definitions, _DEFINITION))
    table.update(dict.fromkeys(bound.ignore, _IGNORE))
    return table


def _decide(bound: _Bound, node: tree_sitter.Node, frame: _Frame, src: bytes) -> bool:
    """Add the node's decision points to ``frame``; True when its subtree is opaque."""
    kind_id = node.kind_id
    rule = bound.decisions.get(kind_id)
    if rule is not None:
        frame.decisions += _decision(bound, rule, node, node.named_children)
    catch = bound.catch_all.get(kind_id)
    if catch is not None:
        frame.decisions += _catch_all(catch, node, src)
    return kind_id in bound.opaque


def walk(tree: tree_sitter.Tree, src: bytes, bound: _Bound) -> list[_Frame]:
    """Frames of the module and every definition, parents before children.

    The stack holds groups of sibling nodes sharing depth, frame and quietness (decision
    points under a quiet node count nowhere); ordinary nodes, nearly all of them, cost a
    dict lookup and one ``named_children`` call. ``owner`` is the frame a wrapper opened
    for the definition in the group.
    """
    root = tree.root_node
    module = _Frame("module", "", None, root, 1, 1)
    module.first_line, module.start_byte, module.end_byte = 1, 0, len(src)
    module.end_line = max(1, src.count(b"\n") + (0 if src.endswith(b"\n") else 1))
    frames = [module]
    special = bound.special
    definitions, wrappers = bound.definitions, bound.wrappers
    stack: list[tuple] = [([root], 1, module, False, None)]
    pop, push = stack.pop, stack.append
    while stack:
        group, depth, frame, quiet, owner = pop()
        counted = len(group)
        for node in group:
            action = special.get(node.kind_id)
            if action is None:
                children = node.named_children
                if children:
                    push((children, depth + 1, frame, quiet, None))
            elif action == _DECISION:
                opaque = False if quiet else _decide(bound, node, frame, src)
                children = node.named_children
                if children:
                    push((children, depth + 1, frame, quiet or opaque, None))
            elif action == _IGNORE:
                counted -= 1
            elif action == _DEFINITION:
                inner = owner
                if inner is None:
                    counted -= 1  # counted in its own frame
                    inner = _open(bound, node, node, frame, depth, src)
                    frames.append(inner)
                    inner.nodes += 1
                    inner.deepest = depth
                body = node.child_by_field_name(definitions[node.kind_id].body_field)
                body_id = None if body is None else body.id
                rest = [c for c in node.named_children if c.id != body_id]
                if body is not None:
                    push(([body], depth + 1, inner, False, None))
                if rest:
                    push((rest, depth + 1, inner, True, None))
            else:  # a wrapper: the definition it wraps opens its frame here
                target = node.child_by_field_name(wrappers[node.kind_id])
                if target is None or target.kind_id not in definitions:
                    push((node.named_children, depth + 1, frame, quiet, None))
                    continue
                counted -= 1
                inner = _open(bound, target, node, frame, depth, src)
                frames.append(inner)
                inner.nodes += 1
                inner.deepest = depth
                rest = [c for c in node.named_children if c.id != target.id]
                push(([target], depth + 1, inner, quiet, inner))
                if rest:
                    push((rest, depth + 1, inner, True, None))
        if counted:
            frame.nodes += counted
            if depth > frame.deepest:
                frame.deepest = depth
    return frames


def _cyclomatic(frame: _Frame, rule: str, class_kind: str | None) -> int:
    if frame.kind != class_kind:
        return 1 + frame.decisions
    methods = [1 + m.decisions for m in frame.methods]
    real = 1 + frame.decisions + sum(methods)
    if rule == "method_average" and methods:
        return int(real / len(methods)) + (len(methods) > 1)
    return real


def _units(frames: list[_Frame], path: str, rules: ComplexityRules,
           weights: Weights) -> tuple[Unit, list[Unit]]:
    totals = {id(f): (f.nodes, f.deepest, f.decisions) for f in frames}
    for frame in reversed(frames[1:]):  # children after parents: roll sizes upwards
        nodes, deepest, decisions = totals[id(frame)]
        p_nodes, p_deepest, p_decisions = totals[id(frame.parent)]
        totals[id(frame.parent)] = (p_nodes + nodes, max(p_deepest, deepest),
                                    p_decisions + decisions)
    names: dict[int, str] = {id(frames[0]): ""}
    units: list[Unit] = []
    for frame in frames:
        nodes, deepest, decisions = totals[id(frame)]
        depth = deepest - frame.base + 1
        if frame.parent is None:
            cyclomatic = 1 + decisions
            name = ""
        else:
            cyclomatic = _cyclomatic(frame, rules.class_rule, rules.method_container)
            prefix = names[id(frame.parent)]
            name = f"{prefix}.{frame.name}" if prefix else frame.name
            names[id(frame)] = name
        units.append(Unit(
            path, name, frame.kind, frame.line, frame.end_line, frame.first_line, nodes,
            depth, cyclomatic, weights.score(nodes, depth, cyclomatic),
            frame.start_byte, frame.end_byte, decisions,
        ))
    return units[0], units[1:]


def first_error(root: tree_sitter.Node) -> tuple[int, int]:
    """1-based line and column of the first ERROR or MISSING node under ``root``."""
    node = root
    while True:
        for child in node.children:
            if child.is_error or child.is_missing:
                return child.start_point[0] + 1, child.start_point[1] + 1
            if child.has_error:
                node = child
                break
        else:
            return node.start_point[0] + 1, node.start_point[1] + 1


def measure_source(source: str | bytes, language: str, path: str = "<code>",
                   weights: Weights = DEFAULT_WEIGHTS, tokens: bool = False,
                   rules: ComplexityRules | None = None) -> FileMetrics:
    """Metrics of one file's text. A file that does not parse gets ``error`` and no units.
    ``rules`` replaces the language's complexity.json (to try a change of the rules)."""
    src = source.encode("utf-8") if isinstance(source, str) else source
    bound, parser = bound_parser(language)
    if rules is not None:
        bound = _Bound(rules, parser.language)
    tree = parser.parse(src)
    if tree.root_node.has_error:
        line, col = first_error(tree.root_node)
        return FileMetrics(path, language, None, [], f"does not parse (line {line}, column {col})")
    module, units = _units(walk(tree, src, bound), path, bound.rules, weights)
    if tokens:
        from semmerge.tokens import count_tokens

        for unit in (module, *units):
            unit.tokens = count_tokens(
                src[unit.start_byte:unit.end_byte].decode("utf-8", "replace"))
    return FileMetrics(path, language, module, units)
