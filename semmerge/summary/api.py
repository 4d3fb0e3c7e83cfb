"""The summary pipeline: a folder, a focus and a budget -> a :class:`Summary`.

In: the repository root, focus entries (see :mod:`semmerge.summary.focus`), a token
budget and the TODO tags. Out: a :class:`Summary` holding the Markdown (at most
``budget`` tokens of cl100k_base, counted by :mod:`semmerge.tokens`) and its JSON data.

Stages: list the files (:mod:`.files`), read and hash them, take their facts from the
cache (:mod:`.cache`) or extract them (:mod:`.extract`, in worker processes when many
are missing, with a progress bar on a terminal), resolve the focus (:mod:`.focus`), rank
(:mod:`.rank`), and fit the budget (:mod:`.budget`, :mod:`.render`).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from semmerge.gcpause import paused_collection
from semmerge.summary.budget import fit, priority_items, root_label, select
from semmerge.summary.cache import RACY_SECONDS, NoCache, SummaryCache
from semmerge.summary.extract import (
    DEFAULT_TODO_TAGS,
    EXTRACTOR_VERSION,
    FileFacts,
    SummaryError,
    extract,
    language_fingerprint,
    load_rules,
    symbol_references,
)
from semmerge.summary.files import RepoFile, list_files
from semmerge.summary.focus import Focus, resolve_focus
from semmerge.summary.rank import Link, file_links, rank
from semmerge.summary.render import Selection, to_json_data

DEFAULT_BUDGET = 4096
#: Fewer missing files than this (or fewer bytes than PARALLEL_MIN_BYTES) are extracted
#: in-process: starting workers would cost more than it saves.
PARALLEL_MIN_FILES = 64
PARALLEL_MIN_BYTES = 2 * 1024 * 1024
BATCH_BYTES = 256 * 1024
CACHE_FOLDER = ".semmerge"
_TAG = re.compile(r"^\w+$")
Job = tuple[str, bytes, str | None]  # path, contents, language


class Summary:
    """A token-budgeted summary: ``markdown``, its ``tokens``, and the data behind it."""

    def __init__(self, root: str, budget: int, tokens: int, encoding: str, markdown: str,
                 selection: Selection, notes: list[str], stats: dict[str, Any]) -> None:
        self.root = root
        self.budget = budget
        self.tokens = tokens
        self.encoding = encoding
        self.markdown = markdown
        self.selection = selection
        self.notes = notes  # cache events and the like, for stderr
        self.stats = stats  # files, symbols, extracted (cache misses), seconds

    def to_dict(self) -> dict[str, Any]:
        """The JSON object documented in :mod:`semmerge.summary.render`."""
        return to_json_data(self.selection, budget=self.budget, tokens=self.tokens,
                            encoding=self.encoding, root=self.root)

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    @property
    def files(self) -> list[str]:
        return [b.path for b in self.selection.blocks]


def _config(language: str | None, tags: tuple[str, ...]) -> str:
    return f"{EXTRACTOR_VERSION}:{language or '-'}:{language_fingerprint(language)}:" + \
        ",".join(tags)


def _read(path: str) -> bytes | None:
    try:
        with open(path, "rb") as fh:
            return fh.read()
    except OSError:
        return None


def _digest(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def _hash_files(files: list[RepoFile], cache: SummaryCache,
                ) -> tuple[dict[str, str], dict[str, bytes], list[tuple[str, str, str]]]:
    """Path -> content hash (remembered by stat signature, else read), the bytes read,
    and the new memos worth keeping. Unreadable files are left out."""
    memo = cache.load_hashes()
    racy = time.time_ns() - int(RACY_SECONDS * 1e9)
    hashes: dict[str, str] = {}
    contents: dict[str, bytes] = {}
    fresh: list[tuple[str, str, str]] = []
    for f in files:
        known = memo.get(f.abspath)
        if known is not None and known[0] == f.signature:
            hashes[f.path] = known[1]
            continue
        data = _read(f.abspath)
        if data is None:
            continue
        contents[f.path] = data
        hashes[f.path] = _digest(data)
        if f.mtime_ns < racy:
            fresh.append((f.abspath, f.signature, hashes[f.path]))
    return hashes, contents, fresh


def _extract_batch(batch: list[Job], tags: tuple[str, ...]) -> list[tuple[str, str]]:
    """Worker process: path -> facts JSON of each file of the batch."""
    return [(path, extract(data, lang, tags).to_json()) for path, data, lang in batch]


def _batches(jobs: list[Job]) -> list[list[Job]]:
    """Batches of about BATCH_BYTES, largest files first so that no worker ends last alone."""
    batches: list[list[Job]] = []
    size = BATCH_BYTES
    for job in sorted(jobs, key=lambda j: (-len(j[1]), j[0])):
        if size >= BATCH_BYTES:
            batches.append([])
            size = 0
        batches[-1].append(job)
        size += len(job[1])
    return batches


def _extract_all(jobs: list[Job], tags: tuple[str, ...],
                 workers: int, advance: Callable[[int], None]) -> dict[str, str]:
    """Path -> facts JSON for every job, in worker processes when it pays."""
    import concurrent.futures
    import multiprocessing
    from concurrent.futures.process import BrokenProcessPool

    out: dict[str, str] = {}
    total = sum(len(j[1]) for j in jobs)
    if workers > 1 and len(jobs) >= PARALLEL_MIN_FILES and total >= PARALLEL_MIN_BYTES:
        # fork where it is safe and cheap (Linux); elsewhere the platform's default
        context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)
        try:
            with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
                futures = {pool.submit(_extract_batch, b, tags): len(b) for b in _batches(jobs)}
                for future in concurrent.futures.as_completed(futures):
                    out.update(future.result())
                    advance(futures[future])
            return out
        except (OSError, BrokenProcessPool):
            out.clear()  # no worker processes here: extract in this one
    for path, data, lang in jobs:
        out[path] = extract(data, lang, tags).to_json()
        advance(1)
    return out


def _check_arguments(root: str, budget: int, tags: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    if not os.path.isdir(root):
        raise SummaryError(f"{root}: not a folder; give the repository to summarise")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 1:
        raise SummaryError(f"budget must be a positive number of tokens, not {budget!r}")
    bad = [t for t in tags if not _TAG.match(t)]
    if bad:
        raise SummaryError(f"TODO tags must be words (letters, digits, _), not {bad}")
    return os.path.abspath(root), tuple(dict.fromkeys(tags))


def _missing(files: list[RepoFile], facts: dict[str, FileFacts],
             keys: dict[str, tuple[str, str]], contents: dict[str, bytes]) -> list[Job]:
    """The files without cached facts, with their bytes (read now if only their
    remembered hash was known; ``keys`` follows what was read)."""
    missing: list[Job] = []
    for f in files:
        if f.path not in keys or f.path in facts:
            continue
        data = contents.get(f.path)
        if data is None:
            data = _read(f.abspath)
            if data is None:
                continue
            keys[f.path] = (_digest(data), keys[f.path][1])
        missing.append((f.path, data, f.language))
    return missing


def load_facts(root: str, tags: tuple[str, ...], cache: SummaryCache, progress: bool | None,
               jobs: int | None) -> tuple[dict[str, FileFacts], int, str]:
    """Every file's facts (cached or extracted) by path, how many were extracted, and a
    fingerprint of them all (every file's path, content hash and extractor config)."""
    files = list_files(root)
    configs = {lang: _config(lang, tags) for lang in {f.language for f in files}}
    hashes, contents, memos = _hash_files(files, cache)
    keys = {f.path: (hashes[f.path], configs[f.language]) for f in files if f.path in hashes}
    stored = cache.load(set(keys.values()))
    facts: dict[str, FileFacts] = {}
    for path, key in keys.items():
        if key in stored:
            with contextlib.suppress(ValueError, TypeError):  # damaged: extract again
                facts[path] = FileFacts.from_json(stored[key])
    missing = _missing(files, facts, keys, contents)
    rows: list[tuple[str, str, str]] = []
    if missing:
        for lang in sorted({lang for _, _, lang in missing if lang}):
            load_rules(lang)  # a malformed tags.scm fails here, once, naming its file
        from semmerge.bench.progress import Progress

        bar = Progress(len(missing), "semmerge summarize: extracting", enabled=progress)
        fresh = _extract_all(missing, tags, jobs or os.cpu_count() or 1, bar.advance)
        bar.close()
        for path, text in sorted(fresh.items()):
            facts[path] = FileFacts.from_json(text)
            rows.append((*keys[path], text))
    if rows or memos:
        cache.store(rows, keep=set(keys.values()), hashes=memos,
                    keep_paths={f.abspath for f in files})
    ordered = {path: facts[path] for path in sorted(facts)}
    digest = hashlib.blake2b(digest_size=16)
    for path in ordered:
        digest.update("\0".join((path, *keys[path], "\n")).encode("utf-8", "surrogateescape"))
    return ordered, len(missing), digest.hexdigest()


def cached_file_links(cache: SummaryCache, facts: dict[str, FileFacts], fingerprint: str,
                      ) -> dict[str, list[Link]]:
    """:func:`~semmerge.summary.rank.file_links` of ``facts``, from the cache when the
    fingerprint matches (no file changed), else computed and stored."""
    stored = cache.load_derived("file_links", fingerprint)
    if stored is not None:
        with contextlib.suppress(ValueError, TypeError, AttributeError):
            raw = json.loads(stored)
            if list(raw) == list(facts):
                return {p: [(n, float(w), list(t)) for n, w, t in rows] for p, rows in raw.items()}
    links = file_links(facts)
    cache.store_derived("file_links", fingerprint, json.dumps(links, separators=(",", ":")))
    return links


def _focus_references(root: str, focus: Focus, facts: dict[str, FileFacts],
                      ) -> dict[tuple[str, str], dict[str, int]]:
    """The names each focus symbol (with its members) uses, read from its file now."""
    out: dict[tuple[str, str], dict[str, int]] = {}
    for path, qualname in focus.symbols:
        language = facts[path].language
        data = _read(os.path.join(root, *path.split("/"))) if language else None
        members = {d[1] for d in facts[path].defs
                   if d[1] == qualname or d[1].startswith(qualname + ".")}
        out[path, qualname] = symbol_references(data, language, members) \
            if data is not None and language else {}
    return out


def summarize(root: str = ".", *, focus: Sequence[str] | None = None,
              budget: int = DEFAULT_BUDGET, todo_tags: Sequence[str] = DEFAULT_TODO_TAGS,
              cache_dir: str | None = None, use_cache: bool = True,
              include_todos: bool = True, progress: bool | None = None,
              jobs: int | None = None) -> Summary:
    """Summarise the repository at ``root`` within ``budget`` tokens.

    ``focus``: paths and symbols (None: the files changed in the working tree; ``[]``:
    no focus, the whole repository ranked). ``cache_dir``: where the extraction cache
    lives (default ``<root>/.semmerge``). ``progress``: draw a bar while extracting
    (None: when stderr is a terminal). Raises :class:`SummaryError` for bad input and
    :class:`semmerge.tokens.TokenizerError` when the tokenizer cannot be loaded.
    """
    # The facts of a large repository are millions of small objects that all live to the
    # end: the cyclic garbage collector would walk them again and again for nothing.
    with paused_collection():
        return _summarize(root, focus, budget, todo_tags, cache_dir, use_cache,
                          include_todos, progress, jobs)


def _summarize(root: str, focus: Sequence[str] | None, budget: int, todo_tags: Sequence[str],
               cache_dir: str | None, use_cache: bool, include_todos: bool,
               progress: bool | None, jobs: int | None) -> Summary:
    from semmerge.tokens import count_tokens, encoding_name

    started = time.perf_counter()
    root, tags = _check_arguments(root, budget, todo_tags)
    cache = NoCache() if not use_cache else SummaryCache(
        cache_dir or os.path.join(root, CACHE_FOLDER))
    try:
        facts, extracted, fingerprint = load_facts(root, tags, cache, progress, jobs)
        links = cached_file_links(cache, facts, fingerprint)
    finally:
        cache.close()
    loaded = time.perf_counter()
    chosen = resolve_focus(root, focus, facts)
    ranking = rank(facts, chosen.files, _focus_references(root, chosen, facts), links)
    # Every item adds a line of at least two tokens: more than budget/2 items never fit.
    items = priority_items(facts, ranking, chosen.files, chosen.symbols, include_todos,
                           limit=budget // 2 + 1)
    label = root_label(root)

    def make(k: int) -> Selection:
        return select(items, k, facts, ranking, chosen.files, chosen.symbols, label,
                      chosen.labels)

    selection, markdown, tokens = fit(items, budget, count_tokens, make)
    stats = {"files": len(facts), "symbols": sum(len(f.defs) for f in facts.values()),
             "extracted": extracted, "load_seconds": round(loaded - started, 3),
             "seconds": round(time.perf_counter() - started, 3)}
    return Summary(root, budget, tokens, encoding_name(), markdown, selection,
                   cache.notes, stats)
