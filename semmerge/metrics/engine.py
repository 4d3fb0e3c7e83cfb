"""The language-neutral metrics walker: a tree-sitter tree + rules -> units.

In: source bytes, its language and the language's :class:`ComplexityRules`. Out:
:class:`FileMetrics` with one :class:`Unit` per definition and one for the module.

One pass over the named nodes (an explicit stack, so deep expressions cannot overflow
Python's recursion limit). Each node is counted in the innermost open definition ("frame");
at the end each frame's nodes and depth are added up into its enclosing frames, while
decision points stay where they were found: nested definitions are scored separately,
as radon does. Node types are compared as integer kind ids, never as strings, and no
node text is read except names of definitions and scopes, match patterns, and the
anonymous tokens of the few node types whose rule counts operators (``&&``).
"""

from __future__ import annotations

from semmerge.metrics.model import DEFAULT_WEIGHTS, FileMetrics, Unit, Weights
from semmerge.metrics.rules import ComplexityRules, Definition, load_rules
from semmerge.parse.tree import resolve

TYPE_CHECKING = False
if TYPE_CHECKING:
    import tree_sitter

    from semmerge.metrics.rules import CatchAll, Decision, Scope, Wrapper


class MetricsError(ValueError):
    """A file cannot be measured: missing, unreadable, or of an unknown language."""


class _Frame:
    """One open definition while walking."""

    __slots__ = ("kind", "name", "parent", "line", "first_line", "end_line", "start_byte",
                 "end_byte", "base", "nodes", "deepest", "decisions", "methods", "node_id",
                 "body")

    def __init__(self, kind: str, name: str, parent: _Frame | None, outer: tree_sitter.Node,
                 line: int, base: int, node_id: int = -1) -> None:
        self.kind, self.name, self.parent, self.node_id = kind, name, parent, node_id
        self.body: tree_sitter.Node | None = None  # a body beside the definition, claimed
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
        self.wrappers: dict[int, Wrapper] = rules.by_id(rules.wrappers)  # type: ignore
        self.scopes: dict[int, Scope] = rules.by_id(rules.scopes)  # type: ignore
        self.decisions: dict[int, Decision] = rules.by_id(rules.decisions)  # type: ignore
        self.catch_all: dict[int, CatchAll] = rules.by_id(rules.catch_all)  # type: ignore
        self.child_ids = {d: rules.id_set(d.count_children) for d in rules.decisions.values()}
        self.parent_ids = {d: rules.id_set(d.parents) for d in rules.decisions.values()}
        self.unless_ids = {
            d: rules.id_set({d.unless_child}) for d in rules.decisions.values() if d.unless_child
        }
        # Node types that may be a body beside its definition (Dart's function_body).
        self.sibling_bodies = rules.id_set(
            {d.body_sibling for d in rules.definitions.values() if d.body_sibling})
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
    added = rule.add
    if not (rule.count_children or rule.count_tokens or rule.count_fields):
        return added
    if rule.count_children:
        counted = bound.child_ids[rule]
        added += sum(1 for c in children if c.kind_id in counted)
    if rule.count_tokens:  # operators: 'a && b' is one binary_expression with a '&&' token
        added += sum(1 for c in node.children if not c.is_named and c.type in rule.count_tokens)
    for name in rule.count_fields:
        added += node.child_by_field_name(name) is not None
    return added


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
        text = src[parts[0].start_byte:end].decode("utf-8", "replace").rstrip()
        if rule.regex.match(text.removesuffix(rule.trailing).strip()):
            return -1
    return 0


def _text(node: tree_sitter.Node, path: str, src: bytes) -> str:
    """The text the spec path ``path`` leads to from ``node`` ("" when nothing)."""
    found = node.child_by_field_name(path)  # the common case ('name'), without parsing it
    if found is not None:
        return src[found.start_byte:found.end_byte].decode("utf-8", "replace")
    return ",".join(src[n.start_byte:n.end_byte].decode("utf-8", "replace")
                    for n in resolve(node, path))


def _name(definition: Definition, node: tree_sitter.Node, src: bytes) -> str:
    if not definition.name_parts:
        return _text(node, definition.name_field, src)
    parts = [_text(node, path, src) for path in definition.name_parts]
    return definition.name_format.format(*parts) if all(parts) else ""


def _scopes(bound: _Bound, outer: tree_sitter.Node, parent: _Frame,
            src: bytes) -> tuple[str, bool | None]:
    """Names of the scopes between a definition and its enclosing unit, outermost first,
    and whether the innermost makes it a method (None: no scope in between)."""
    names: list[str] = []
    methods: bool | None = None
    node = outer.parent
    while node is not None and node.id != parent.node_id:
        scope = bound.scopes.get(node.kind_id)
        if scope is not None:
            names.append(_text(node, scope.name_field, src))
            methods = scope.methods if methods is None else methods
        node = node.parent
    return ".".join(n for n in reversed(names) if n), methods


def _open(bound: _Bound, node: tree_sitter.Node, outer: tree_sitter.Node, parent: _Frame,
          depth: int, src: bytes, wrapper: Wrapper | None = None) -> _Frame | None:
    """The frame ``node`` opens, or None when it lacks what its rule ``requires``."""
    definition = bound.definitions[node.kind_id]
    kind = definition.kind
    if definition.when_path:  # a call that is a 'def' (Elixir), or no unit
        kind = dict(definition.kinds).get(_text(node, definition.when_path, src), "")
        if not kind:
            return None
    name = _text(outer, wrapper.name_field, src) if wrapper and wrapper.name_field else ""
    name = name or _name(definition, node, src)
    if definition.requires and (
            ("name" in definition.requires and not name)
            or ("body" in definition.requires
                and _unit_body(node, outer, definition) is None)):
        return None
    rules = bound.rules
    prefix, in_methods = _scopes(bound, outer, parent, src) if bound.scopes else ("", None)
    if prefix:
        name = f"{prefix}.{name}"
    if in_methods is None:
        in_methods = parent.kind == rules.method_container
    if in_methods and kind != rules.method_container:
        kind = rules.method_kind
    frame = _Frame(kind, name, parent, outer, node.start_point[0] + 1, depth, node.id)
    if kind == rules.method_kind:
        parent.methods.append(frame)
    return frame


# What the walker does with a node kind (anything absent is an ordinary node).
_IGNORE, _DEFINITION, _WRAPPER, _DECISION, _SIBLING_BODY = 1, 2, 3, 4, 5


def _special(bound: _Bound) -> dict[int, int]:
    table = dict.fromkeys(bound.sibling_bodies, _SIBLING_BODY)
    table.update(dict.fromkeys(bound.decisions, _DECISION))
    table.update(dict.fromkeys(bound.catch_all, _DECISION))
    table.update(dict.fromkeys(bound.opaque, _DECISION))
    table.update(dict.fromkeys(bound.wrappers, _WRAPPER))
    table.update(dict.fromkeys(bound.definitions, _DEFINITION))
    table.update(dict.fromkeys(bound.ignore, _IGNORE))
    return table


def _unit_body(node: tree_sitter.Node, outer: tree_sitter.Node,
               definition: Definition) -> tree_sitter.Node | None:
    """The body of the unit ``node`` opens (``outer``: its wrapper, or itself): its
    ``body_field``, or with ``body_sibling`` the next named sibling of ``outer`` of that
    type (Dart's ``function_body``)."""
    if not definition.body_sibling:
        return _body(node, definition.body_field)
    sibling = outer.next_named_sibling
    return sibling if sibling is not None and sibling.type == definition.body_sibling else None


def _claim_sibling(
    frame: _Frame, body: tree_sitter.Node | None, claimed: dict[int, _Frame]
) -> None:
    """A body beside its definition (``body_sibling``) is the unit's: its text ends the
    unit's, and the walk skips it where it stands among the definition's siblings (in
    another frame)."""
    if body is None or body.id in claimed:
        return
    claimed[body.id] = frame
    frame.body = body
    frame.end_line, frame.end_byte = body.end_point[0] + 1, body.end_byte


def _body(node: tree_sitter.Node, path: str) -> tree_sitter.Node | None:
    """The body a definition's ``body_field`` leads to: a field, or a path (Elixir's
    ``do_block`` is a child no field names)."""
    found = node.child_by_field_name(path)
    if found is not None:
        return found
    found_all = resolve(node, path)
    return found_all[0] if found_all else None


def _decide(bound: _Bound, node: tree_sitter.Node, frame: _Frame, src: bytes) -> bool:
    """Add the node's decision points to ``frame``; True when its subtree is opaque."""
    kind_id = node.kind_id
    rule = bound.decisions.get(kind_id)
    if rule is not None and (not rule.when_path
                             or _text(node, rule.when_path, src) in rule.when_text):
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
    module = _Frame("module", "", None, root, 1, 1, root.id)
    module.first_line, module.start_byte, module.end_byte = 1, 0, len(src)
    module.end_line = max(1, src.count(b"\n") + (0 if src.endswith(b"\n") else 1))
    frames = [module]
    special = bound.special
    definitions, wrappers = bound.definitions, bound.wrappers
    stack: list[tuple] = [([root], 1, module, False, None)]
    pop, push = stack.pop, stack.append
    claimed: dict[int, _Frame] = {}  # bodies beside their definitions -> the unit's frame
    while stack:
        group, depth, frame, quiet, owner = pop()
        counted = len(group)
        for node in group:
            action = special.get(node.kind_id)
            if action is None:
                children = node.named_children
                if children:
                    push((children, depth + 1, frame, quiet, None))
            elif action == _SIBLING_BODY:  # (tested here: no cost to ordinary nodes)
                if claimed.get(node.id, frame) is not frame:
                    counted -= 1  # walked in its definition's frame
                    continue
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
                    inner = _open(bound, node, node, frame, depth, src)
                    if inner is None:  # no unit (anonymous, bodiless): ordinary code
                        opaque = False
                        if not quiet and node.kind_id in bound.decisions:  # Elixir's 'if'
                            opaque = _decide(bound, node, frame, src)
                        push((node.named_children, depth + 1, frame, quiet or opaque, None))
                        continue
                    counted -= 1  # counted in its own frame
                    frames.append(inner)
                    inner.nodes += 1
                    inner.deepest = depth
                definition = definitions[node.kind_id]
                if definition.body_sibling:  # beside the node, or claimed by its wrapper
                    _claim_sibling(inner, _unit_body(node, node, definition), claimed)
                    body = inner.body
                else:
                    body = _body(node, definition.body_field)
                if body is not None and body.id == node.id:
                    # body_field ".": no node holds the body (Fortran's procedures run
                    # from their header statement to their end statement); every child
                    # counts, the header's tokens holding no decision.
                    push((node.named_children, depth + 1, inner, False, None))
                    continue
                body_id = None if body is None else body.id
                rest = [c for c in node.named_children if c.id != body_id]
                if body is not None:
                    push(([body], depth + 1, inner, False, None))
                if rest:
                    push((rest, depth + 1, inner, True, None))
            else:  # a wrapper: the definition it wraps opens its frame here
                wrapper = wrappers[node.kind_id]
                found = resolve(node, wrapper.definition_field)
                target = found[0] if found else None
                inner = None if target is None or target.kind_id not in definitions else _open(
                    bound, target, node, frame, depth, src, wrapper)
                if inner is None:  # wraps no unit ('const x = 1'): ordinary code
                    push((node.named_children, depth + 1, frame, quiet, None))
                    continue
                counted -= 1
                frames.append(inner)
                inner.nodes += 1
                inner.deepest = depth
                definition = definitions[target.kind_id]
                if definition.body_sibling:  # claimed now: the group goes on to it
                    _claim_sibling(inner, _unit_body(target, node, definition), claimed)
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
