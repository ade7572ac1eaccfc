"""Reading the corpus (through the `patience.corpus` API) into site values."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from ..fsutil import read_toml
from .model import BOOK_FIELDS, Book, GameDoc, Segment, Variant


def read_books(root: Path) -> list[Book]:
    """The sources of `corpus/sources.toml`, in file order."""
    sources = read_toml(root / "corpus" / "sources.toml")["source"]
    return [Book(**{name: str(s.get(name, "")) for name in BOOK_FIELDS}) for s in sources]


def _get(item: Any, name: str) -> Any:
    return item[name] if isinstance(item, Mapping) else getattr(item, name)


def paginate(text: str, start: int, page_of: Callable[[int], int | None]) -> tuple[Segment, ...]:
    """Cut `text` (found at offset `start`) into runs of lines on the same printed page."""
    segments: list[Segment] = []
    offset = start
    for line in text.splitlines(keepends=True):
        page = page_of(offset) if line.strip() else None
        if segments and (page is None or page == segments[-1].page):
            last = segments[-1]
            segments[-1] = Segment(last.page, last.text + line)
        else:
            segments.append(Segment(page, line))
        offset += len(line)
    return tuple(s for s in segments if s.text.strip())


def _modern(corpus: ModuleType, game: Any, text: str) -> tuple[str | None, tuple[Segment, ...]]:
    """The game's title and text in modern spelling (Russian sources only)."""
    source, (start, end) = game.source, tuple(game.clean_span)
    modern = corpus.modern_text(source)
    m_start, m_end = corpus.clean_to_modern(source, start), corpus.clean_to_modern(source, end)
    segments = paginate(modern[m_start:m_end], m_start,
                        lambda off: corpus.page_at(source, corpus.modern_to_clean(source, off)))
    at = text.lower().find(game.title.lower())
    if at < 0:
        return None, segments
    t_start = corpus.clean_to_modern(source, start + at)
    t_end = corpus.clean_to_modern(source, start + at + len(game.title))
    return modern[t_start:t_end], segments


def read_games(corpus: ModuleType, root: Path, encodings: Mapping[str, Any]) -> list[GameDoc]:
    """Every game of the corpus with its paginated text, by source and then in book order."""
    docs = []
    games = sorted(corpus.load_games(root), key=lambda g: (g.source, tuple(g.clean_span)))
    for game in games:
        source = game.source
        clean = corpus.clean_text(source)

        def span_segments(span: Any) -> tuple[Segment, ...]:
            start, end = span
            return paginate(clean[start:end], start, lambda off: corpus.page_at(source, off))

        start, end = game.clean_span
        modern_title, modern_segments = (
            _modern(corpus, game, clean[start:end]) if game.language == "ru" else (None, ())
        )
        variants = tuple(
            Variant(_get(v, "id"), _get(v, "label"), span_segments(_get(v, "clean_span")))
            for v in game.variants
        )
        docs.append(GameDoc(
            id=game.id, source=source, number=game.number, title=game.title,
            language=game.language, pages=tuple(game.pages) if game.pages else None,
            fragment=bool(game.fragment), segments=span_segments(game.clean_span),
            modern_title=modern_title, modern_segments=modern_segments,
            variants=variants, encoding=encodings.get(game.id),
        ))
    return docs
