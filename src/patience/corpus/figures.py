"""The book's figures: where the cleaner removed an `[Illustration: CAPTION]` marker (ledger rule
`illustration-marker`), the figure of that caption, its image from `corpus/figures/<source>/`
(matched to the illustrated edition's `<img src alt>` captions) and its printed page."""

from __future__ import annotations

import difflib
import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .sources import corpus_dir
from .store import ledger, page_at

MARKER_RULE = "illustration-marker"
MARKER = re.compile(r"^\[Illustration: (.*)\]$", re.S)
IMG = re.compile(r'<img\s[^>]*src="(?:[^"]*/)?([^"/]+)"[^>]*alt="([^"]*)"')


@dataclass(frozen=True)
class Figure:
    caption: str
    image: str
    """Path from the project root, e.g. `corpus/figures/cadogan-1914/001.jpg` ("" when none is kept)."""
    offset: int
    """Clean offset where the marker stood."""
    page: int | None


@cache
def images(source_id: str, root: Path | None = None) -> dict[str, str]:
    """Caption -> image path, from the illustrated edition's HTML kept beside the images."""
    folder = corpus_dir(root) / "figures" / source_id
    out: dict[str, str] = {}
    for page in sorted(folder.glob("*.htm*")):
        for src, alt in IMG.findall(page.read_text("utf-8", errors="replace")):
            if (folder / src).is_file():
                out.setdefault(html.unescape(alt).strip(), (folder / src).relative_to(corpus_dir(root).parent).as_posix())
    return out


def image_of(caption: str, source_id: str, root: Path | None = None) -> str:
    """The image whose caption is this one, or nearly (the HTML has "GENERALL SEDGEWICK.")."""
    found = images(source_id, root)
    near = difflib.get_close_matches(caption, list(found), n=1, cutoff=0.9)
    return found[near[0]] if near else ""


@cache
def figures(source_id: str, root: Path | None = None) -> tuple[Figure, ...]:
    """Every figure of a source, in text order (read once per run)."""
    out = []
    for e in ledger(source_id, root):
        marker = MARKER.match(e.before.strip()) if e.rule == MARKER_RULE else None
        if marker:
            caption = marker.group(1)
            out.append(Figure(caption, image_of(caption, source_id, root), e.clean_start,
                              page_at(source_id, e.clean_start, root)))
    return tuple(out)


def figures_in(source_id: str, start: int, end: int, root: Path | None = None) -> list[Figure]:
    """The figures whose marker stood in [start, end] (a game's span: its figure heads it)."""
    return [f for f in figures(source_id, root) if start <= f.offset <= end]
