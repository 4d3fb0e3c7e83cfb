"""``semmerge resolve FILE``: re-merge a file that already contains conflict markers.

In: a file left conflicted by a merge, rebase or cherry-pick done without the driver
(any marker size; detected from the ``<<<<<<<`` lines), and, for blocks without a base
section, git's index stages of that file (``:1:``, ``:2:``, ``:3:``) when it is unmerged
in a repository. Out: the file with every block that a semantic merge resolves
replaced by the merged code (``FILE.orig`` keeps the original, unless ``-o OUT``), a
summary (or ``--json`` report) on stdout, and the exit status: 0 no conflict remains,
1 conflicts remain, 2 usage errors.

How the versions are found:

* diff3-style blocks (``<<<<<<<`` / ``|||||||`` / ``=======`` / ``>>>>>>>``) carry
  their base: the file read with every block's base, ours or theirs section gives the
  three versions;
* blocks without a base take the versions from the index stages, provided the file
  still reads as git's merge of those stages (its "all ours" and "all theirs" readings
  match); a file already edited by hand keeps those blocks as they are.

The whole file is merged first; when that leaves conflicts, each block is merged on
its own (the rest of the file fixed), and a block is replaced only when that merge is
clean and changes nothing outside the block. Blocks not resolved keep their markers.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from semmerge.merge.linemerge import merge_lines, split_lines

# ---------------------------------------------------------------------------
# Parsing conflict markers
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Block:
    """One conflict block: its sections (``base`` is None without a ``|||||||``
    section), its text as found (markers included) and the 1-based line of its
    opening marker."""

    ours: str
    base: str | None
    theirs: str
    raw: str
    line: int


Segment = str | Block  # plain text between blocks, or a block


def _is_marker(line: str, char: str, size: int, *, label: bool = True) -> bool:
    text = line.rstrip("\r\n")
    marker = char * size
    return text == marker or (label and text.startswith(marker + " "))


def marker_sizes(text: str) -> list[int]:
    """Lengths of the ``<`` runs that open a line (alone or before a space), in order of
    first appearance: the candidate conflict marker sizes."""
    sizes: list[int] = []
    for line in split_lines(text):
        if not line.startswith("<"):
            continue
        stripped = line.rstrip("\r\n")
        n = len(stripped) - len(stripped.lstrip("<"))
        if (len(stripped) == n or stripped[n] == " ") and n not in sizes:
            sizes.append(n)
    return sizes


def _parse_block(lines: list[str], start: int, size: int, line_no: int) -> tuple[Block, int] | None:
    ours: list[str] = []
    base: list[str] | None = None
    theirs: list[str] | None = None
    current = ours
    for j in range(start + 1, len(lines)):
        line = lines[j]
        if _is_marker(line, "<", size):
            return None  # nested or unterminated: not a block
        if theirs is None and base is None and _is_marker(line, "|", size):
            base = current = []
        elif theirs is None and _is_marker(line, "=", size, label=False):
            theirs = current = []
        elif theirs is not None and _is_marker(line, ">", size):
            block = Block(
                "".join(ours), None if base is None else "".join(base), "".join(theirs),
                "".join(lines[start:j + 1]), line_no,
            )
            return block, j + 1
        elif theirs is None and _is_marker(line, ">", size):
            return None
        else:
            current.append(line)
    return None


def parse_conflicts(text: str, size: int) -> list[Segment]:
    """Split ``text`` into plain text and conflict blocks of marker size ``size``."""
    lines = split_lines(text)
    out: list[Segment] = []
    plain: list[str] = []
    i = 0
    while i < len(lines):
        if _is_marker(lines[i], "<", size):
            parsed = _parse_block(lines, i, size, i + 1)
            if parsed is not None:
                if plain:
                    out.append("".join(plain))
                    plain = []
                out.append(parsed[0])
                i = parsed[1]
                continue
        plain.append(lines[i])
        i += 1
    if plain:
        out.append("".join(plain))
    return out


def find_conflicts(text: str) -> tuple[int, list[Segment]]:
    """The marker size and the segments of ``text`` (size 7 and no block if none)."""
    for size in marker_sizes(text):
        segments = parse_conflicts(text, size)
        if any(isinstance(s, Block) for s in segments):
            return size, segments
    return 7, [text] if text else []


def reading(segments: Sequence[Segment], side: str) -> str:
    """The file with every block replaced by its ``ours``, ``base`` or ``theirs``."""
    parts: list[str] = []
    for seg in segments:
        if isinstance(seg, str):
            parts.append(seg)
        else:
            value = getattr(seg, side)
            parts.append(value if value is not None else seg.raw)
    return "".join(parts)


# ---------------------------------------------------------------------------
# git index stages
# ---------------------------------------------------------------------------


def index_stages(path: str | os.PathLike[str]) -> tuple[str, str, str] | None:
    """Base, ours and theirs of ``path`` from git's index stages 1-3, or None when the
    file is not unmerged in a repository (a missing stage 1 is an empty base)."""
    file = Path(path)
    where = str(file.parent) if str(file.parent) else "."
    try:
        proc = subprocess.run(
            ["git", "-C", where, "ls-files", "-u", "-z", "--", file.name],
            capture_output=True, check=False,
        )
    except OSError:
        return None
    if proc.returncode != 0:
        return None
    shas: dict[str, str] = {}
    for record in proc.stdout.decode("utf-8", "surrogateescape").split("\0"):
        meta, _, _name = record.partition("\t")
        parts = meta.split()
        if len(parts) == 3:
            shas[parts[2]] = parts[1]
    if "2" not in shas or "3" not in shas:
        return None
    texts: list[str] = []
    for stage in ("1", "2", "3"):
        if stage not in shas:
            texts.append("")
            continue
        blob = subprocess.run(
            ["git", "-C", where, "cat-file", "blob", shas[stage]],
            capture_output=True, check=False,
        )
        if blob.returncode != 0:
            return None
        texts.append(blob.stdout.decode("utf-8", "surrogateescape"))
    return texts[0], texts[1], texts[2]


# ---------------------------------------------------------------------------
# Resolving
# ---------------------------------------------------------------------------


@dataclass
class BlockReport:
    line: int
    base: str  # "markers", "index" or "none"
    resolved: bool


@dataclass
class Resolution:
    """The outcome of :func:`resolve_text`: the new text and what happened to each block."""

    text: str
    marker_size: int = 7
    blocks: list[BlockReport] = field(default_factory=list)
    method: str = "none"  # "whole-file", "per-block" or "none"

    @property
    def remaining(self) -> int:
        return sum(not b.resolved for b in self.blocks)

    @property
    def clean(self) -> bool:
        return self.remaining == 0

    def to_json(self) -> dict[str, object]:
        return {
            "clean": self.clean,
            "marker_size": self.marker_size,
            "method": self.method,
            "conflicts_before": len(self.blocks),
            "conflicts_after": self.remaining,
            "blocks": [vars(b) for b in self.blocks],
        }


def _merge(base: str, ours: str, theirs: str, path: str, size: int) -> str | None:
    from semmerge.driver import merge_texts

    result = merge_texts(base, ours, theirs, path=path, marker_size=size)
    return result.text if result.clean else None


def resolve_blocks(segments: Sequence[Segment], path: str, size: int) -> dict[int, str]:
    """Resolve each block that has a base on its own: index in ``segments`` -> text.

    The rest of the file is held fixed (resolved blocks as resolved, others as ours);
    a block counts as resolved only when the merge is clean and leaves everything
    outside the block as it was.
    """
    done: dict[int, str] = {}

    def fixed(j: int) -> str:
        seg = segments[j]
        return seg if isinstance(seg, str) else done.get(j, seg.ours)

    for i, seg in enumerate(segments):
        if isinstance(seg, str) or seg.base is None:
            continue
        before = "".join(fixed(j) for j in range(i))
        after = "".join(fixed(j) for j in range(i + 1, len(segments)))
        merged = _merge(
            before + seg.base + after, before + seg.ours + after, before + seg.theirs + after,
            path, size,
        )
        if (
            merged is not None
            and len(merged) >= len(before) + len(after)
            and merged.startswith(before)
            and merged.endswith(after)
        ):
            done[i] = merged[len(before):len(merged) - len(after)]
    return done


Point = tuple[int, int]


@dataclass(frozen=True)
class _Atom:
    start: Point  # line position in the "all ours" and in the "all theirs" reading
    end: Point
    text: str
    block: int | None  # index in the segments, for a block


def _atoms(segments: Sequence[Segment]) -> list[_Atom]:
    atoms: list[_Atom] = []
    po = pt = 0
    for idx, seg in enumerate(segments):
        if isinstance(seg, str):
            for line in split_lines(seg):
                atoms.append(_Atom((po, pt), (po + 1, pt + 1), line, None))
                po, pt = po + 1, pt + 1
        else:
            no, nt = len(split_lines(seg.ours)), len(split_lines(seg.theirs))
            atoms.append(_Atom((po, pt), (po + no, pt + nt), seg.raw, idx))
            po, pt = po + no, pt + nt
    return atoms


def _regions(atoms: list[_Atom], cuts: set[Point]) -> list[list[_Atom]]:
    regions: list[list[_Atom]] = []
    current: list[_Atom] = []
    for atom in atoms:
        current.append(atom)
        if atom.end in cuts:
            regions.append(current)
            current = []
    if current:
        regions.append(current)
    return regions


def transfer(
    file_segments: Sequence[Segment], ref_segments: Sequence[Segment], done: dict[int, str]
) -> tuple[str, set[int]] | None:
    """Carry resolutions of ``ref_segments``' blocks over to the file.

    Both renditions have the same "all ours" and "all theirs" readings; they agree at
    the points where both are between blocks. Between two such points, the file's
    text is replaced by the reference's resolved text when every reference block there
    is resolved. Returns the text and the indices of the file blocks resolved.
    """
    fa, ra = _atoms(file_segments), _atoms(ref_segments)
    points_f = {a.end for a in fa} | {(0, 0)}
    points_r = {a.end for a in ra} | {(0, 0)}
    cuts = points_f & points_r
    regions_f, regions_r = _regions(fa, cuts), _regions(ra, cuts)
    if len(regions_f) != len(regions_r):
        return None
    parts: list[str] = []
    resolved: set[int] = set()
    for rf, rr in zip(regions_f, regions_r, strict=True):
        if rf[-1].end != rr[-1].end:
            return None
        ref_blocks = [a.block for a in rr if a.block is not None]
        if ref_blocks and all(b in done for b in ref_blocks):
            parts.extend(done[a.block] if a.block is not None else a.text for a in rr)
            resolved.update(a.block for a in rf if a.block is not None)
        else:
            parts.extend(a.text for a in rf)
    return "".join(parts), resolved


def _match_eol(text: str, like: str) -> str:
    if "\r\n" in like and "\r\n" not in text:
        return text.replace("\n", "\r\n")
    return text


def resolve_text(
    text: str, path: str = "x.py", stages: tuple[str, str, str] | None = None
) -> Resolution:
    """Re-merge the conflict blocks of ``text`` (the language comes from ``path``).

    ``stages`` are base, ours and theirs from the index, used for blocks without a
    base section.
    """
    size, segments = find_conflicts(text)
    idx = [i for i, s in enumerate(segments) if isinstance(s, Block)]
    blocks: dict[int, Block] = {i: s for i, s in enumerate(segments) if isinstance(s, Block)}
    if not idx:
        return Resolution(text, size)
    with_base = all(blocks[i].base is not None for i in idx)
    source = "markers" if with_base else "none"
    ref: list[Segment] | None = None
    if not with_base and stages is not None:
        s1, s2, s3 = (_match_eol(s, text) for s in stages)
        ref_text = merge_lines(
            split_lines(s1), split_lines(s2), split_lines(s3), marker_size=size, style="diff3"
        ).text
        ref = parse_conflicts(ref_text, size)
        if reading(segments, "ours") == reading(ref, "ours") and reading(
            segments, "theirs"
        ) == reading(ref, "theirs"):
            source = "index"
        else:
            ref = None  # edited since the merge: the stages no longer describe it

    def report(resolved: set[int]) -> list[BlockReport]:
        return [
            BlockReport(
                blocks[i].line,
                "markers" if blocks[i].base is not None else source,
                i in resolved,
            )
            for i in idx
        ]

    # 1. The whole file at once.
    if source == "markers":
        merged = _merge(*(reading(segments, s) for s in ("base", "ours", "theirs")), path, size)
    elif ref is not None and stages is not None:
        merged = _merge(*(_match_eol(s, text) for s in stages), path, size)
    else:
        merged = None
    if merged is not None:
        return Resolution(merged, size, report(set(idx)), "whole-file")
    # 2. Block by block.
    if ref is not None:
        done = resolve_blocks(ref, path, size)
        carried = transfer(segments, ref, done)
        if carried is not None:
            new_text, resolved = carried
            method = "per-block" if resolved else "none"
            return Resolution(new_text, size, report(resolved), method)
    done = resolve_blocks(segments, path, size)
    new_text = "".join(
        seg if isinstance(seg, str) else done.get(i, seg.raw) for i, seg in enumerate(segments)
    )
    return Resolution(new_text, size, report(set(done)), "per-block" if done else "none")


# ---------------------------------------------------------------------------
# Command
# ---------------------------------------------------------------------------


def run_resolve(args: argparse.Namespace) -> int:
    path = args.file
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except OSError as exc:
        print(f"semmerge: error: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    text = data.decode("utf-8", "surrogateescape")
    size, segments = find_conflicts(text)
    needs_index = any(isinstance(s, Block) and s.base is None for s in segments)
    stages = index_stages(path) if needs_index else None
    res = resolve_text(text, path, stages)
    new = res.text.encode("utf-8", "surrogateescape")
    backup: str | None = None
    written: str | None = None
    try:
        if args.output:
            with open(args.output, "wb") as fh:
                fh.write(new)
            written = args.output
        elif new != data:
            backup = f"{path}.orig"
            with open(backup, "wb") as fh:
                fh.write(data)
            with open(path, "wb") as fh:
                fh.write(new)
            written = path
    except OSError as exc:
        print(f"semmerge: error: cannot write {exc.filename}: {exc.strerror}", file=sys.stderr)
        return 2
    if args.json:
        report = {"path": path, "output": written, "backup": backup, **res.to_json()}
        print(json.dumps(report, indent=2))
    else:
        _print_summary(path, res, written, backup, stages is not None)
    return 0 if res.clean else 1


def _print_summary(
    path: str, res: Resolution, written: str | None, backup: str | None, in_index: bool
) -> None:
    total = len(res.blocks)
    if not total:
        print(f"{path}: no conflict markers")
        return
    done = total - res.remaining
    line = f"{path}: {done} of {total} conflict block(s) resolved"
    if res.remaining:
        line += f", {res.remaining} left"
    if written:
        line += f"; wrote {written}"
        if backup:
            line += f" (original in {backup})"
    print(line)
    for block in res.blocks:
        if not block.resolved:
            why = " (no base: not in git's index, or edited since the merge)" if (
                block.base == "none"
            ) else ""
            print(f"  line {block.line}: still conflicted{why}")
    if res.clean and in_index and written == path:
        print(f"  run `git add {path}` to mark it resolved")


def add_parsers(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("resolve", help="re-merge a file that contains conflict markers")
    p.add_argument("file", help="the conflicted file")
    p.add_argument("-o", "--output", help="write the result here (FILE is left unchanged)")
    p.add_argument("--json", action="store_true", help="print a JSON report")
    p.set_defaults(func=run_resolve)
