"""Ranking: every file's facts and the focus -> a rank per file and a score per symbol.

In: ``{path: FileFacts}``, the focus files, and the focus symbols with the names each
uses (``{(path, qualname): {name: count}}``). Out: :class:`Ranking`.

The graph (a networkx ``DiGraph``) has a node per file and one per focus symbol. A
reference to a name resolves to the files that define it: to the referencing file
itself when it defines the name (no edge: the name is local), else to every file that
defines it, each getting an equal share. Its weight is ``sqrt(count)``, a tenth of that
for a ``_private`` name used from another file. Names defined in more than
:data:`AMBIGUOUS_FILES` files (``run``, ``close`` ...) and ``__dunder__`` names say
nothing about which code is meant and are not followed.

A personalised PageRank runs on that graph: the random walk restarts at the focus files
and symbols (at every file when there is no focus), so files the focus uses, directly
or through others, rank high and unrelated files get nothing. A symbol's score is the
rank that flows into it: the share of each referencing node's rank carried by references
to the symbol's name, plus a small part of its own file's rank so that files of high
rank list their unreferenced symbols first.

networkx's own ``pagerank`` needs scipy and numpy, which the project does not depend
on; the power iteration below is the textbook one over the graph's weighted adjacency.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

import networkx as nx

from semmerge.summary.extract import FileFacts

AMBIGUOUS_FILES = 5
PRIVATE_WEIGHT = 0.1
DAMPING = 0.85
TOLERANCE = 1e-6  # per node, as networkx's pagerank
MAX_ITERATIONS = 100
#: Part of a file's rank spread over its own symbols (ordering the unreferenced ones).
OWN_SHARE = 0.05
MEMBER_FACTOR = 0.5

Node = str | tuple[str, str]
SymbolKey = tuple[str, str]


class Ranking:
    """``file_rank[path]`` and ``symbol_score[(path, qualname)]``."""

    def __init__(self, file_rank: dict[str, float], symbol_score: dict[SymbolKey, float],
                 graph: nx.DiGraph) -> None:
        self.file_rank = file_rank
        self.symbol_score = symbol_score
        self.graph = graph


def definers(facts: Mapping[str, FileFacts]) -> dict[str, list[str]]:
    """Short name -> the files defining it (each once, in path order); no dunder names."""
    out: dict[str, list[str]] = {}
    for path in sorted(facts):
        for name in {d[0] for d in facts[path].defs}:
            if name in out:
                out[name].append(path)
            elif not (name[:2] == "__" == name[-2:]):
                out[name] = [path]
    return out


Link = tuple[str, float, list[str]]  # name, weight per target, targets


def _links(refs: Mapping[str, int], own: set[str], home: str,
           defined: Mapping[str, list[str]]) -> list[Link]:
    """The resolved references of a file or symbol (``own``: names its file defines)."""
    out: list[Link] = []
    # Most names used (calls of builtins, attributes of library objects) are defined
    # nowhere here: intersect first; sort so that sums run in the same order every time.
    for name in sorted(refs.keys() & defined.keys()):
        targets, count = defined[name], refs[name]
        if name in own:
            out.append((name, math.sqrt(count), [home]))
        elif len(targets) <= AMBIGUOUS_FILES:
            weight = math.sqrt(count) * (PRIVATE_WEIGHT if name[0] == "_" else 1.0)
            out.append((name, weight / len(targets), targets))
    return out


def file_links(facts: Mapping[str, FileFacts]) -> dict[str, list[Link]]:
    """The resolved references of every file: they depend only on the facts, so a warm
    run may take them from the cache (see :mod:`semmerge.summary.api`)."""
    defined = definers(facts)
    return {path: _links(facts[path].refs, {d[0] for d in facts[path].defs}, path, defined)
            for path in sorted(facts)}


def build_graph(facts: Mapping[str, FileFacts],
                focus_symbols: Mapping[SymbolKey, Mapping[str, int]],
                files: Mapping[str, list[Link]] | None = None,
                ) -> tuple[nx.DiGraph, dict[Node, list[Link]]]:
    """The reference graph and, per node, its resolved references (for symbol scores).

    ``files``: the result of :func:`file_links` for ``facts``, when already known.
    """
    links: dict[Node, list[Link]] = dict(files if files is not None else file_links(facts))
    if focus_symbols:
        defined = definers(facts)
        for key in sorted(focus_symbols):
            # A focus symbol's own file is a target like any other: its helpers count.
            own = {d[0] for d in facts[key[0]].defs}
            links[key] = _links(focus_symbols[key], own, key[0], defined)
    edges: list[tuple[Node, str, float]] = []
    for node, node_links in links.items():
        weights: dict[str, float] = {}
        for _, weight, targets in node_links:
            for target in targets:
                if target != node:
                    weights[target] = weights.get(target, 0.0) + weight
        edges.extend((node, t, w) for t, w in weights.items())
    graph = nx.DiGraph()
    graph.add_nodes_from(links)
    graph.add_weighted_edges_from(edges)
    return graph, links


def personalized_pagerank(graph: nx.DiGraph, personalization: Mapping[Node, float] | None,
                          ) -> dict[Node, float]:
    """PageRank of every node, restarting per ``personalization`` (uniform when None)."""
    nodes = list(graph)
    if not nodes:
        return {}
    index = {node: i for i, node in enumerate(nodes)}
    restart = [0.0] * len(nodes)
    for node, mass in (personalization or dict.fromkeys(nodes, 1.0)).items():
        if node in index and mass > 0:
            restart[index[node]] = mass
    total = sum(restart)
    restart = [m / total for m in restart] if total else [1 / len(nodes)] * len(nodes)
    out: list[list[tuple[int, float]]] = []
    for node in nodes:
        edges = [(index[v], float(d.get("weight", 1.0))) for v, d in graph.adj[node].items()]
        strength = sum(w for _, w in edges)
        out.append([(v, w / strength) for v, w in edges] if strength > 0 else [])
    x = list(restart)
    for _ in range(MAX_ITERATIONS):
        new = [0.0] * len(nodes)
        dangling = 0.0
        for u, xu in enumerate(x):
            if not xu:
                continue
            if not out[u]:
                dangling += xu
                continue
            for v, w in out[u]:
                new[v] += xu * w
        for i in range(len(nodes)):
            new[i] = DAMPING * (new[i] + dangling * restart[i]) + (1 - DAMPING) * restart[i]
        err = sum(abs(a - b) for a, b in zip(new, x, strict=True))
        x = new
        if err < len(nodes) * TOLERANCE:
            break
    return dict(zip(nodes, x, strict=True))


def rank(facts: Mapping[str, FileFacts], focus_files: Iterable[str] = (),
         focus_symbols: Mapping[SymbolKey, Mapping[str, int]] | None = None,
         files: Mapping[str, list[Link]] | None = None) -> Ranking:
    """Rank files and score symbols for the focus (see the module docstring);
    ``files``: :func:`file_links` of ``facts`` when already known."""
    focus_symbols = focus_symbols or {}
    graph, links = build_graph(facts, focus_symbols, files)
    restart: dict[Node, float] = {path: 1.0 for path in focus_files if path in facts}
    restart.update((key, 1.0) for key in focus_symbols)
    pr = personalized_pagerank(graph, restart or None)
    scores = _symbol_scores(facts, links, pr)
    return Ranking({p: pr.get(p, 0.0) for p in facts}, scores, graph)


def _symbol_scores(facts: Mapping[str, FileFacts], links: Mapping[Node, list[Link]],
                   pr: Mapping[Node, float]) -> dict[SymbolKey, float]:
    inflow: dict[tuple[str, str], float] = {}  # (file, short name) -> rank carried there
    for node, node_links in links.items():
        total = sum(w * len(t) for _, w, t in node_links)
        share = pr.get(node, 0.0) / total if total > 0 else 0.0
        if not share:
            continue
        for name, weight, targets in node_links:
            for target in targets:
                key = (target, name)
                inflow[key] = inflow.get(key, 0.0) + share * weight
    scores: dict[SymbolKey, float] = {}
    for path, ff in facts.items():
        if not ff.defs:
            continue
        per_name: dict[str, int] = {}
        for d in ff.defs:
            per_name[d[0]] = per_name.get(d[0], 0) + 1
        own = OWN_SHARE * pr.get(path, 0.0) / len(ff.defs)
        for d in ff.defs:
            base = own * MEMBER_FACTOR if "." in d[1] else own
            flow = inflow.get((path, d[0]))
            scores[path, d[1]] = flow / per_name[d[0]] + base if flow else base
    return scores
