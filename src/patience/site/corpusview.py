"""Reading the corpus (through the `patience.corpus` API) into site values."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

from ..corpus.sources import load_sources
from ..errors import PatienceError
from .model import Book, BookFigure, Encoding, Erratum, GameDoc, PageScan, Segment, Variant


def read_books(root: Path) -> list[Book]:
    """The sources of `corpus/sources.toml` that hold games, in file order (checked: both
    languages of reader text); not a witness of pages only, such as an OCR of scans (segmenter
    "none")."""
    return [Book(id=s.id, title=s.title, author=s.author, edition=s.edition.model_dump(), year=s.year,
                 period=s.period, publisher=s.publisher, language=s.language,
                 orthography=s.orthography.model_dump(), kind=s.kind, notes=s.notes.model_dump())
            for s in load_sources(root) if s.segmenter != "none"]


PageOf = Callable[[int], int | None]


def page_finder(corpus: ModuleType, root: Path) -> Callable[[str], PageOf]:
    """A source's printed page at a clean offset, from its pages read once (`corpus.load_pages`)."""
    cache: dict[str, PageOf] = {}

    def of(source: str) -> PageOf:
        if source not in cache:
            pages = corpus.load_pages(source, root)
            starts, numbers = [p.clean_span[0] for p in pages], [p.page for p in pages]
            cache[source] = lambda off: numbers[i] if (i := bisect_right(starts, off) - 1) >= 0 else None
        return cache[source]

    return of


def paginate(text: str, start: int, page_of: Callable[[int], int | None]) -> tuple[Segment, ...]:
    """Cut `text` (found at offset `start`) into runs of lines on the same printed page; a line
    in which the page turns (a paragraph across a page break) is cut where the new page begins."""
    segments: list[Segment] = []
    offset = start
    for line in text.splitlines(keepends=True):
        pieces = _at_page_turns(line, offset, page_of) if line.strip() else [(line, offset, None)]
        for n, (piece, at, page) in enumerate(pieces):
            if n == 0 and segments and (page is None or page == segments[-1].page):
                last = segments[-1]
                segments[-1] = replace(last, text=last.text + piece)
            else:
                segments.append(Segment(page, piece, at, joined=n > 0))
        offset += len(line)
    return tuple(s for s in segments if s.text.strip())


def _at_page_turns(line: str, start: int, page_of: Callable[[int], int | None]) -> list[tuple[str, int, int | None]]:
    """(piece, offset, page) of a line cut at each offset where `page_of` changes (a bisection)."""
    pieces = []
    end = start + len(line.rstrip())
    while True:
        page = page_of(start)
        if end - start < 2 or page_of(end - 1) == page:
            pieces.append((line, start, page))
            return pieces
        lo, hi = start, end - 1  # page_of(lo) == page != page_of(hi)
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if page_of(mid) == page else (lo, mid)
        pieces.append((line[: hi - start], start, page))
        line, start = line[hi - start:], hi


def _without(span: tuple[int, int], holes: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of `span` outside the `holes` (a game's text without its variants)."""
    parts, at = [], span[0]
    for start, end in sorted(holes):
        if start > at:
            parts.append((at, start))
        at = max(at, end)
    if at < span[1]:
        parts.append((at, span[1]))
    return parts


def _modern(corpus: ModuleType, root: Path, game: Any, text: str, page_of: PageOf) -> tuple[str | None, tuple[Segment, ...]]:
    """The game's title and text in modern spelling (Russian sources only)."""
    source, (start, end) = game.source, tuple(game.clean_span)
    modern = corpus.modern_text(source, root)
    m_start, m_end = (corpus.clean_to_modern(source, off, root) for off in (start, end))
    segments = paginate(modern[m_start:m_end], m_start,
                        lambda off: page_of(corpus.modern_to_clean(source, off, root)))
    at = text.lower().find(game.title.lower())
    if at < 0:
        return None, segments
    t_start, t_end = (corpus.clean_to_modern(source, start + off, root) for off in (at, at + len(game.title)))
    return modern[t_start:t_end], segments


def _with_pages(encoding: Encoding, sources: dict[str, str], pages_of: Callable[[str], PageOf]) -> Encoding:
    """The encoding with the printed page of each evidence span (None for unknown games)."""
    pages = {}
    for spans in encoding.rules.evidence.values():
        for ev in spans:
            source = sources.get(ev.game.split("/")[0])
            pages[(ev.game, ev.start)] = pages_of(source)(ev.start) if source else None
    return replace(encoding, pages=pages)


def _errata(corpus: ModuleType, root: Path, source: str, page_of: PageOf) -> list[tuple[int, Erratum]]:
    """(clean offset, erratum) of every curated correction of a source's ledger."""
    found = []
    edits = [e for e in corpus.ledger(source, root) if e.rule == "correction"]
    dutch = {(c.before, c.reason): c.reason_nl for c in corpus.load_corrections(source, root)} if edits else {}
    for edit in edits:
        reason = edit.reason or ""
        if (edit.before, reason) not in dutch:
            raise PatienceError(f"corpus/clean/{source}.ledger.jsonl: the correction {edit.before!r} ({reason}) is not in "
                                f"corpus/corrections/{source}.tsv (run `patience corpus clean`)")
        found.append((edit.clean_start, Erratum(
            page=page_of(edit.clean_start), printed=" ".join(edit.before.split()),
            corrected=" ".join(edit.after.split()), reason=reason, reason_nl=dutch[(edit.before, reason)])))
    return found


def read_games(corpus: ModuleType, root: Path, encodings: Mapping[str, Encoding]) -> list[GameDoc]:
    """Every game of the corpus, by source and then in book order: its text without the
    variants (shown apart), paginated, with its encoding if it has one."""
    docs = []
    games = sorted(corpus.load_games(root), key=lambda g: (g.source, tuple(g.clean_span)))
    sources = {g.id: g.source for g in games}
    pages_of = page_finder(corpus, root)
    paged = {id(e): _with_pages(e, sources, pages_of) for e in encodings.values()}
    encodings = {gid: paged[id(e)] for gid, e in encodings.items()}
    errata = {source: _errata(corpus, root, source, pages_of(source)) for source in dict.fromkeys(g.source for g in games)}
    scans = {source: corpus.page_scans(source, root) for source in dict.fromkeys(g.source for g in games)}
    for game in games:
        source = game.source
        clean = corpus.clean_text(source, root)

        def span_segments(span: Any) -> tuple[Segment, ...]:
            start, end = span
            return paginate(clean[start:end], start, pages_of(source))

        start, end = game.clean_span
        modern_title, modern_segments = (
            _modern(corpus, root, game, clean[start:end], pages_of(source)) if game.language == "ru" else (None, ())
        )
        variants = tuple(Variant(v.id, v.label, span_segments(v.clean_span)) for v in game.variants)
        main = _without(tuple(game.clean_span), [tuple(v.clean_span) for v in game.variants])
        docs.append(GameDoc(
            id=game.id, source=source, number=game.number, title=game.title,
            language=game.language, pages=tuple(game.pages) if game.pages else None,
            fragment=bool(game.fragment), title_supplied=bool(game.title_supplied),
            segments=tuple(seg for part in main for seg in span_segments(part)),
            modern_title=modern_title, modern_segments=modern_segments,
            variants=variants, encoding=encodings.get(game.id),
            figures=tuple(BookFigure(f.caption, f.image, f.page) for f in corpus.figures_in(source, start, end, root)
                          if f.image),
            errata=tuple(e for at, e in errata[source] if start <= at < end),
            scans=tuple(PageScan(n, scans[source][n])
                        for n in range(game.pages[0], game.pages[1] + 1) if n in scans[source]) if game.pages else (),
        ))
    return docs
