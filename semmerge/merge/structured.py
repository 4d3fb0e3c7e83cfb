"""Structured merge: three symbol trees -> merged output pieces.

In: the base, left and right :class:`~semmerge.parse.tree.SymbolNode` trees of one file.
Out: a list of :class:`~semmerge.render.pieces.Piece` whose concatenation is the merged
file; conflicts are confined to the symbol they concern.

Per key, in the merged order of :func:`~semmerge.merge.sequence.merge_order`:

* changed on one side only: that side; the same change on both: once;
* changed on both: classes recurse, unordered lists (imports, ``__all__``) merge as
  sets, anything else gets a line merge of that symbol's text alone;
* deleted on one side, unchanged on the other: deleted; changed on the other: a
  delete/modify conflict;
* added on both with different text: an add/add conflict on that symbol.

Runs of import statements that are sorted in all three versions stay sorted.
Raises :class:`Fallback` when the structure cannot be merged with confidence.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from itertools import pairwise

from semmerge.merge.checks import added_lines, only_reformatted
from semmerge.merge.errors import Fallback
from semmerge.merge.indentmap import indent_map, reindent_like
from semmerge.merge.items import join_items, trivial
from semmerge.merge.linemerge import (
    diff_blocks,
    diff_edits,
    merge_lines,
    merge_touching,
    same_change,
    split_lines,
    whole_conflict,
)
from semmerge.merge.ordered import (
    follow_insertion,
    follow_move,
    merge_statements,
    reindents,
    revived,
)
from semmerge.merge.orders import item_orders, statement_order
from semmerge.merge.pairing import (
    FEW_LINES,
    SAME_BODY,
    alike_text,
    alnum_lines,
    likeness,
    pair_added,
    pair_modified,
    pair_renamed,
    pair_replaced,
    pairable,
    token_likeness,
)
from semmerge.merge.reindent import carry_reindent
from semmerge.merge.rows import reshaped_beside_new_lines
from semmerge.merge.sequence import (
    adopted_sort_key,
    agreed_sort_key,
    both_reordered,
    is_sorted,
    lost_reorder,
    merge_item_set,
    merge_order,
)
from semmerge.merge.syntax import Syntax, merge_attached, merge_syntax
from semmerge.merge.words import merge_line
from semmerge.options import MergeOptions
from semmerge.parse.spec import LanguageSpec
from semmerge.parse.tree import PLAIN_IMPORT, ItemList, SymbolNode
from semmerge.render.pieces import Piece
from semmerge.text import choose

TYPE_CHECKING = False
if TYPE_CHECKING:
    from tree_sitter import Node as TSNode


class _Out:
    """One merged child: its pieces, and for clean imports what sorting needs."""

    __slots__ = ("pieces", "node", "lead", "body", "key", "restored")

    def __init__(
        self, pieces: list[Piece], node: SymbolNode | None = None, lead: str = "",
        body: str = "",
    ) -> None:
        self.pieces = pieces
        self.node = node
        self.lead = lead
        self.body = body
        self.key: str | None = None  # the member's key, once merged among its siblings
        # A base statement put back for a side's change of it (``_one_per_line``): it
        # stands for that change, so the count of revived statements leaves it out.
        self.restored = False

    @property
    def sortable(self) -> bool:
        # A statement that leads its scope (a future import) keeps its place, and so
        # does a sorted member under a comment: the comment is its own (a JSON or TOML
        # key's), unlike the comment that heads a group of imports.
        node = self.node
        if node is None or not _sortable(node) or node.leading:
            return False
        return node.is_import or not self.lead.strip()


class TreeMerger:
    """Merges the trees of one file; ``deadline`` is a ``time.monotonic()`` value."""

    def __init__(
        self, spec: LanguageSpec, options: MergeOptions, deadline: float = float("inf"),
        ordered_scopes: Collection[str] = (),
    ) -> None:
        self.spec = spec
        self.options = options
        self.deadline = deadline
        # Scopes (dotted names, "" for the file) whose members are merged as an ordered
        # list, where members both sides insert at one place conflict: the second try
        # of a merge whose first result repeated a name or an enum value there.
        self.ordered_scopes = frozenset(ordered_scopes)
        # Side lines the result accounts for without holding them as they are: merged
        # word by word into another line, or the layout of code the other side deleted
        # or changed (the check for dropped lines counts them as kept).
        self.accounted: Counter[str] = Counter()
        # Lines the result holds that no input holds there: the other side's lines
        # re-indented into a block one side wrapped around them (:mod:`.reindent`). The
        # same text elsewhere in the file is no repeat (the check for repeated lines
        # excuses them).
        self.made: Counter[str] = Counter()
        # Set while a clashing run of statements is merged again after a side's
        # reformatted statements yielded (_layout_yields): once per run, not again
        # inside it.
        self._relaid = False
        # The three whole files (set by :meth:`merge`), and each side's added lines,
        # counted on first need (:meth:`_lead_added`).
        # Set where some scope's members from the two sides may bind one name, or set
        # enum values both (a new member of one side beside a member of the other that
        # binds its name): only then can a conflicted result repeat one outside its
        # conflicts, which the engine then checks.
        self.may_repeat = False
        # Why some conflicts are conflicts where a merge of words read the lines
        # otherwise (:meth:`_set_clash`): the result's reason.
        self.notes: list[str] = []
        self._files: tuple[SymbolNode, ...] = ()
        self._added: dict[int, Counter[str]] = {}
        imp = self.spec.imports
        # A decorator stack whose order means something (``ordered_insertions``).
        self._ordered_stack = any(c.ordered_insertions for c in spec.commutative.values())
        self._item_keys = item_orders(imp.item_sort_orders)
        self._stmt_keys = [statement_order(o, imp.kind_order) for o in imp.sort_orders]

    # -- entry --------------------------------------------------------------------

    def merge(self, base: SymbolNode, left: SymbolNode, right: SymbolNode) -> list[Piece]:
        self._files = (base, left, right)
        return self._container(base, left, right, ())

    # -- containers ---------------------------------------------------------------

    def _container(
        self, b: SymbolNode, l: SymbolNode, r: SymbolNode, scope: tuple[str, ...]
    ) -> list[Piece]:
        assert b.children is not None and l.children is not None and r.children is not None
        label = ".".join(scope) or None
        if scope and not b.ordered:  # a class body, an object: not a file's head
            l, r = _comments_to_first(b, l), _comments_to_first(b, r)
        if not b.ordered and not l.separator:
            b, l, r = _tail_as_member(b, l, r)
        pieces = [self._text(b.header, l.header, r.header, label, "modify/modify")]
        if not pieces[0].conflicts:
            pieces[0] = self._set_clash(b, l, r, True, label, pieces[0].text) or pieces[0]
        once = self.spec.clauses_once[0] if self.spec.clauses_once else ()
        twice = not pieces[0].conflicts and _added_twice(
            b.header, l.header, r.header, pieces[0].text, once)
        # Decorators each side added to one stack, merged by lines: the order the lines
        # fell in says nothing of which wraps which; the merge by syntax decides.
        stacked = not pieces[0].conflicts and not twice and self._ordered_stack and (
            _both_added_clauses(b.header, l.header, r.header, once))
        if pieces[0].conflicts or twice or stacked:
            by_syntax = self._by_syntax(b, l, r, header=True)
            pieces[0] = by_syntax or pieces[0]
            if stacked and by_syntax is None:
                twice = pieces[0].text
        if twice and pieces[0].text == twice:
            pieces[0] = self._whole(b.header, l.header, r.header, label or "")
        if (b.ordered and l.ordered and r.ordered and not _only_imports(b, l, r)) or (
            self._ordered_here(b, l, r, scope)
        ):
            pieces += self._ordered_children(b.children, l.children, r.children, scope)
        else:
            kids = [b.children, l.children, r.children]
            sep = l.separator
            run = None if sep else self._separated_run(b.node_type, kids)
            if sep:
                commented = _commented(kids, sep)
                trailing = choose(*(_trails(k, sep, commented) for k in kids))
                last = {k[-1].key for k in kids if k}
                kids = [_unseparated(k, sep, last) for k in kids]
            elif run is not None:
                kids = [[_unterminated(c, run) for c in k] for k in kids]
            outs = self._children(*kids, scope)
            if sep:
                _separate(outs, sep, trailing, commented)
            elif run is not None:
                _separate_run(outs, run)
            merged = [p for out in outs for p in out.pieces]
            if not sep and not any(p.conflicts for p in merged):
                bodies = Counter(out.body for out in outs if not out.restored)
                self._check_revived(b.children, l.children, r.children, scope,
                                    bodies.__getitem__)
            pieces += merged
        pieces.append(self._text(b.footer, l.footer, r.footer, label, "modify/modify"))
        return pieces

    def _ordered_here(
        self, b: SymbolNode, l: SymbolNode, r: SymbolNode, scope: tuple[str, ...]
    ) -> bool:
        """Is this container one of ``ordered_scopes``, with members that take no
        separator (an ordered merge does not place commas)?"""
        if ".".join(scope) not in self.ordered_scopes or l.separator:
            return False
        kids = [b.children or [], l.children or [], r.children or []]
        return self._separated_run(b.node_type, kids) is None

    def _separated_run(self, node_type: str, kids: list[list[SymbolNode]]) -> _Run | None:
        """The run of members that take a separator in a container of ``node_type``
        (its spec's ``separated_types``: Java's enum constants), with what ends it;
        None when the container has none, or a version has a member of the run with a
        comment after its code (the separator's place there is not known)."""
        decl = next((d for d in self.spec.declarations.get(node_type, ())
                     if d.separated_types), None)
        if decl is None or not decl.separator:
            return None
        types = frozenset(decl.separated_types)
        members = [[c for c in k if c.node_type in types] for k in kids]
        if _commented([m for m in members], decl.separator):
            return None
        term = decl.terminator or ""
        ended = choose(*(bool(m) and bool(term) and _ends_with(m[-1].body, term)
                         for m in members))
        # ``A, B,`` before ``}``: the last constant keeps its comma where versions agree.
        trailing = choose(*(bool(m) and _ends_with(m[-1].body, decl.separator)
                            for m in members))
        keys = {c.key for m in members for c in m}
        first = all(all(c.node_type in types for c in k[: len(m)])
                    for k, m in zip(kids, members, strict=True))
        return _Run(types, keys, decl.separator, term, bool(term and ended), first, trailing)

    def _ordered_children(
        self, base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[Piece]:
        """A statement list whose order matters: see :mod:`semmerge.merge.ordered`."""
        if time.monotonic() > self.deadline:
            raise Fallback("time limit reached during the structured merge")
        base, left, right = _change_follows_move(base, left, right)
        regions = merge_statements(
            [n.text for n in base], [n.text for n in left], [n.text for n in right]
        )
        pieces: list[Piece] = []
        taken: Counter[str] = Counter()  # statements taken whole, outside "both" regions
        mixed: list[str] = []  # the text of the "both" regions
        order: list[str] = []  # the statements taken whole, in merged order
        for region in regions:
            bs, ls, rs = base[slice(*region.b)], left[slice(*region.l)], right[slice(*region.r)]
            if region.kind != "both":
                chosen = {"base": bs, "left": ls, "right": rs}[region.kind]
                pieces.append(Piece("".join(n.text for n in chosen)))
                taken.update(n.body for n in chosen)
                order += (n.text for n in chosen)
            else:
                pieces += (both := self._both_statements(bs, ls, rs, scope))
                mixed += (p.text for p in both)
        lost = lost_reorder(*([n.text for n in v] for v in (base, left, right)), order)
        if lost is not None:
            where = ".".join(scope) or "the module"
            first, second = (next((t.strip() for t in s.split("\n") if t.strip()), s)
                             for s in lost)
            raise Fallback(f"both sides moved statements of {where}, and the merge would "
                           f"undo one side's putting {first!r} before {second!r}")
        if not any(p.conflicts for p in pieces):
            text = "\n" + "".join(mixed)
            self._check_revived(
                base, left, right, scope, lambda s: taken[s] + _whole_statements(text, s),
                recount=_Recount([base, left, right], pieces),
            )
        return pieces

    def _check_revived(
        self, base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
        scope: tuple[str, ...], merged: Callable[[str], int],
        recount: Callable[[str], tuple[int, int, int, int]] | None = None,
    ) -> None:
        """Raise Fallback when the merged statement list holds a base statement more or
        fewer times than the sides' changes allow (:func:`~semmerge.merge.ordered.revived`):
        the diffs paired the statements otherwise than their authors moved them, and the
        merge would undo a side's deletion, or hold a statement twice or drop one."""
        found = revived(
            [n.body for n in base], [n.body for n in left], [n.body for n in right],
            merged, self._layout_only, recount,
        )
        if found:
            statement, what = found[0]
            where = ".".join(scope) or "the module"
            first = next((t for t in statement.split("\n") if any(map(str.isalnum, t))),
                         statement)
            raise Fallback(
                f"the merge of {where} would hold the statement at {first.strip()!r} "
                f"{what}: the sides' diffs pair its statements otherwise than they moved"
            )

    def _both_statements(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[Piece]:
        """Statements both sides edited at one place (one region of the ordered merge).

        Merged as one symbol when they are one statement on each side, else by lines.
        Where that clashes, statements both sides put at the start or end alike are
        taken once as one change, and only what lies between them is merged.
        """
        head = _common_run(ls, rs)
        tail = _common_run(ls[head:][::-1], rs[head:][::-1])
        before = self._ledger()
        whole = self._statements(bs, ls, rs, scope)
        if not any(p.conflicts for p in whole):
            return whole
        after_whole = self._ledger()
        imports = self._imports_first(bs, ls, rs, scope, before)
        if imports is not None:
            return imports
        if len(bs) + len(ls) + len(rs) > 3:  # one statement a side: _decide did this
            # The second attempt starts from what was accounted for before the first.
            self._restore(before)
            relaid = self._layout_yields(bs, ls, rs, scope)
            if relaid is not None:
                return relaid
            self._restore(after_whole)
        beside = self._beside_insertions(bs, ls, rs, scope, before)
        if beside is not None:
            return beside
        self._restore(after_whole)
        if any(len(side) == 1 and side[0].children for side in (bs, ls, rs)):
            # A block one side wrapped the statements in (or took them out of), merged
            # as one statement above, paired its header with another's.
            self._restore(before)
            strict = any(n.strict for side in (bs, ls, rs) for n in side)
            rewrapped = self._reindented(
                (split_lines(_joined(bs)), split_lines(_joined(ls)), split_lines(_joined(rs))),
                touching=not strict,
            )
            if rewrapped is not None:
                return [Piece(rewrapped)]
            self._restore(after_whole)
        if not (head or tail):
            return whole
        # Lines the first attempt counted as rewritten must not excuse the second.
        self._restore(before)
        ls_tail, ls, rs = ls[len(ls) - tail :], ls[: len(ls) - tail], rs[: len(rs) - tail]
        bs = bs[_paired_run(bs, ls[:head]) :]
        bs = bs[: len(bs) - _paired_run(bs[::-1], ls_tail[::-1])]
        middle = self._statements(bs, ls[head:], rs[head:], scope)
        if any(p.conflicts for p in middle):
            self._restore(after_whole)
            return whole
        return [Piece(_joined(ls[:head])), *middle, Piece(_joined(ls_tail))]

    def _imports_first(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...], before: tuple[Counter[str], Counter[str]],
    ) -> list[Piece] | None:
        """The region where each side inserted imports first (:func:`_imports_both_added`)
        and then changed the same statements below them (``else:`` of ``if
        TYPE_CHECKING:``, ``except ImportError:``): the imports merged as a set, the
        rest as its own region (a conflict there stays one). None when that does not
        hold."""
        kl, kr = _new_imports(bs, ls), _new_imports(bs, rs)
        imports = _imports_both_added(ls[:kl], rs[:kr]) if kl and kr else None
        if imports is None:
            return None
        self._restore(before)
        pieces = [Piece(_joined(imports))]
        if bs or kl < len(ls) or kr < len(rs):
            # What clashes below the imports is a conflict of its own.
            pieces += self._both_statements(bs, ls[kl:], rs[kr:], scope)
        return pieces

    def _beside_insertions(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...], before: tuple[Counter[str], Counter[str]],
    ) -> list[Piece] | None:
        """The region merged statement by statement where one side changed its base
        statements in place, one for one, and the other changed them too and inserted
        statements among them (left adds ``port=80`` to ``app.configure(...)`` and logs
        on the next line; right adds ``host="x"`` to the same call): each base
        statement merged as one symbol with its two versions, the insertions kept where
        their side put them. None when the sides are not so, or a statement clashes
        (then ``before``, the ledger, is what the caller restores)."""
        for inserter, in_place in ((ls, rs), (rs, ls)):
            if len(in_place) != len(bs) or len(inserter) <= len(bs):
                continue
            matched = _counterparts(bs, inserter)
            if matched is None:
                continue
            inserted = [n.text for k, n in enumerate(inserter) if k not in matched]
            changed = [n.text for n, b in zip(in_place, bs, strict=True) if n.text != b.text]
            if same_change(split_lines("".join(inserted)), split_lines("".join(changed)),
                           split_lines(_joined(bs))):
                return None  # one thing done twice ('timeout = 60' beside a new override)
            self._restore(before)
            pieces: list[Piece] = []
            for k, node in enumerate(inserter):
                if k not in matched:
                    pieces.append(Piece(node.text))
                    continue
                i = matched[k]
                pair = (node, in_place[i]) if inserter is ls else (in_place[i], node)
                out = self._decide(bs[i], *pair, scope)
                if out is None or any(p.conflicts for p in out.pieces):
                    return None
                pieces += out.pieces
            return pieces
        return None

    def _ledger(self) -> tuple[Counter[str], Counter[str]]:
        """A copy of what the result accounts for (``accounted``, ``made``), to put back
        with :meth:`_restore` when an attempt at a region is thrown away."""
        return self.accounted.copy(), self.made.copy()

    def _restore(self, ledger: tuple[Counter[str], Counter[str]]) -> None:
        accounted, made = ledger
        self.accounted, self.made = accounted.copy(), made.copy()

    def _layout_yields(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[Piece] | None:
        """The statements of a clashing region merged again after each side's statements
        that only changed the layout of a base statement the other side changed are put
        back to base's text: a change of layout yields to a change of code, statement by
        statement as :meth:`_decide` does for a whole symbol. None when no statement is
        such, or when the region still clashes.

        A statement with the text of a base statement is no reformatting (base may hold
        two statements that differ only in layout: each would pass for the other's).
        The region is merged again once: the merge inside does not relay its own
        clashing runs, which held the same statements (without both rules, two such
        base statements took each other's place at every level, without end)."""
        if self._relaid:
            return None
        sides = [list(ls), list(rs)]
        in_base = {b.text for b in bs}
        yielded: list[SymbolNode] = []
        for side, other in ((sides[0], rs), (sides[1], ls)):
            kept_by_other = {o.text for o in other}
            changed_by_other = [b for b in bs if b.text not in kept_by_other]
            for i, node in enumerate(side):
                if node.text in in_base:
                    continue
                was = next((b for b in changed_by_other
                            if self._layout_only(b.text, node.text)),
                           None)
                if was is not None:
                    side[i] = was
                    yielded.append(node)
        if not yielded:
            return None
        before = self._ledger()
        self._relaid = True
        try:
            pieces = self._ordered_children(bs, sides[0], sides[1], scope)
        finally:
            self._relaid = False
        if any(p.conflicts for p in pieces):
            self._restore(before)
            return None
        for node in yielded:
            self.accounted.update(split_lines(node.text))
        return pieces

    def _statements(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[Piece]:
        if len(bs) == len(ls) == len(rs) == 1:
            out = self._decide(bs[0], ls[0], rs[0], scope)
            return out.pieces if out is not None else []
        if len(bs) == len(ls) == len(rs) and all(
            b.key == l.key == r.key for b, l, r in zip(bs, ls, rs, strict=True)
        ):
            # Statements both sides changed in place, one for one (two test suites in
            # a loop): each merged as one symbol, not their lines as one text.
            pieces: list[Piece] = []
            for b, l, r in zip(bs, ls, rs, strict=True):
                out = self._decide(b, l, r, scope)
                pieces += out.pieces if out is not None else []
            return pieces
        alike = self._alike_in_place(bs, ls, rs, scope)
        if alike is not None:
            return alike
        # Statements one side deleted and the other changed clash as a whole.
        kind = "delete/modify" if not ls else "modify/delete" if not rs else "modify/modify"
        strict = any(n.strict for side in (bs, ls, rs) for n in side)
        return [self._conflict(
            _joined(bs), _joined(ls), _joined(rs), ".".join(scope) or None, kind,
            touching=not strict,
        )]

    def _alike_in_place(
        self, bs: list[SymbolNode], ls: list[SymbolNode], rs: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[Piece] | None:
        """Statements each side kept or changed in place, one for one, each changed one
        of its base statement's kind and alike (right gave ``logging.info(...)`` a
        keyword on the line above a ``print(...)`` both gave one): each merged as one
        symbol. None when they are not so or one of them clashes; the region is then
        one conflict, not one a statement."""
        if not (len(bs) == len(ls) == len(rs) > 1
                and _changed_alike(bs, ls) and _changed_alike(bs, rs)):
            return None
        before = self._ledger()
        pieces: list[Piece] = []
        for b, l, r in zip(bs, ls, rs, strict=True):
            out = self._decide(b, l, r, scope)
            if out is None or any(p.conflicts for p in out.pieces):
                self._restore(before)
                return None
            pieces += out.pieces
        return pieces

    def _children(
        self, base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
        scope: tuple[str, ...],
    ) -> list[_Out]:
        if time.monotonic() > self.deadline:
            raise Fallback("time limit reached during the structured merge")
        left = pair_modified(base, _align_repeats(base, left))
        right = pair_modified(base, _align_repeats(base, right))
        left, right = pair_replaced(base, left, right)
        left, right = pair_renamed(base, left, right), pair_renamed(base, right, left)
        right = pair_added(base, left, right)
        new_first = {**_new_first_lead(base, right), **_new_first_lead(base, left)}
        bm, lm, rm = _by_key(base), _by_key(left), _by_key(right)
        if not self.may_repeat:
            values = self.spec.distinct_values[0] if self.spec.distinct_values else frozenset()
            self.may_repeat = _may_repeat(bm, left, right, values)
        if self.spec.ordered_kinds:
            _check_ordered_insertions(base, left, right, self.spec.ordered_kinds, scope,
                                      lambda: self._import_order((base, left, right)) is not None)
            _check_ordered_moves(base, left, right, self.spec.ordered_kinds, scope)
        if self.spec.section_types:
            _check_sections(left, right, bm, self.spec.section_types, scope)
        _check_inserted_among_deleted(base, left, right, scope)
        if self.spec.ordered_kinds or self.spec.replaced_kinds:
            _check_ordered_replacements(
                base, left, right, self.spec.ordered_kinds | self.spec.replaced_kinds, scope)
        # Imports both sides moved are an order each meant (a sort): not combined.
        heads = set() if any(n.is_import for n in base) else (
            _under_head(left) | _under_head(right))
        order = merge_order([c.key for c in base], [c.key for c in left], [c.key for c in right],
                            lambda key: not bm[key].is_import,
                            lambda key: key in heads or _continues_run(
                                lm[key] if key in lm else rm[key]),
                            lambda key: not lm[key].is_import,
                            lambda new, old: _takes_place_of(lm.get(new) or rm[new], bm[old]))
        if order is None:
            where = ".".join(scope) or "the module"
            raise Fallback(f"both sides reordered the members of {where} differently")
        order = _leading_first(order, base, left, right)
        if self.spec.section_types:
            order = _sections_after(order, bm, lm, rm, self.spec.section_types)
        # Both sides' moves combined: a member's blank lines before it follow its place
        # in the result, not the side it is taken from (where it may have come first).
        relaid = both_reordered(*([c.key for c in v] for v in (base, left, right)))
        before = {n.key: p.key for p, n in pairwise(base)}
        prior = [{n.key: p.key for p, n in pairwise(side)} for side in (left, right)]
        after = [{p.key: n.key for p, n in pairwise(side)} for side in (left, right)]
        gone = {
            name: n for n in base if n.key not in lm and n.key not in rm for name in n.bindings
        }
        emitted: set[str] = set()
        shared: set[str] = set()  # comment blocks placed above members both sides inserted
        last: str | None = None  # the key of the member emitted last
        outs = []
        # The lead and side of the run of added imports being emitted.
        run_lead: tuple[str, bool] | None = None
        for key in order:
            b, l, r = bm.get(key), lm.get(key), rm.get(key)
            added = l if r is None else r if l is None else None
            if b is None and added is not None and added.is_import:
                if run_lead is None:
                    run_lead = (added.lead, l is None)
                elif run_lead == (added.lead, r is None) and not added.lead.strip():
                    # Each side replaced the head of one import group: its blank line
                    # comes once, before the first replacement.
                    l, r = _with_lead(l, ""), _with_lead(r, "")
            else:
                run_lead = None
            if b is not None and key in before and before[key] in emitted:
                l, r = _keep_lead(b, l, before[key], lm), _keep_lead(b, r, before[key], rm)
            if b is not None and key not in before and last is None:  # first, and first in base
                l = _lead_after_insertion(b, l, prior[0].get(key), bm)
                r = _lead_after_insertion(b, r, prior[1].get(key), bm)
            if relaid and b is not None and l is not None and r is not None:
                lead = _placed_lead(b, l, r, first=last is None)
                if lead is not None:
                    l, r = l.copy(lead=lead), r.copy(lead=lead)
            added_one_side = b is None and (l is None) != (r is None)
            if added_one_side:
                nxt = after[0 if l is not None else 1].get(key)
                l, r = (_lead_deleted_below(x, bm.get(nxt), other.get(nxt), other, shared)
                        for x, other in ((l, rm), (r, lm)))
            if added_one_side and outs and key in new_first:
                l, r = _with_lead(l, new_first[key]), _with_lead(r, new_first[key])
            if not relaid:
                b, l, r = _first_place_leads(key, (b, l, r), (base, left, right), last is None)
            moved = _moved_into(l or r, gone) if added_one_side else None
            if moved is not None:
                out: _Out | None = self._moved_conflict(moved, l, r, scope)
            else:
                out = self._decide(b, l, r, scope)
            if out is not None:
                out.key = key
                outs.append(out)
                emitted.add(key)
                last = key
        if not scope:
            outs = self._drop_restated(outs, gone, bm, lm, rm)
        outs = self._drop_imported_twice(outs, bm, lm, rm)
        return self._sort_imports(outs, [base, left, right])

    def _drop_restated(
        self, outs: list[_Out], gone: dict[str, SymbolNode], bm: dict[str, SymbolNode],
        lm: dict[str, SymbolNode], rm: dict[str, SymbolNode],
    ) -> list[_Out]:
        """Drop a module import one side restated and the other deleted, if unused.

        Both sides removed the base import of a name; one side imports it again in a
        new statement (an ``import a, b`` split into lines, a module path changed), the
        other imports it nowhere: to that side, the name is deleted. When nothing else
        in the merged module names it any more, the deletion wins, as it does over a
        change of layout; otherwise the import stays, since the code needs it.
        """
        def bound(side: dict[str, SymbolNode]) -> set[str]:
            return {name for n in side.values() for name in n.bindings}

        left_bound, right_bound = bound(lm), bound(rm)
        dropped: list[_Out] = []
        for out in outs:
            n = out.node
            if n is None or not n.is_import or n.key in bm or n.lead.strip() or not n.bindings:
                continue
            if (n.key in lm) == (n.key in rm):
                continue  # added on both sides alike
            other = right_bound if n.key in lm else left_bound
            if any(name not in gone or name in other for name in n.bindings):
                continue
            rest = "".join(p.text for o in outs if o is not out for p in o.pieces)
            if not any(_names(rest, name) for name in n.bindings):
                dropped.append(out)
                self.accounted.update(split_lines(n.text))
        return [o for o in outs if all(o is not d for d in dropped)]

    def _drop_imported_twice(
        self, outs: list[_Out], bm: dict[str, SymbolNode], lm: dict[str, SymbolNode],
        rm: dict[str, SymbolNode],
    ) -> list[_Out]:
        """Drop an import statement one side added whose every name the other side
        newly imports the same way by extending an import base has: left gave ``from
        typing import Any`` an ``Optional``, right added ``from typing import Optional``
        below it. Kept both, the name is imported twice (a duplicate the checks reject);
        one statement does what both sides meant.

        Only then: the other side's statement must be base's, or one the adding side
        lacks (new statements both sides wrote under one key, ``from celery import x``
        on each, are paired by their rank among look-alikes, which the duplicate check
        then catches), and have merged without conflict; a name the adding side itself
        imports twice, or a statement under a comment of its own, stays. Of one
        statement both sides added alike under two keys, the first is dropped."""
        merged = {o.key: o for o in outs if o.key is not None}
        brackets = self.spec.imports.layout_brackets if self.spec.imports else "()"
        old = {f for b in bm.values() if b.is_import for f in _import_forms(b, brackets)}
        dropped: list[_Out] = []
        swapped: dict[int, list[_Out]] = {}
        for out in outs:
            n = out.node
            if (n is None or not n.is_import or n.key in bm or n.lead.strip()
                    or (n.key in lm) == (n.key in rm) or any(p.conflicts for p in out.pieces)):
                continue
            own, other = (lm, rm) if n.key in lm else (rm, lm)
            forms = _import_forms(n, brackets)
            if any(forms & _import_forms(o, brackets) for o in own.values()
                   if o.is_import and o.key != n.key):
                continue  # the side imports the name twice itself
            givers = [o for o in other.values() if o.is_import and (o.key in bm or o.key not in own)
                      and o.key in merged and all(merged[o.key] is not d for d in dropped)
                      and not any(p.conflicts for p in merged[o.key].pieces)]
            if forms <= {f for o in givers for f in _import_forms(o, brackets)} - old:
                split = _one_per_line(n, givers, own, bm, merged, brackets)
                if split is not None:  # the giver yields to base's lines, the adder's kept
                    giver, restored = split
                    swapped[id(merged[giver.key])] = [_restore(b) for b in restored]
                    self.accounted.update(split_lines(giver.text))
                    continue
                dropped.append(out)
                self.accounted.update(split_lines(n.text))
        kept = [o for o in outs if all(o is not d for d in dropped)]
        return [x for o in kept for x in swapped.get(id(o), [o])]

    # -- one key ------------------------------------------------------------------

    def _decide(
        self, b: SymbolNode | None, l: SymbolNode | None, r: SymbolNode | None,
        scope: tuple[str, ...],
    ) -> _Out | None:
        some = l or r or b
        assert some is not None
        symbol = ".".join((*scope, some.name or some.key))
        if b is not None and l is not None and r is not None:
            if l.text == b.text or r.text == b.text or l.text == r.text:
                return _take(r if l.text == b.text else l)
            relaid = self._in_layout(b, l, r) or self._in_layout(b, r, l)
            if relaid is not None:
                return relaid
            out = self._both_changed(b, l, r, scope, symbol)
            if out is not None and any(piece.conflicts for piece in out.pieces):
                # Where the changes clash, a change of layout yields to a change of code.
                if self._reformatted(b, l):
                    return _take(r)
                if self._reformatted(b, r):
                    return _take(l)
            return out
        if b is not None:
            kept = l or r
            if kept is None or (
                kept.body == b.body and not self._lead_added(b, kept, 1 if l else 2)
            ) or self._reformatted(b, kept):
                # Deleted on one side (or both), untouched on the other. Only the lead may
                # differ, when that side also removed a neighbour. Code the other side
                # only reformatted goes too: nothing of it but its layout was changed.
                return None
            kind = "modify/delete" if l is not None else "delete/modify"
            return _Out([self._conflict(b.text, _text(l), _text(r), symbol, kind)])
        if l is not None and r is not None:
            return self._both_added(l, r, scope, symbol)
        return _take(some)

    def _lead_added(self, b: SymbolNode, kept: SymbolNode, side: int) -> bool:
        """Did side ``side`` (1 left, 2 right) add a line to the lead of ``b`` (a doc
        comment), which it kept while the other side deleted ``b``?

        A lead also changes when the side removed a neighbour (a comment of the
        neighbour's stays above ``b``); such lines are not added to the file. Counted on
        the whole file, not on the lost-lines check's net additions: there, a comment
        line that also stands elsewhere in the file would count as kept.
        """
        if kept.lead == b.lead:
            return False
        new = Counter(map(str.rstrip, filter(str.strip, split_lines(kept.lead))))
        new.subtract(map(str.rstrip, split_lines(b.lead)))
        if not +new:
            return False
        if side not in self._added:
            base, other = (split_lines(f.text) for f in (self._files[0], self._files[side]))
            self._added[side] = added_lines(base, other)
        return any(self._added[side][line] for line in +new)

    def _layout_only(self, before: str, after: str) -> bool:
        """Is ``after`` ``before`` with only its layout changed, by the spec's check?"""
        spec = self.spec
        return only_reformatted(
            before, after, spec.formatting_check, spec.name, spec.string_delimiters
        )

    def _reformatted(self, b: SymbolNode, side: SymbolNode) -> bool:
        """Did ``side`` change only the layout of ``b`` (then its lines are accounted
        for: the other side's version of the symbol replaces them)?"""
        if not self._layout_only(b.text, side.text):
            return False
        self.accounted.update(split_lines(side.text))
        return True

    def _in_layout(self, b: SymbolNode, layout: SymbolNode, code: SymbolNode) -> _Out | None:
        """Where ``layout`` only re-indented the symbol line for line (four spaces made
        two: :mod:`.indentmap`), ``code``'s version in that indentation, when the spec's
        formatting check finds it ``code`` still; else None. Taken as it is, ``code``
        would bring the old indentation back among the new (or, in Python, fail to
        parse)."""
        if b.text.count("\n") != layout.text.count("\n"):
            return None  # lines joined or split: no re-indentation alone
        mapping = indent_map(split_lines(b.text), split_lines(layout.text))
        if mapping is None:
            return None
        lead, body = (reindent_like(split_lines(t), mapping) for t in (code.lead, code.body))
        if lead is None or body is None:
            return None
        node = code.copy(lead="".join(lead), body="".join(body))
        if not self._layout_only(code.text, node.text):
            return None
        self.accounted.update(split_lines(layout.text))
        self.accounted.update(split_lines(code.text))
        self._made(node.text, split_lines(layout.text), split_lines(code.text))
        return _take(node)

    def _moved_conflict(
        self, old: SymbolNode, l: SymbolNode | None, r: SymbolNode | None,
        scope: tuple[str, ...],
    ) -> _Out:
        """One side deleted ``old``; the other moved it into a new block (``if ...:``).

        At this level both versions lack ``old``, but the intents clash: a conflict
        between the deletion and the block that now holds the definition.
        """
        symbol = ".".join((*scope, old.name))
        kind = "modify/delete" if l is not None else "delete/modify"
        return _Out([self._conflict(old.text, _text(l), _text(r), symbol, kind)])

    def _both_changed(
        self, b: SymbolNode, l: SymbolNode, r: SymbolNode, scope: tuple[str, ...], symbol: str
    ) -> _Out | None:
        lead = self._text(b.lead, l.lead, r.lead, symbol, "modify/modify")
        if b.is_container and l.is_container and r.is_container:
            whole = self._by_syntax(b, l, r, header=False) if l.commutative else None
            if whole is not None:
                return _merged_out(lead, [whole])
            return _merged_out(lead, self._container(b, l, r, (*scope, l.name)))
        merged = None if _removed_where_replaced(b, l, r) else self._items(b.items, l, r)
        if merged == "":
            return None  # deleted, as a statement one side deleted: with its lead
        if merged is not None and not l.is_import:
            # The sides' lines the list's merge rewrote: the checks then look for a key
            # the merged list holds twice, one from each side ('{a: 1}' made '{b: 1}'
            # and '{b: 2}': a set of items by text keeps both 'b's). An import's names
            # have their own check (``_binds_twice``).
            kept = set(split_lines(merged))
            self.accounted.update(x for v in (l, r) for x in split_lines(v.body) if x not in kept)
        if merged is not None and not lead.conflicts:
            return _Out([Piece(lead.text + merged)], l, lead.text, merged)
        if merged is not None:
            return _merged_out(lead, [Piece(merged)])
        # A list the item merge declined (it would bind a name twice, or the rest of the
        # statement clashes) is a conflict, even where the lines only touch.
        listed = b.items is not None and l.items is not None and r.items is not None
        strict = b.strict or l.strict or r.strict
        body = self._text(b.body, l.body, r.body, symbol, "modify/modify",
                          touching=not (listed or strict))
        if body.conflicts:
            body = self._by_syntax(b, l, r, header=False) or body
        else:
            body = self._set_clash(b, l, r, False, symbol, body.text) or body
        return _merged_out(lead, [body])

    def _set_clash(
        self, b: SymbolNode, l: SymbolNode, r: SymbolNode, header: bool, symbol: str | None,
        words: str,
    ) -> Piece | None:
        """Where both sides changed the same lines of the symbol (or its header) their
        own ways and a merge of the lines' words gave ``words``: the line merge,
        conflicts and all, where its merge by syntax finds an item of a keyed set that
        both added (or changed), each its own way; its merge by syntax where that merges
        to other words; else None. A merge of words pairs the items of a list by their
        tokens, not their identities, and can read it otherwise: ``f(timeout=0,
        headers=None, proxy=0)`` and ``f(timeout=0, verify=None, proxy=None)`` from ``f(
        timeout=None, retries=None, verify=None, headers=None)`` read as both renaming
        ``headers`` to ``proxy`` and left setting it to ``0``, which loses right's
        ``proxy=None`` and its removal of ``headers``; ``{this.onTap = 8, this.child =
        8}`` made ``{this.child = 8, this.color = red}`` on one side and ``{this.onTap =
        8, this.child = red}`` on the other reads as both writing ``red`` over the last
        ``8``, which loses right's new default of ``child``."""
        texts = [v.header if header else v.body for v in (b, l, r)]
        if len(set(texts)) < 3 or not self.spec.commutative:
            return None
        merged = merge_lines(*map(split_lines, texts), **self.options.line_kwargs())
        if not merged.conflicts:
            return None  # the lines merge: what the sides repeat, the checks find
        clashes: list[str] = []
        by_syntax = self._by_syntax(b, l, r, header, clashes)
        if by_syntax is not None:
            return by_syntax if _differ_in_words(by_syntax.text, words) else None
        if not clashes:
            return None
        names = ", ".join(f"'{c.lstrip('=')}'" for c in dict.fromkeys(clashes))
        where = f" in {symbol}" if symbol else ""
        self.notes.append(f"each side set {names}{where} its own way")
        return Piece(merged.text, [(c.start, c.end) for c in merged.conflicts], symbol,
                     "modify/modify")

    def _whole(self, b: str, l: str, r: str, symbol: str) -> Piece:
        """A conflict over all of one symbol's versions."""
        merged = whole_conflict(split_lines(b), split_lines(l), split_lines(r),
                                **self.options.line_kwargs())
        return Piece(merged.text, [(c.start, c.end) for c in merged.conflicts], symbol,
                     "modify/modify")

    def _by_syntax(
        self, b: SymbolNode, l: SymbolNode, r: SymbolNode, header: bool,
        clashes: list[str] | None = None,
    ) -> Piece | None:
        """Where both sides' lines of a symbol clash, its body (or its header) merged by
        its syntax tree (:mod:`semmerge.merge.syntax`), or None (then ``clashes``, when
        given, receives the identities of set items both sides added, each its own way).

        Not when a side only changed the layout: that change yields to the other side's
        (:meth:`_decide`). The side lines the merge rewrote count as accounted for.
        """
        versions = (b, l, r)
        if not self.spec.commutative or any(v.syntax is None for v in versions):
            return None
        if any(self._layout_only(b.text, v.text) for v in (l, r)):
            return None
        found = self._by_node(versions, [v.syntax for v in versions], header, clashes)
        if found is None and all(v.signature is not None for v in versions):
            # Both sides changed a signature whose body is a node of its own (Dart's
            # named parameters): the signature's node, the body beside it.
            found = self._by_node(
                versions, [v.signature for v in versions], None if header else False, clashes)
        return found

    def _by_node(
        self, versions: tuple[SymbolNode, ...], nodes: list[tuple[TSNode, bytes] | None],
        header: bool | None, clashes: list[str] | None,
    ) -> Piece | None:
        """:meth:`_by_syntax` with one node of each version: its header's text up to
        the members (``header``), its body's, or its header's that the node lies in
        (None: the text after the node must merge by lines, as the text before it)."""
        _, l, r = versions
        parts = [_around_node(v, n, header) for v, n in zip(versions, nodes, strict=True)]
        if any(p is None for p in parts):
            return None
        before = trivial(*(p[0] for p in parts), added=False)  # type: ignore[index]
        if before is None and self.spec.attached_unordered:
            before = self._attached(versions)
        after = trivial(*(p[1] for p in parts), added=False)  # type: ignore[index]
        if before is None or after is None:
            return None
        node = merge_syntax(
            [Syntax(*n) for n in nodes],  # type: ignore[misc]
            self.spec.commutative,
            [p[2] for p in parts] if header else None,  # type: ignore[index]
            self.spec.child_order,
            clashes,
        )
        node = _without_overhang(node, [p[3] for p in parts])  # type: ignore[index]
        if node is None:
            return None
        merged = before + node + after
        kept = set(split_lines(merged))
        for v in (l, r):
            text = v.body if header is False else v.header
            self.accounted.update(x for x in split_lines(text) if x not in kept)
        return Piece(merged)

    def _attached(self, versions: tuple[SymbolNode, ...]) -> str | None:
        """Where both sides changed the nodes attached above a symbol's node (Rust's
        ``#[derive(...)]``), those merged as a set (:func:`merge_attached`), or None."""
        runs = []
        for v in versions:
            ts, _ = v.syntax  # type: ignore[misc]
            siblings = []
            sib = ts.prev_sibling
            while sib is not None and sib.start_byte >= v.body_start:
                siblings.append(sib)
                sib = sib.prev_sibling
            runs.append((siblings[::-1], v.body_start, ts.start_byte))
        return merge_attached(
            runs, [v.syntax[1] for v in versions],  # type: ignore[index]
            self.spec.commutative, self.spec.attached_types, self.spec.attached_identity,
        )

    def _both_added(
        self, l: SymbolNode, r: SymbolNode, scope: tuple[str, ...], symbol: str
    ) -> _Out:
        lead = l.lead if l.lead == r.lead or not (l.lead.strip() or r.lead.strip()) else None
        if lead is not None:
            if l.body == r.body:
                return _Out([Piece(lead + l.body)], l, lead, l.body)
            merged = self._items(ItemList("", [], [], ""), l, r, added=True)
            if merged is None:
                merged = self._both_filled(l, r, scope)
            if merged is not None:
                return _Out([Piece(lead + merged)], l, lead, merged)
        return _Out([self._conflict("", l.text, r.text, symbol, "add/add")])

    def _both_filled(self, l: SymbolNode, r: SymbolNode, scope: tuple[str, ...]) -> str | None:
        """Both sides added one container (a class, a test module) under one header:
        its members merged as if base had it empty, or None where they clash.

        Statement lists (function bodies) are left out: two bodies written apart are
        two implementations, not two sets of additions.
        """
        if not (l.is_container and r.is_container) or l.ordered or r.ordered or (
            l.header != r.header or l.footer != r.footer
        ):
            return None
        empty = l.copy(_children=[], _expand=None, lead="", body=l.header + l.footer,
                       items=None, syntax=None, commutative=False)
        pieces = self._container(empty, l, r, (*scope, l.name))
        if any(p.conflicts for p in pieces):
            return None
        return "".join(p.text for p in pieces)

    # -- unordered lists ----------------------------------------------------------

    def _items(
        self, b: ItemList | None, l: SymbolNode, r: SymbolNode, added: bool = False
    ) -> str | None:
        """Merge two changed unordered lists; None when the rest of the statement clashes,
        ``""`` when the statement is an import the two sides together emptied."""
        li, ri = l.items, r.items
        if b is None or li is None or ri is None:
            return None
        prefix = trivial(b.prefix, li.prefix, ri.prefix, added)
        suffix = trivial(b.suffix, li.suffix, ri.suffix, added)
        if prefix is None or suffix is None:
            return None
        grouped = any("\n\n" in sep for x in (b, li, ri) for sep in x.seps)
        keys = () if grouped else self._item_keys
        merged = merge_item_set(b.items, li.items, ri.items, keys)
        if merged == [] and b.items and l.is_import:
            return ""  # each side removed some names, together all: the import goes
        if not merged:
            return None
        group_of = _group_of([b, li, ri]) if grouped else None
        if group_of is not None:
            merged = self._sort_groups(merged, [b, li, ri], group_of)
        if _binds_twice(merged, l, r) or _nested_twice(b.items, li.items, ri.items):
            return None  # 'x/v2/store' and 'x/v3/store' both kept: a line conflict instead
        template, others = _item_layout(b, li, ri)
        return prefix + join_items(merged, template, others, prefix, group_of) + suffix

    def _sort_groups(
        self, merged: list[str], versions: list[ItemList], group_of: dict[str, int]
    ) -> list[str]:
        """Sort each blank-line group of a merged list (Go's standard library, then the
        rest) when the three versions agree on an order within groups; otherwise keep
        the merged order."""
        runs = [_groups(v) for v in versions]
        base_items = {" ".join(i.split()) for i in versions[0].items}
        key = agreed_sort_key(
            runs[0], runs[1:], self._item_keys, lambda i: " ".join(i.split()) in base_items
        )
        if key is None:
            return merged
        out: list[str] = []
        for n in range(len(runs[0])):
            out += sorted((i for i in merged if group_of.get(i) == n), key=key)
        return out if len(out) == len(merged) else merged

    # -- sorted import runs -------------------------------------------------------

    def _sort_imports(self, outs: list[_Out], versions: Sequence[list[SymbolNode]]) -> list[_Out]:
        key = self._import_order(versions)
        if key is None and not self._stmt_keys:
            return outs
        result: list[_Out] = []
        i = 0
        while i < len(outs):
            j = i + 1
            if outs[i].sortable:
                while j < len(outs) and outs[j].sortable and not outs[j].lead:
                    j += 1
            run = outs[i:j]
            run_key = key or self._run_order(run, versions) if len(run) > 1 else None
            result += _sorted_run(run, run_key) if run_key is not None else run
            i = j
        return result

    def _run_order(
        self, run: list[_Out], versions: Sequence[list[SymbolNode]]
    ) -> Callable[[SymbolNode], object] | None:
        """A sort order under which every version has this run's imports in order.

        The fallback when the blocks as a whole agree on none: a group ``react`` first,
        then the rest, is not sorted; a later group by module path is, and stays so.
        """
        keys = {o.node.key for o in run if o.node is not None}
        base, *sides = [[n for n in v if n.key in keys] for v in versions]
        base_keys = {n.key for n in base}
        orders = self._node_orders()
        agreed = agreed_sort_key(
            [base], [[side] for side in sides], orders, lambda n: n.key in base_keys
        ) or adopted_sort_key([base], [[side] for side in sides], orders, lambda n: n.key)
        evidence = self.spec.imports.sorted_evidence
        if agreed is not None or not evidence or len(base) < evidence:
            return agreed
        if any([n.key for n in side] == [n.key for n in base] for side in sides):
            return None  # one side's run as it wrote it, as a line merge would take it
        # A long run sorted in the base, that both sides changed, is the work of a tool
        # the project runs: an import a side put out of order there is put in its place.
        kept = [[n for n in side if n.key in base_keys] for side in sides]
        return next(
            (key for key in orders
             if is_sorted(base, key) and all(is_sorted(k, key) for k in kept)),
            None,
        )

    def _node_orders(self) -> list[Callable[[SymbolNode], object]]:
        return [
            lambda n, order=order: order(n.sort_kind, n.sort_name) for order in self._stmt_keys
        ]

    def _import_order(
        self, versions: Sequence[list[SymbolNode]]
    ) -> Callable[[SymbolNode], object] | None:
        base_keys = {n.key for n in versions[0]}
        runs = [_import_runs(v) for v in versions]
        orders = self._node_orders()
        agreed = agreed_sort_key(runs[0], runs[1:], orders, lambda n: n.key in base_keys)
        return agreed or adopted_sort_key(runs[0], runs[1:], orders, lambda n: n.key)

    # -- text merges --------------------------------------------------------------

    def _text(
        self, b: str, l: str, r: str, symbol: str | None, kind: str, touching: bool = True
    ) -> Piece:
        if l in (b, r):
            return Piece(r)
        if r == b:
            return Piece(l)
        return self._conflict(b, l, r, symbol, kind, touching)

    def _conflict(
        self, b: str, l: str, r: str, symbol: str | None, kind: str, touching: bool = True
    ) -> Piece:
        lines = split_lines(b), split_lines(l), split_lines(r)
        merged = merge_lines(*lines, **self.options.line_kwargs())
        if merged.conflicts and kind == "modify/modify" and self.spec.inner_merge != "git":
            both = self._touching(lines) if touching else None
            if both is None:
                both = self._reindented(lines, touching)
            if both is not None:
                return Piece(both)
        spans = [(c.start, c.end) for c in merged.conflicts]
        return Piece(merged.text, spans, symbol, kind)

    def _touching(self, lines: tuple[list[str], list[str], list[str]]) -> str | None:
        """Inside one symbol both sides changed, changes that only touch (no base line in
        common), and lines both changed word by word apart, both applied (git's line
        merge reports them as a conflict); None where they collide."""
        layout = self.spec.layout_sensitive
        if (layout and _touching_edits(*lines)) or _inserts_at_wrap(*lines):
            return None
        if reshaped_beside_new_lines(*lines):
            return None  # a column added to every row, and a row without it
        reworded: list[str] = []
        strings = self.spec.string_delimiters
        words = _noting(reworded, strings, layout) if self.spec.inner_merge == "words" else None
        both = merge_touching(*lines, merge_line=words)
        if both is None:
            return None
        self.accounted.update(reworded)
        return "".join(both)

    def _made(self, text: str, left: list[str], right: list[str]) -> None:
        """Note the lines ``text`` holds more often than either side (a side's line
        re-indented into the other side's block, where that side has the same line
        once already): written on purpose, no repeat."""
        self.made.update(Counter(split_lines(text)) - (Counter(left) | Counter(right)))

    def _reindented(
        self, lines: tuple[list[str], list[str], list[str]], touching: bool
    ) -> str | None:
        """Where one side wrapped lines in a block (or unwrapped them), the other side's
        edits among them re-indented alike and merged with it (:mod:`.reindent`); None
        when neither side re-indented or the changes still collide (or one side inserts
        at the edge of what the other wrapped: :func:`_inserts_at_wrap`)."""
        if _inserts_at_wrap(*lines):
            return None
        for side in (1, 2):
            carried = carry_reindent(*lines, side)
            if carried is None:
                continue
            *versions, moved = carried
            merged = merge_lines(*versions, **self.options.line_kwargs())
            text = None if merged.conflicts else merged.text
            if text is None and touching:
                text = self._touching(tuple(versions))  # type: ignore[arg-type]
            if text is not None:
                self.accounted.update(moved)
                self._made(text, lines[1], lines[2])
                return text
        return None


def _noting(
    reworded: list[str], strings: tuple[tuple[str, str], ...], layout: bool = False,
) -> Callable[[str, str, str], str | None]:
    """:func:`merge_line` (reading ``strings`` as strings) that appends the two side
    lines it merged to ``reworded``. With ``layout`` (the spec's ``layout_sensitive``),
    a line either side re-indented is not merged word by word: its indentation says
    which block it belongs to."""

    def merge(base: str, left: str, right: str) -> str | None:
        if layout and len({line[: len(line) - len(line.lstrip())]
                           for line in (base, left, right)}) > 1:
            return None
        line = merge_line(base, left, right, strings)
        if line is not None:
            reworded.extend((left, right))
        return line

    return merge


def _touching_edits(base: list[str], left: list[str], right: list[str]) -> bool:
    """Does a change of one side only touch one of the other side (next to it, no base
    line changed by both)? In a layout language such lines are mostly one expression
    (a ``then`` line and the ``else`` line below it)."""
    ranges_l, ranges_r = _blocks(base, left), _blocks(base, right)
    return any(max(a, c) == min(b, d) for a, b in ranges_l for c, d in ranges_r)


def _inserts_at_wrap(base: list[str], left: list[str], right: list[str]) -> bool:
    """Does one side insert lines just after base lines the other side re-indented
    (wrapped in a block, or moved into one)? Whether they go inside the block or after
    it, nothing says: ``x = f()`` added below the lines put under ``with lock:`` may
    need the lock. (Lines inserted just before them stay before the block: so the
    replayed commits have them.)"""
    edits = [diff_edits(base, left), diff_edits(base, right)]
    for own, other, side, theirs in ((edits[0], edits[1], left, right),
                                     (edits[1], edits[0], right, left)):
        edges = {at + n for at, n, j, m in own
                 if n and reindents(base[at : at + n], side[j : j + m])}
        # A blank line inserted there is layout, inside or out.
        if any(not n and at in edges and any(line.strip() for line in theirs[j : j + m])
               for at, n, j, m in other):
            return True
    return False


def _blocks(base: list[str], side: list[str]) -> list[tuple[int, int]]:
    """The base lines ``side`` changed, as ranges, those next to each other joined."""
    blocks: list[tuple[int, int]] = []
    for start, count, _, _ in diff_edits(base, side):
        if blocks and blocks[-1][1] == start:
            blocks[-1] = (blocks[-1][0], start + count)
        else:
            blocks.append((start, start + count))
    return blocks


def _differ_in_words(one: str, other: str) -> bool:
    """Do two merges of one text differ in more than white space?"""
    return "".join(one.split()) != "".join(other.split())


def _around_node(
    v: SymbolNode, syntax: tuple[TSNode, bytes] | None, header: bool | None
) -> tuple[str, str, int, str] | None:
    """The text of ``v``'s body (or header) before its node (``syntax``) and after it,
    where the header ends in the file's bytes, and the node's overhang: its text past
    the body's end (a Makefile rule's node holds the blank lines below it, which are not
    the member's); None when the text is not the parsed one (a member whose trailing
    separator was cut off). ``header`` None: the header's text, with the node inside it
    and the text after it its own."""
    ts, data = syntax  # type: ignore[misc]
    part = (v.body if header is False else v.header).encode("utf-8")
    lo, hi = ts.start_byte - v.body_start, ts.end_byte - v.body_start
    end = min(hi, len(part))
    if lo < 0 or lo >= len(part) or part[:end] != data[v.body_start : v.body_start + end]:
        return None
    after = b"" if header else part[hi:]
    overhang = b"" if header else data[v.body_start + end : ts.end_byte]
    return (part[:lo].decode("utf-8"), after.decode("utf-8"), v.body_start + len(part),
            overhang.decode("utf-8", "replace"))


def _without_overhang(node: str | None, overhangs: list[str]) -> str | None:
    """The merged node's text cut where the member ends: without the overhang its node
    has past the member in every version (see :func:`_around_node`), which must be the
    same in all three; None when it is not."""
    if node is None or not any(overhangs):
        return node
    if len(set(overhangs)) != 1 or not node.endswith(overhangs[0]):
        return None
    return node[: len(node) - len(overhangs[0])]


class _Run:
    """Members that take a separator among others that do not (see ``separated_types``):
    their node types and keys in any version, the separator, the terminator ('' for
    none) and whether the merged run ends with it, whether every version has them
    first, and whether the last keeps a separator of its own (a trailing comma)."""

    __slots__ = ("types", "keys", "sep", "term", "closed", "first", "trailing")

    def __init__(
        self, types: frozenset[str], keys: set[str], sep: str, term: str, closed: bool,
        first: bool, trailing: bool,
    ) -> None:
        self.types, self.keys, self.sep, self.term, self.closed = types, keys, sep, term, closed
        self.first, self.trailing = first, trailing


def _ends_with(text: str, token: str) -> bool:
    return text.rstrip().endswith(token)


def _unterminated(child: SymbolNode, run: _Run) -> SymbolNode:
    """A member of the run without the separator or terminator that ends its code: which
    of the two it takes depends on its place in the merged run."""
    if child.node_type not in run.types:
        return child
    code = child.body.rstrip()
    for token in (run.sep, run.term):  # the terminator too where the merged run drops it
        if token and code.endswith(token):
            return child.copy(body=code[: -len(token)] + child.body[len(code) :])
    return child


def _separate_run(outs: list[_Out], run: _Run) -> None:
    """The separator after every merged member of the run but the last, and the
    terminator after the last. A run every version has first stays first: each side's
    new constant goes above the other side's new method, not between the two."""
    members = [out for out in outs if out.key in run.keys]
    if run.first:
        outs[:] = members + [out for out in outs if out.key not in run.keys]
    _separate(members, run.sep, run.trailing and not run.closed)
    if members and run.closed:
        _separate(members[-1:], run.term, True)


def _trails(children: list[SymbolNode], sep: str, commented: set[str]) -> bool:
    """Does the last member end with the separator (``x: i32,`` before ``}``, or
    before a comment, see :func:`_commented`)?"""
    if not children:
        return False
    return _code_of(children[-1].body, commented).endswith(sep)


def _unseparated(children: list[SymbolNode], sep: str, last: set[str]) -> list[SymbolNode]:
    """The members that are last in some version (keys ``last``), without their trailing
    separator: a comma added to the old last member because a member now follows it is
    not an edit of that member. Other members keep theirs, so a conflict on one shows
    each side's text as it is."""
    out = []
    for child in children:
        code = child.body.rstrip()
        if child.key in last and code.endswith(sep):
            child = child.copy(body=code[: -len(sep)] + child.body[len(code) :])
        out.append(child)
    return out


def _commented(kids: list[list[SymbolNode]], sep: str) -> set[str]:
    """The comments (stripped) that follow a member's code on its last line, after its
    separator or without one (``"a": 1, // one``, ``padding: 0 /* none */``)."""
    found = set()
    for children in kids:
        for child in children:
            if child.syntax is None:
                continue
            ts, data = child.syntax
            after = ts.next_sibling
            if after is not None and not after.is_named and after.text == sep.encode("utf-8"):
                after = after.next_sibling
            if (after is not None and "comment" in after.type
                    and after.start_point.row == ts.end_point.row
                    and after.start_point.row == after.end_point.row):
                text = data[after.start_byte : after.end_byte]
                found.add(text.decode("utf-8", "replace").strip())
    return found


def _code_of(text: str, commented: Collection[str]) -> str:
    """``text`` without a comment of ``commented`` that ends its last line after some
    code there."""
    text = text.rstrip()
    last = text.rsplit("\n", 1)[-1]
    for comment in commented:
        if last.endswith(comment) and last[: -len(comment)].strip():
            return text[: -len(comment)].rstrip()
    return text


def _separate(
    outs: list[_Out], sep: str, trailing: bool, commented: Collection[str] = ()
) -> None:
    """Put ``sep`` back after every clean member but the last, and after the last too
    when the merged versions agree it has one (``choose`` of the three).

    A member whose last line ends in a comment of ``commented`` (one that follows a
    member's code on its line in some version) gets its separator before the comment,
    where it has none there yet. Another comment gets it after the comment; the
    re-parse of the result then declines the merge.
    """
    for n, out in enumerate(outs):
        # A member both sides changed is its lead and its merged text: the last piece
        # with code ends it.
        k = max((i for i, p in enumerate(out.pieces) if p.text.strip()), default=None)
        if k is not None and out.pieces[k].conflicts:
            if n < len(outs) - 1 or trailing:
                _separate_conflict(out.pieces[k], sep)
            continue
        if k is None or any(p.conflicts for p in out.pieces):
            continue
        text = "".join(p.text for p in out.pieces[k:])
        code = text.rstrip()
        if n == len(outs) - 1 and not trailing:
            # Last now, where no version ends its list with the separator (``"a": 1,``
            # before ``}`` after each side deleted one of the keys below it): none.
            _drop_sep(out, k, text, sep, commented)
            continue
        if not code or _code_of(code, commented).endswith(sep):
            continue
        out.pieces = [*out.pieces[:k], Piece(_with_sep(text, sep, commented))]
        if out.node is not None or len(out.pieces) > 1:
            body = out.body.rstrip() + text[len(code) :]
            out.body = _with_sep(body, sep, commented)


def _drop_sep(out: _Out, k: int, text: str, sep: str, commented: Collection[str]) -> None:
    """Take the separator off the end of ``out``'s code (its pieces from ``k`` on, whose
    text is ``text``), before a comment of ``commented``."""
    code = _code_of(text, commented)
    if not code.endswith(sep):
        return
    at = len(code) - len(sep)
    out.pieces = [*out.pieces[:k], Piece(text[:at] + text[len(code) :])]
    body = out.body
    code = _code_of(body, commented)
    if (out.node is not None or len(out.pieces) > 1) and code.endswith(sep):
        out.body = body[: len(code) - len(sep)] + body[len(code) :]


def _with_sep(text: str, sep: str, commented: Collection[str]) -> str:
    """``text`` with ``sep`` after its code: before a comment of ``commented`` that ends
    its last line, else at its end (before trailing white space)."""
    code = text.rstrip()
    at = len(_code_of(code, commented))
    return code[:at] + sep + code[at:] + text[len(code) :]


def _separate_conflict(piece: Piece, sep: str) -> None:
    """Put ``sep`` back after a conflicted member that is not last: after its last line
    of code, or where it ends inside a conflict block, after the code of each side's
    section (so that keeping either side leaves the list well formed)."""
    lines = piece.text.splitlines(keepends=True)
    first, end = piece.conflicts[-1]
    if any(line.strip() for line in lines[end:]):
        _end_with(lines, range(end, len(lines)), sep)
    else:
        size = len(lines[first]) - len(lines[first].lstrip("<"))
        markers = {c * size for c in "<|=>"}
        marks = [k for k in range(first, end) if lines[k][:size] in markers]
        for start, stop in pairwise(marks):
            _end_with(lines, range(start + 1, stop), sep)
    piece.text = "".join(lines)


def _end_with(lines: list[str], rows: range, sep: str) -> None:
    """Append ``sep`` to the last line of code among ``rows`` of ``lines``, if missing."""
    for k in reversed(rows):
        code = lines[k].rstrip()
        if code:
            if not code.endswith(sep):
                lines[k] = code + sep + lines[k][len(code) :]
            return


def _leading_first(
    order: list[str], base: list[SymbolNode], *sides: list[SymbolNode]
) -> list[str]:
    """``order`` with the statements that must lead the scope (a docstring, then future
    imports) first, in the spec's order, where a side added one at its start: after
    the other side's insertion there, a docstring would be a plain string and a future
    import an error. Unchanged when no side added one."""
    rank: dict[str, int] = {}
    new = False
    for version in (base, *sides):
        for node in version:
            if not node.leading:
                break  # only the run at the scope's start leads it
            rank.setdefault(node.key, node.leading)
            new = new or version is not base and all(n.key != node.key for n in base)
    if not new:
        return order
    heads = sorted((k for k in order if k in rank), key=rank.__getitem__)
    return heads + [k for k in order if k not in rank]


def _comments_to_first(b: SymbolNode, side: SymbolNode) -> SymbolNode:
    """``side`` with the comment lines it added at the end of the container's header,
    right above its first member, moved into that member's lead, where comments above
    any other member are: where the other side adds members at the top, the comment
    stays on the member it describes instead of going to the other side's."""
    if not side.children or side.header == b.header or not side.header.startswith(b.header):
        return side
    added = side.header[len(b.header):].splitlines(keepends=True)
    run = 0
    while run < len(added) and added[len(added) - 1 - run].strip():
        run += 1  # the lines right above the member, up to a blank line
    if not run:
        return side
    moved = "".join(added[len(added) - run:])
    first = side.children[0]
    children = [first.copy(lead=moved + first.lead), *side.children[1:]]
    return side.copy(header=side.header[: len(side.header) - len(moved)], _children=children)


#: The key of a container's closing comment lines while they are merged as a member.
_TAIL = "\x00tail"


def _tail_as_member(
    b: SymbolNode, l: SymbolNode, r: SymbolNode
) -> tuple[SymbolNode, SymbolNode, SymbolNode]:
    """The three versions of a container with the comment lines that close its base
    (a commented-out last entry) as a member of their own, when a side appended members
    below them: there they became the lead of the side's first new member.

    Both sides appending would otherwise each carry the comment in a lead, and the
    result would hold it twice; as a member it is kept once, above both sides' new
    members, or dropped if a side deleted it. Versions that still close with the comment
    (as it was, or edited) hold it as the member too, so that every version says the
    same of it.
    """
    if not b.footer.strip():
        return b, l, r  # the common case: nothing closes the base but its end
    keys = {c.key for c in b.children or ()}
    tail = next((t for t in (_moved_tail(b, v, keys) for v in (l, r)) if t is not None), None)
    if tail is None:
        return b, l, r
    rest = b.footer[len(tail) :]
    member = SymbolNode(_TAIL, "comment", "", "", tail, b.line)
    out = []
    for version in (b, l, r):
        kids = version.children or []
        at = next((i for i, c in enumerate(kids) if c.key not in keys
                   and c.lead.startswith(tail) and version.footer == rest), None)
        changed = version.footer[: len(version.footer) - len(rest)]
        if changed.strip() and at is None and version.footer.endswith(rest):
            # Still closing the container, as it was or edited: the member, in place.
            version = version.copy(footer=rest, _children=[*kids, member.copy(body=changed)])
        elif at is not None and version is not b:
            lead = kids[at].lead[len(tail) :]
            version = version.copy(_children=[*kids[:at], member, kids[at].copy(lead=lead),
                                              *kids[at + 1 :]])
        out.append(version)
    return out[0], out[1], out[2]


def _moved_tail(b: SymbolNode, side: SymbolNode, keys: set[str]) -> str | None:
    """The comment lines that close ``b`` (whose members have ``keys``) if ``side``
    moved them into the lead of a member it appended below them, else None."""
    if side.footer == b.footer or not b.footer.endswith(side.footer):
        return None
    tail = b.footer[: len(b.footer) - len(side.footer)]
    if not tail.strip() or not tail.endswith("\n"):
        return None
    new = [c for c in side.children or () if c.key not in keys]
    return tail if any(c.lead.startswith(tail) for c in new) else None


def _new_first_lead(base: list[SymbolNode], side: list[SymbolNode]) -> dict[str, str]:
    """A member a side added before all others has no lead (what precedes it is the
    container's header). If the other side's additions land before it, it gets the blank
    lines the side put between it and the next member, so the two stay apart."""
    if len(side) < 2:
        return {}
    first = side[0]
    if first.is_import or any(n.key == first.key for n in base):
        return {}  # imports stay together in their run
    gap = _gap(side[1].lead)  # not the comment there, which belongs to the next member
    if not gap or first.lead[:1] == "\n":
        return {}
    return {first.key: gap + first.lead}  # first.lead: its own doc comment, if any


def _placed_lead(b: SymbolNode, l: SymbolNode, r: SymbolNode, first: bool) -> str | None:
    """The blank lines before a member at its place in the result, when its three
    versions have only blank lines there and a side put it first or moved it from
    first: none first, else the blank lines it has where it is not first. None to
    leave the leads to the merge (a comment there, or placed alike)."""
    leads = [b.lead, l.lead, r.lead]
    if any(lead.strip() for lead in leads):
        return None
    if first:  # brought first from further down, or first on a side but not here
        return "" if any(leads) and not all(leads) else None
    if l.lead and r.lead:
        return None  # placed after another member on both sides: their own merge
    return l.lead or r.lead or b.lead or None


def _first_place_leads(
    key: str, nodes: tuple[SymbolNode | None, ...], versions: tuple[list[SymbolNode], ...],
    first: bool,
) -> tuple[SymbolNode | None, ...]:
    """The blank lines that open a member's lead follow its place, not the version it
    comes from; its comment lines are its own.

    A member first in its container opens with the container's top spacing (none,
    mostly); elsewhere, with the gap between two members. A side that deleted the
    member above this one, or added one, changed those blank lines only by moving it to
    or from first place. Emitted first (``first``), each version's lead opens with that
    version's top spacing. Emitted further down while a side has it first, every
    version that has it first (the base too) opens with the gap of a version that has
    it further down: the base's, else the other side's, which moved it there. Then the
    comment a side put above it keeps the gap, and the lead tells only that change.
    """
    out = list(nodes)
    tops = [n is not None and bool(v) and v[0].key == key
            for n, v in zip(nodes, versions, strict=True)]
    if not first and (tops[1] or tops[2]):
        donor = next((n for n, top in zip(nodes, tops, strict=True)
                      if n is not None and not top), None)
        for i, node in enumerate(nodes):
            if donor is not None and node is not None and tops[i]:
                out[i] = node.copy(lead=_gap(donor.lead) + _after_gap(node.lead))
        return tuple(out)
    for i, node in enumerate(nodes):
        if first and node is not None and versions[i] and versions[i][0].key != key:
            out[i] = node.copy(lead=_gap(versions[i][0].lead) + _after_gap(node.lead))
    return tuple(out)


def _gap(lead: str) -> str:
    """The blank lines that open a lead."""
    return lead[: len(lead) - len(_after_gap(lead))]


def _after_gap(lead: str) -> str:
    """A lead past its opening blank lines: its comments, from the first one's line."""
    stripped = lead.lstrip(" \t\r\n")
    if not stripped:
        return ""
    return lead[lead.rfind("\n", 0, len(lead) - len(stripped)) + 1 :]


def _item_layout(b: ItemList, li: ItemList, ri: ItemList) -> tuple[ItemList, list[ItemList]]:
    """The list whose layout a merged list takes, and those whose separators between
    two items it keeps. A side that laid the list out anew (its separators are not the
    kinds base has: one import per line where base had one line) sets the layout
    alone, the other side's items joining in it; else the side that changed the items
    (left if both), each version keeping the separator of a pair it has."""
    relaid = [x for x in (li, ri) if b.seps and x.seps and set(x.seps) != set(b.seps)]
    if len(relaid) == 1:
        return relaid[0], relaid
    return (li if li.items != b.items else ri), [li, ri]


def _lead_deleted_below(
    node: SymbolNode | None, b_next: SymbolNode | None, other_next: SymbolNode | None,
    other: dict[str, SymbolNode], shared: set[str],
) -> SymbolNode | None:
    """``node``, a member one side inserted right below a comment block (between two
    members, commented-out code or a note), which its lead took over from the member
    below (``b_next``, as base has it): where the other side deleted that block
    (``other_next``, its version of the member below, has none of its comment lines,
    nor has any other member of ``other``, that side's members by key), ``node`` opens
    with what the other side left there instead. Kept, the block would undo the
    deletion. A member the other side inserted there too took the block over likewise:
    the block is not deleted, and stays once, above the first of them (``shared``: the
    blocks so placed, in the order members are emitted)."""
    if node is None or b_next is None or other_next is None:
        return node
    block = b_next.lead
    comments = [line for line in split_lines(block) if line.strip()]
    if not comments or not node.lead.startswith(block) or other_next.lead == block:
        return node
    if any(line in split_lines(other_next.lead) for line in comments):
        return node
    # A new member of the other side's carries the block: it stays above the first,
    # and the second is parted from it as the other side parts its own from the next.
    carried = any(comments[0] in split_lines(m.lead) for m in other.values() if m is not other_next)
    if carried and block not in shared:
        shared.add(block)
        return node
    return node.copy(lead=other_next.lead + node.lead[len(block) :])


def _with_lead(node: SymbolNode | None, lead: str) -> SymbolNode | None:
    return node.copy(lead=lead) if node is not None else None


def _lead_after_insertion(
    b: SymbolNode, side: SymbolNode | None, prev: str | None, base_keys: dict[str, SymbolNode]
) -> SymbolNode | None:
    """The blank lines a side put between a member it added and this one belong to the
    pair, as :func:`_keep_lead`'s do: when this member, first in the base, comes first in
    the result although the side added a member before it (the other side added the
    same member elsewhere, and that copy is kept), it keeps its base lead. A function
    both sides added, one at the top of the file and one at the end, must not leave
    blank lines at the top. Elsewhere the blank lines stay: they also part this member
    from whatever the result puts before it.
    """
    if side is None or prev is None or prev in base_keys:
        return side
    if side.lead == b.lead or side.lead.strip() or b.lead.strip():
        return side  # a comment: it may be this member's
    return side.copy(lead=b.lead)


def _keep_lead(
    b: SymbolNode, side: SymbolNode | None, prev: str, side_keys: dict[str, SymbolNode]
) -> SymbolNode | None:
    """The blank lines and comments between two members belong to the pair.

    When a side deleted the previous member (and so the lines before this one) but the
    previous member stays in the result (a conflict, or kept by the other side), this
    member keeps its base lead.
    """
    if side is None or prev in side_keys or side.lead == b.lead:
        return side
    return side.copy(lead=b.lead)


def _moved_into(node: SymbolNode | None, gone: dict[str, SymbolNode]) -> SymbolNode | None:
    """A definition deleted at this level by both sides that ``node`` holds nested."""
    if node is None or not gone or not node.children:
        return None
    stack = list(node.children)
    while stack:
        child = stack.pop()
        for name in child.bindings:
            if name in gone and gone[name].kind == child.kind:
                return gone[name]
        stack.extend(child.children or ())
    return None


def _only_imports(*containers: SymbolNode) -> bool:
    """A block of imports only (``if TYPE_CHECKING:``) is unordered, like a module's."""
    return all(n.is_import for c in containers for n in c.children or ())


def _names(text: str, binding: str) -> bool:
    """Does ``text`` mention the name an import binding defines (``import a.b``: ``a.b``)?

    Any mention counts, in a string or comment too: an import is dropped only when
    the name is surely gone.
    """
    import re  # only when an import was restated on one side and deleted on the other

    name = binding.split()[-1]
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


class _Recount:
    """Counts of a statement in the whole text of base's, left's and right's lists and
    of the merged one, inside other statements too (joined on first use: most merged
    lists need no recount)."""

    def __init__(self, lists: list[list[SymbolNode]], merged: list[Piece]) -> None:
        self.lists = lists
        self.merged = merged
        self.texts: list[str] = []

    def __call__(self, statement: str) -> tuple[int, int, int, int]:
        if not self.texts:
            self.texts = ["\n" + _joined(nodes) for nodes in self.lists]
            self.texts.append("\n" + "".join(p.text for p in self.merged))
        b, l, r, m = (t.count("\n" + statement) for t in self.texts)
        return b, l, r, m


def _whole_statements(text: str, statement: str) -> int:
    """How often ``statement`` (whole lines) stands in ``text`` (sibling statements,
    starting with a newline) as a statement of that list: at the start of a line, with
    no less indented line just before it (a block opener: it would stand inside a
    block or an ``else:`` clause) and no more indented one just after it (it would be
    the start of a longer statement, a block that a merge extended at its end)."""
    first = statement.split("\n", 1)[0]
    indent = _indent(first)
    found = 0
    at = text.find("\n" + statement)
    while at >= 0:
        before = text[max(0, at - 4096) : at].rstrip("\n").rsplit("\n", 1)[-1]
        end = at + 1 + len(statement)
        after = text[end : end + 4096].lstrip("\n").split("\n", 1)[0]
        if (not before.strip() or _indent(before) >= indent) and (
            not after.strip() or _indent(after) <= indent
        ):
            found += 1
        at = text.find("\n" + statement, at + 1)
    return found


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _change_follows_move(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode]
) -> tuple[list[SymbolNode], list[SymbolNode], list[SymbolNode]]:
    """The three statement lists, where one side moved a statement that the other
    changed in place (:func:`~semmerge.merge.ordered.follow_move`) or inserted
    statements right below (:func:`~semmerge.merge.ordered.follow_insertion`), with
    that statement (and the insertion) moved likewise in base and in the other side's
    list: the move then meets no change, and the change is merged where the mover put
    the statement."""
    for mover_is_left in (True, False):
        mover, editor = (left, right) if mover_is_left else (right, left)
        # By whole text first (a comment the editor added above the statement is a
        # change of it), else by body (a statement moved without its blank lines).
        plan = follow_move(*([n.text for n in v] for v in (base, mover, editor))) or \
            follow_move(*([n.body for n in v] for v in (base, mover, editor)))
        if plan is not None:
            i, k, pb, pe = plan
            base, editor = _moved(base, i, pb), _moved(editor, k, pe)
            return (base, mover, editor) if mover_is_left else (base, editor, mover)
        insertion = follow_insertion(*([n.text for n in v] for v in (base, mover, editor)))
        if insertion is not None:
            i, k0, k1, pb, pe = insertion
            base, editor = _moved(base, i, pb), _moved(editor, k0, pe, k1)
            return (base, mover, editor) if mover_is_left else (base, editor, mover)
    return base, left, right


def _moved(
    nodes: list[SymbolNode], at: int, after: int, end: int | None = None
) -> list[SymbolNode]:
    """``nodes`` with ``nodes[at:end]`` (``nodes[at]`` without ``end``) moved to right
    after ``nodes[after]`` (-1: first)."""
    end = at + 1 if end is None else end
    rest = nodes[:at] + nodes[end:]
    where = after + 1 if after < at else after - (end - at) + 1
    return rest[:where] + nodes[at:end] + rest[where:]


def _under_head(side: list[SymbolNode]) -> set[str]:
    """The keys of imports a side has first in the scope or right under what leads it (a
    module's docstring): where base's scope has no imports, they open its import block,
    as an import right under others carries that block on (:func:`_continues_run`)."""
    found: set[str] = set()
    for prev, node in zip([None, *side], side, strict=False):
        if node.leading:
            if node.is_import:  # a future import
                found.add(node.key)
            continue
        if not node.is_import or not (prev is None or prev.leading or prev.key in found):
            break
        found.add(node.key)
    return found


def _takes_place_of(new: SymbolNode, old: SymbolNode) -> bool:
    """Can ``new``, inserted where its side deleted ``old``, take ``old``'s place in the
    order? Where it is of its kind and, like it, set apart by a blank line or not: an
    import appended to the group above a deleted group does not replace it."""
    def apart(node: SymbolNode) -> bool:
        return any(not line.strip() for line in node.lead.splitlines())

    return new.kind == old.kind and apart(new) == apart(old)


def _continues_run(node: SymbolNode) -> bool:
    """Is an inserted member an import right under what precedes it (no blank line)?
    Other members right under their predecessor tell less: test functions are often
    appended with or without a blank line."""
    return node.is_import and all(line.strip() for line in node.lead.splitlines())


def _joined(nodes: list[SymbolNode]) -> str:
    return "".join(n.text for n in nodes)


def _counterparts(base: list[SymbolNode], side: list[SymbolNode]) -> dict[int, int] | None:
    """For a side that kept or changed every statement of ``base`` and inserted others
    among them: side position -> base position of each such statement, matched in
    order (the first of the side's left that is the base statement, or is of its kind
    and alike: most of its text kept, and no copy of another base statement). None
    unless every base statement is matched."""
    found: dict[int, int] = {}
    k = 0
    texts = {b.text for b in base}
    for i, b in enumerate(base):
        # A statement keyed by what it assigns ('order = Order(...)') is the side's
        # statement of that key, not an earlier one alike ('total = float(...)').
        same_key = next((j for j in range(k, len(side)) if side[j].kind == b.kind != "stmt"
                         and side[j].key == b.key), None)
        if same_key is not None:
            k = same_key
        while k < len(side) and not _alike_statement(b, side[k], texts):
            k += 1
        if k == len(side):
            return None
        found[k] = i
        k += 1
    return found


def _added_twice(
    b: str, l: str, r: str, merged: str, once: tuple[str, ...] = ()
) -> str | None:
    """``merged`` (a clean line merge of a container's header), if it holds a line both sides
    added more often than either side holds it (``@login_required`` each put at another
    place of one decorator stack: a function wrapped twice); else None. Lines with
    fewer than eight letters or digits (``pass``, ``}``) may well repeat, unless they
    start with a clause of the spec's ``clauses_once`` (``once``: ``@Timed``)."""
    old = Counter(split_lines(b))
    sides = [Counter(split_lines(x)) for x in (l, r)]
    both = [line for line in (sides[0] - old).keys() & (sides[1] - old).keys()
            if sum(map(str.isalnum, line)) >= 8 or line.lstrip().startswith(once)]
    if not both:
        return None
    have = Counter(split_lines(merged))
    if any(have[line] > max(sides[0][line], sides[1][line]) for line in both):
        return merged
    return None


def _may_repeat(
    bm: Mapping[str, SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
    values: frozenset[str],
) -> bool:
    """Does a member one side added bind a name that a member of the other side, under
    another key, binds too, or did both sides add members whose values must differ (an
    enum's)?"""
    for mine, theirs in ((left, right), (right, left)):
        new = [n for n in mine if n.key not in bm]
        if not new:
            continue
        keys = {n.key for n in new}
        names = {b for n in new for b in n.bindings}
        if names and not names.isdisjoint(
                b for n in theirs if n.key not in keys for b in n.bindings):
            return True
        if values and any(n.node_type in values for n in new) and any(
                n.node_type in values and n.key not in bm for n in theirs):
            return True
    return False


def _both_added_clauses(b: str, l: str, r: str, once: tuple[str, ...]) -> bool:
    """Did each side add a line of its own to a header that starts with a clause of
    ``once`` (a decorator, ``@``)?"""
    if not once:
        return False
    old = set(split_lines(b))
    added = [{line for line in split_lines(x) if line not in old
              and line.lstrip().startswith(once)} for x in (l, r)]
    return bool(added[0] - added[1]) and bool(added[1] - added[0])


def _changed_alike(base: list[SymbolNode], side: list[SymbolNode]) -> bool:
    """Is each of ``side``'s statements its base statement, one for one, or alike it
    (:func:`_alike_statement`)?"""
    texts = {b.text for b in base}
    return all(_alike_statement(b, s, texts) for b, s in zip(base, side, strict=True))


def _alike_statement(b: SymbolNode, s: SymbolNode, texts: Collection[str]) -> bool:
    """Is ``s`` the base statement ``b``, or a change of it: of its kind, most of its
    text kept (for a long statement, whose text a character diff would take seconds to
    compare, most of its lines), and no copy of another base statement (``texts``)?"""
    if s.text == b.text:
        return True
    if s.kind != b.kind or s.text in texts:
        return False
    if len(b.text) + len(s.text) > _LONG_STATEMENT:
        return likeness(split_lines(b.text), split_lines(s.text))[0] >= 0.5
    return alike_text(b.text, s.text)


#: Characters of a statement and its new version past which they are compared by lines.
_LONG_STATEMENT = 4000


def _import_forms(node: SymbolNode, brackets: str) -> set[str]:
    """Each name an import statement imports, written as a statement of its own without
    layout: white space and the language's ``brackets`` (``from typing import (Any,
    Optional)``: ``fromtypingimportAny`` and ``fromtypingimportOptional``), so that two
    statements importing one name the same way meet."""
    items = node.items
    if items is not None:
        texts = [items.prefix + i + items.suffix for i in items.items]
    else:  # ``import os, sys``: the parser's ``import sys`` for each module
        plain = [b for b in node.bindings if b.startswith(PLAIN_IMPORT)]
        texts = plain if len(plain) > 1 else [node.text]
    drop = dict.fromkeys(map(ord, brackets))
    return {"".join(t.split()).translate(drop).rstrip(";").rstrip(",") for t in texts}


def _one_per_line(
    added: SymbolNode, givers: list[SymbolNode], adder: Mapping[str, SymbolNode],
    bm: Mapping[str, SymbolNode], merged: Mapping[str, _Out], brackets: str,
) -> tuple[SymbolNode, list[SymbolNode]] | None:
    """Where the statement that also imports ``added``'s names is a plain import of
    several modules the other side wrote in place of base's (``import os`` made
    ``import os, sys``) and the adding side kept base's and added its own (``import
    sys``): that statement, and base's it replaced, to stand in its place. The result
    then imports each module on a line of its own, as the adding side wrote it and PEP 8
    asks. None when the statement adds other names too, or base's are no longer
    there to restore as they were."""
    forms = _import_forms(added, brackets)
    for giver in givers:
        plain = [b for b in giver.bindings if b.startswith(PLAIN_IMPORT)]
        theirs = _import_forms(giver, brackets)
        if len(plain) < 2 or giver.key in bm or giver.lead.strip() or not forms <= theirs:
            continue
        restored = [b for b in bm.values() if b.is_import and b.key in adder
                    and b.key not in merged and _import_forms(b, brackets) <= theirs]
        held = {f for b in restored for f in _import_forms(b, brackets)}
        if restored and held | forms == theirs and not held & forms:
            return giver, restored
    return None


def _imports_both_added(ls: list[SymbolNode], rs: list[SymbolNode]) -> list[SymbolNode] | None:
    """Imports both sides inserted at one place of a statement list (under ``if
    TYPE_CHECKING:``, in ``try: ... except ImportError:``): left's, then right's not
    already there, as at the top of a module, where imports merge as a set. None when
    either side inserted anything else, or both bind one name by different statements
    (``import json`` against ``import ujson as json``)."""
    if not ls or not rs or not all(n.is_import for n in (*ls, *rs)):
        return None
    texts = {n.text.strip() for n in ls}
    added = [n for n in rs if n.text.strip() not in texts]
    bound = {name for n in ls for name in n.bindings}
    if not all(n.bindings for n in (*ls, *rs)) or any(
        name in bound for n in added for name in n.bindings
    ):
        return None
    return [*ls, *added]


def _new_imports(bs: list[SymbolNode], side: list[SymbolNode]) -> int:
    """How many imports ``side`` starts with that base's statements here do not hold."""
    texts = {n.text for n in bs}
    n = 0
    while n < len(side) and side[n].is_import and side[n].text not in texts:
        n += 1
    return n


def _common_run(a: list[SymbolNode], b: list[SymbolNode]) -> int:
    """How many statements ``a`` and ``b`` start with alike."""
    n = 0
    while n < min(len(a), len(b)) and a[n].text == b[n].text:
        n += 1
    return n


def _paired_run(base: list[SymbolNode], run: list[SymbolNode]) -> int:
    """How many statements ``base`` starts with that are those of ``run`` (statements
    both sides put there alike): the same text, or the same declaration both sides
    changed alike ('int n = 1;' that became 'int n = 2;'). Such a base statement is
    the run's, not the other changes': merged with them, a side's new declaration of
    another name would pass for a rename of it and take the other side's value."""
    n = 0
    while n < min(len(base), len(run)) and (
        base[n].text == run[n].text
        or (base[n].kind != "stmt" and base[n].key == run[n].key)
    ):
        n += 1
    return n


def _merged_out(lead: Piece, rest: list[Piece]) -> _Out:
    """A member both sides changed, merged: ``body`` is its text after the lead, which
    the statement count of its list counts."""
    return _Out([lead, *rest], body="".join(p.text for p in rest))


def _take(node: SymbolNode) -> _Out:
    return _Out([Piece(node.text)], node, node.lead, node.body)


def _restore(node: SymbolNode) -> _Out:
    out = _take(node)
    out.restored = True
    return out


def _text(node: SymbolNode | None) -> str:
    return node.text if node is not None else ""


def _by_key(nodes: list[SymbolNode]) -> dict[str, SymbolNode]:
    return {n.key: n for n in nodes}


def _align_repeats(base: list[SymbolNode], side: list[SymbolNode]) -> list[SymbolNode]:
    """Re-key a side's statements by content, not by occurrence number.

    Two ``try:`` blocks are ``try:`` and ``try:#2`` (two ``X = ...`` assignments ``var X``
    and ``var X#2``); when a side deletes the first, its second would inherit the first's
    key and look like an edit of it. Statements the diff of base and side aligns keep
    the base key; so does one it does not align (a side moved it) whose key no aligned
    statement took, when it has that base statement's text or when neither version
    repeats the key. The others get keys no base statement has (an edit is then
    re-paired by :func:`~semmerge.merge.pairing.pair_modified`).
    """
    base_text = [n.body for n in base]  # leads move when a neighbour goes
    side_text = [n.body for n in side]
    matched: dict[int, str] = {}
    for i, j, n in diff_blocks(base_text, side_text):
        for k in range(n):
            matched[j + k] = base[i + k].key
    base_body = {n.key: n.body for n in base}
    repeated = _repeated(base_body) | _repeated({n.key for n in side})
    taken = set(matched.values())
    if repeated:
        matched.update(_alike_repeats(base, side, matched, repeated, taken))
        taken = set(matched.values())
    out = []
    for j, node in enumerate(side):
        key = matched.get(j)
        if key is None and node.key not in taken and node.key in base_body and (
            base_body[node.key] == node.body or node.key not in repeated
        ):
            # The base statement, moved (its text), or edited below its first line,
            # which no other statement of either version starts with.
            taken.add(node.key)
        elif key is None and (node.key in taken or (pairable(node) and node.key in base_body)):
            key = f"{node.key}@{j}"  # not the base statement that happens to share its key
        elif key is None and node.key not in base_body and (
            node.repeatable or (pairable(node) and _NUMBERED.search(node.key))
        ):
            key = _new_repeat_key(node)
        out.append(node.copy(key=key) if key is not None and key != node.key else node)
    return out


def _new_repeat_key(node: SymbolNode) -> str:
    """The key of a repeatable definition (a Go ``init``, an ``@overload`` stub) or a
    repeated statement (a second Java ``static {`` block) base does not have: its text,
    not its occurrence number, which two sides adding one each would give alike
    (``init#2``), making two definitions one clashing edit. The same text added by both
    sides still merges as one."""
    return f"{_NUMBERED.sub('', node.key)}#+{node.body.strip()}"


#: The occurrence number the parse gives a key that repeats in its container.
_NUMBERED = re.compile(r"#\d+$")


def _alike_repeats(
    base: list[SymbolNode], side: list[SymbolNode], matched: dict[int, str],
    repeated: set[str], taken: set[str],
) -> dict[int, str]:
    """Side statements the diff left unaligned whose key repeats, paired with the base
    statement of that key most alike to them, header included.

    ``T Get<T>(string)`` and ``string Get(string)`` share a key (the key does not tell
    them apart); a side that deletes the one and edits the other leaves the edited one
    first, under the first's rank: by its text it is the second, edited.
    """
    roots = {key: _repeat_root(key, repeated) for key in repeated}
    free = {b.key: alnum_lines(split_lines(b.body))
            for b in base if b.key in roots and b.key not in taken}
    scored = []
    for j, node in enumerate(side):
        if j in matched or node.key not in roots:
            continue
        lines = alnum_lines(split_lines(node.body))
        for key, base_lines in free.items():
            if roots[key] == roots[node.key]:
                share, _ = likeness(base_lines, lines)
                # Word by word for short statements, not imports: their names are a set,
                # and two imports of one module share most of their words by form.
                if share < SAME_BODY and not node.is_import and max(
                    len(lines), len(base_lines)
                ) <= FEW_LINES:
                    share = token_likeness(base_lines, lines)
                if share >= SAME_BODY:
                    scored.append((share, j, key))
    paired: dict[int, str] = {}
    used: set[str] = set()
    for _, j, key in sorted(scored, key=lambda s: -s[0]):
        if j not in paired and key not in used:
            paired[j] = key
            used.add(key)
    return paired


def _repeat_root(key: str, repeated: set[str]) -> str:
    """``x`` for ``x#2`` (numbered by :mod:`semmerge.parse.tree`), else the key."""
    head, _, n = key.rpartition("#")
    return head if n.isdigit() and head in repeated else key


def _repeated(keys: Collection[str]) -> set[str]:
    """The keys of statements whose kind and first line another statement shares: ``x``
    and ``x#2``, ``x#3``... (numbered by :mod:`semmerge.parse.tree`)."""
    found: set[str] = set()
    for key in keys:
        head, _, n = key.rpartition("#")
        if n.isdigit() and head in keys:
            found.update((head, key))
    return found


def _binds_twice(merged: list[str], *sides: SymbolNode) -> bool:
    """Do the merged items bind a name more often than either side's list does?"""
    binding: dict[str, str] = {}
    most: Counter[str] = Counter()
    for side in sides:
        items = side.items.items if side.items is not None else []
        if len(side.bindings) != len(items):
            return False  # no binding per item (not an import list)
        binding.update(zip(items, side.bindings, strict=True))
        for name, n in Counter(side.bindings).items():
            most[name] = max(most[name], n)
    counts = Counter(binding.get(item, item) for item in merged)
    return any(n > 1 and n > most[name] for name, n in counts.items())


def _removed_where_replaced(base: SymbolNode, left: SymbolNode, right: SymbolNode) -> bool:
    """Did one side remove an item of an import list whose name the other side's new
    item binds instead (Go's ``"x/retry"`` removed with its uses by left, made
    ``"x/retry/v2"`` by right)? As a set, the new item would stay, unused: a
    deletion and a change of one import, which conflict."""
    maps = []
    for node in (base, left, right):
        items = node.items.items if node.items is not None else []
        if len(node.bindings) != len(items):
            return False  # no binding per item (not an import list)
        pairs = zip(items, node.bindings, strict=True)
        maps.append({" ".join(i.split()): name for i, name in pairs})
    b, l, r = maps
    for one, other in ((l, r), (r, l)):
        new = {name for item, name in other.items() if item not in b}
        kept = set(one.values())
        if any(item not in one and item not in other and name in new and name not in kept
               for item, name in b.items()):
            return True
    return False


def _nested_twice(base: list[str], left: list[str], right: list[str]) -> bool:
    """Did both sides rewrite one nested list among the items, each its own way
    (Rust's ``io::{self, Read}`` extended by each side)? Kept as two new items, it
    would be imported twice; the item merge declines, and the merge by syntax merges
    the nested list."""
    def heads(items: set[str]) -> set[str]:
        return {head for item in items if (head := _nested_head(item))}

    bs, ls, rs = ({" ".join(i.split()) for i in v} for v in (base, left, right))
    return bool(heads(bs - ls - rs) & heads(ls - bs - rs) & heads(rs - bs - ls))


def _nested_head(item: str) -> str:
    """What precedes an item's nested list (``io::`` of ``io::{self, Read}``), or ""."""
    cut = min((k for k in map(item.find, "{([") if k > 0), default=-1)
    return item[:cut].strip() if cut > 0 else ""


def _group_of(versions: list[ItemList]) -> dict[str, int] | None:
    """The blank-line group each item of a list is in: base's, unless a side moved it
    (left's if both did); None when the versions have different numbers of groups."""
    runs = [_groups(v) for v in versions]
    if len({len(r) for r in runs}) != 1:
        return None
    return {item: n for r in (runs[0], runs[2], runs[1])
            for n, group in enumerate(r) for item in group}


def _groups(items: ItemList) -> list[list[str]]:
    """The items of a list split at separators holding a blank line."""
    groups: list[list[str]] = [[]]
    for n, item in enumerate(items.items):
        if n and "\n\n" in items.seps[n - 1]:
            groups.append([])
        groups[-1].append(item)
    return groups


def _sortable(node: SymbolNode) -> bool:
    """An import, or a member its spec keeps sorted like one (a JSON key)."""
    return node.is_import or node.sorted_member


def _import_runs(nodes: list[SymbolNode]) -> list[list[SymbolNode]]:
    """Maximal runs of imports (or sorted members) not separated by blank lines or
    comments."""
    runs: list[list[SymbolNode]] = []
    current: list[SymbolNode] = []
    for n in nodes:
        if _sortable(n) and current and not n.lead:
            current.append(n)
            continue
        if current:
            runs.append(current)
        current = [n] if _sortable(n) else []
    if current:
        runs.append(current)
    return runs


def _sorted_run(run: list[_Out], key: Callable[[SymbolNode], object]) -> list[_Out]:
    """Sort a run of clean import outputs; the run's first lead stays in front."""
    first_lead = run[0].lead
    ordered = sorted(run, key=lambda o: key(o.node))  # type: ignore[arg-type]
    out = []
    for i, o in enumerate(ordered):
        lead = first_lead if i == 0 else ""
        out.append(_Out([Piece(lead + o.body)], o.node, lead, o.body))
    return out


def _insertions(base: set[str], side: list[SymbolNode]) -> dict[str | None, list[SymbolNode]]:
    """The members a side inserted, by the base member they follow in it (None: first)."""
    found: dict[str | None, list[SymbolNode]] = {}
    anchor: str | None = None
    for node in side:
        if node.key in base:
            anchor = node.key
        else:
            found.setdefault(anchor, []).append(node)
    return found


def _check_ordered_moves(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
    kinds: Collection[str], scope: tuple[str, ...],
) -> None:
    """A side that moved a member of a kind whose order matters (the spec's
    ``ordered_kinds``) past others changed what runs before it: the file is merged by
    lines, as git would, rather than the move combined with the other side's changes
    around it (comments above it, members beside it)."""
    from difflib import SequenceMatcher

    kind = {n.key: n.kind for n in base}
    for side in (left, right):
        keys = [n.key for n in side if n.key in kind]
        order = [n.key for n in base if n.key in set(keys)]
        if keys == order:
            continue
        matcher = SequenceMatcher(None, order, keys, autojunk=False)
        kept = {k for b in matcher.get_matching_blocks() for k in order[b.a:b.a + b.size]}
        if any(kind[k] in kinds for k in order if k not in kept):
            where = ".".join(scope) or "the file"
            raise Fallback(f"a side moved statements of {where}")


def _check_ordered_replacements(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
    kinds: Collection[str], scope: tuple[str, ...],
) -> None:
    """A member of a kind whose order matters (the spec's ``ordered_kinds``), or of one
    of the spec's ``replaced_kinds``, that one side took out and put new members in its
    place (an append whose key changed, a conditional wrapped around it, an assignment
    with another operator), while the other side changed or deleted it: by keys
    the first side deleted it and added something else, so the other side's change was
    lost without a conflict, or its deletion undone inside the new members. The file is
    merged by lines, as git would (a conflict there)."""
    base_text = {n.key: n.text for n in base}
    for side, other in ((left, right), (right, left)):
        side_text = {n.key: n.text for n in side}
        inserted = _insertions(set(base_text), side)
        other_text = {n.key: n.text for n in other}
        anchor: str | None = None
        for node in base:
            if node.key in side_text:
                anchor = node.key
                continue
            if node.kind not in kinds or other_text.get(node.key) == node.text:
                continue
            # In its place: new members in its gap, or the member above it changed (a
            # grammar may read what follows a member as part of it: tree-sitter-make
            # takes a conditional below a recipe into the rule). Where the other side
            # deleted it too, a changed member above must hold it (wrapped), or both
            # sides' deletion next to an unrelated change would count.
            above = side_text.get(anchor) if anchor is not None else None
            changed_above = above is not None and above != base_text[anchor] and (
                node.key in other_text or node.text.strip() in above)
            if anchor in inserted or changed_above:
                where = ".".join(scope) or "the file"
                raise Fallback(f"a side replaced a statement of {where} the other changed")


def _check_inserted_among_deleted(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
    scope: tuple[str, ...],
) -> None:
    """Statements one side inserted right below a statement the other side deleted and
    above one it deleted or rewrote from its first line (a script's lines the other
    side moved into a ``def main()``), reading a name those statements set, have lost
    their place: by keys they would land among what is left, outside any conflict,
    where that name is no longer set. The file is merged by lines, as git merges it
    (one conflict over both sides' versions). Without the name, a ``try:`` block put
    between an import and a constant the other side rewrote has its place all the
    same."""
    in_base = {n.key: n.text for n in base}
    nodes = {n.key: n for n in base}
    for side, other in ((left, right), (right, left)):
        kept = {n.key: n.text for n in other}
        above: str | None = None
        run: list[SymbolNode] = []
        for node in [*side, None]:
            if node is not None and node.key not in in_base:
                run.append(node)
                continue
            below = node.key if node is not None else None
            # Below, a statement whose first line the other side rewrote counts as gone:
            # pairing may have given its new code (``if __name__ == "__main__":``) the
            # old statement's key. A class it edited inside is still there.
            if (run and above is not None and below is not None and above not in kept
                    and _first_line(kept.get(below)) != _first_line(in_base[below])
                    and any(n.kind in _CODE_KINDS for n in run)
                    and _reads_what_went(run, [nodes[k] for k in (above, below)
                                               if k not in kept])):
                where = ".".join(scope) or "the module"
                raise Fallback(f"a side inserted statements of {where} between members "
                               "the other side deleted")
            above, run = below, []


def _reads_what_went(run: list[SymbolNode], gone: list[SymbolNode]) -> bool:
    """Do the inserted statements name what a deleted neighbour statement set (the
    ``args`` and ``pending`` of the script lines moved into ``main()``)?"""
    names = {b for n in gone if n.kind in _CODE_KINDS for b in n.bindings}
    if not names:
        return False
    text = "".join(n.text for n in run)
    return any(re.search(rf"(?<![\w.]){re.escape(name)}\b", text) for name in names)


def _first_line(text: str | None) -> str | None:
    """The first non-blank line of a member's text, stripped (None for no member)."""
    if text is None:
        return None
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


#: Member kinds that run (statements, assignments), not definitions or imports.
_CODE_KINDS = frozenset({"stmt", "var"})


def _check_sections(
    left: list[SymbolNode], right: list[SymbolNode], in_base: Collection[str],
    types: Collection[str], scope: tuple[str, ...],
) -> None:
    """A member both sides added, each under another section (the spec's
    ``section_types``: ``void clear();`` under ``public:`` on one side and under
    ``private:`` on the other) has no one right place: the file is merged by lines."""
    sections = [_sections(side, types) for side in (left, right)]
    for key in sections[0].keys() & sections[1].keys():
        if key not in in_base and sections[0][key] != sections[1][key]:
            where = ".".join(scope) or "the file"
            raise Fallback(f"both sides added {key!r} to {where}, under different sections")


def _sections_after(
    order: list[str], bm: Mapping[str, SymbolNode], lm: Mapping[str, SymbolNode],
    rm: Mapping[str, SymbolNode], types: Collection[str],
) -> list[str]:
    """``order`` with each place where both sides inserted members, one side's run
    opening a section (``private:``, Ruby's ``private``) and the other's not, put the
    other side's run first: it was written under the section that holds the place in
    base, and after the new label it would change access (a public method made
    private)."""
    out: list[str] = []
    run: list[str] = []
    for key in [*order, None]:
        if key is not None and key not in bm:
            run.append(key)
            continue
        sides = [[k for k in run if k in m and k not in other]
                 for m, other in ((lm, rm), (rm, lm))]
        opens = [any(m[k].node_type in types for k in side)
                 for m, side in zip((lm, rm), sides, strict=True)]
        if all(sides) and len(sides[0]) + len(sides[1]) == len(run) and opens[0] != opens[1]:
            first, second = (sides[1], sides[0]) if opens[0] else (sides[0], sides[1])
            if run == first + second or run == second + first:
                run = first + second
        out += run
        run = []
        if key is not None:
            out.append(key)
    return out


def _sections(members: list[SymbolNode], types: Collection[str]) -> dict[str, str | None]:
    """Each member's key -> the key of the section member above it (None: none)."""
    found: dict[str, str | None] = {}
    section: str | None = None
    for node in members:
        if node.node_type in types:
            section = node.key
        else:
            found[node.key] = section
    return found


def _check_ordered_insertions(
    base: list[SymbolNode], left: list[SymbolNode], right: list[SymbolNode],
    kinds: Collection[str], scope: tuple[str, ...], sorted_runs: Callable[[], bool],
) -> None:
    """Both sides inserting different members at one place, one of them of a kind
    whose order matters (the spec's ``ordered_kinds``: a script's commands): no order of
    the two is right, so the file is merged by lines, as git would (a conflict there).
    Unless every member inserted there is an import or a ``sorted`` member and the three
    versions agree on an order of their runs (``sorted_runs``): the sorted run gives
    the order (CMake's source files, one per row)."""
    keys = {n.key for n in base}
    ins_l, ins_r = _insertions(keys, left), _insertions(keys, right)
    for anchor in ins_l.keys() & ins_r.keys():
        ls, rs = ins_l[anchor], ins_r[anchor]
        if [n.text for n in ls] == [n.text for n in rs]:
            continue
        if any(n.kind in kinds for n in (*ls, *rs)):
            if all(_sortable(n) for n in (*ls, *rs)) and sorted_runs():
                continue
            where = ".".join(scope) or "the file"
            raise Fallback(f"both sides inserted statements at one place of {where}")
