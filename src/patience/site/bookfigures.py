"""The book's own images on a game page: its figures, with caption and printed page, beside our
diagram, and the scans of its printed pages beside the book's text.

A game shows the figures printed in its text; an excerpt shows those of the same text in the
whole book (a `same-text` link of the alignment). The images are copied beside the pages
(`assets/figures/<source>/`, `assets/scans/<source>/`)."""

from __future__ import annotations

import html
import shutil
from dataclasses import replace
from pathlib import Path

from .markdown import page_anchor
from .model import GameDoc
from .phrases import Phrases

ASSETS = Path("assets") / "figures"
SCANS = Path("assets") / "scans"


def share_figures(games: list[GameDoc]) -> list[GameDoc]:
    """Each game without figures of its own gets those of its same-text partner."""
    by_id = {g.id: g for g in games}
    out = []
    for g in games:
        if not g.figures:
            partners = [other.id for link in g.versions.links if link.relation == "same-text"
                        for other in (link.a, link.b) if other.id != g.id]
            found = next((by_id[p].figures for p in partners if p in by_id and by_id[p].figures), ())
            g = replace(g, figures=found)
        out.append(g)
    return out


def _asset(image: str) -> Path:
    """Where an image (`corpus/figures/<source>/<file>`, `corpus/scans/<source>/<file>`) goes under
    the site's docs."""
    kind, source, name = Path(image).parts[-3:]
    return (SCANS if kind == "scans" else ASSETS) / source / name


def figures_section(game: GameDoc, ph: Phrases) -> str | None:
    """The figures as HTML, each with its caption and page."""
    if not game.figures:
        return None
    out = ['<div class="book-figures">']
    for f in game.figures:
        page = f" ({html.escape(ph('label.page', page=f.page))})" if f.page is not None else ""
        out.append(f'<figure class="book-figure"><img src="../../{_asset(f.image).as_posix()}" '
                   f'alt="{html.escape(f.caption)}" loading="lazy">'
                   f'<figcaption><span lang="{game.language}">{html.escape(f.caption)}</span>{page}</figcaption></figure>')
    out.append("</div>")
    return "\n".join(out) + "\n"


def scans_section(game: GameDoc, ph: Phrases) -> str | None:
    """The scans of the game's printed pages, each captioned with its page, which links to the page's
    marker in the book's text above (where the text shows one)."""
    if not game.scans:
        return None
    shown = {s.page for s in game.segments} | {s.page for v in game.variants for s in v.segments}
    out = ['<div class="page-scans">']
    for s in game.scans:
        src = f"../../{_asset(s.image).as_posix()}"
        page = html.escape(ph("label.page", page=s.page))
        caption = f'<a href="#{page_anchor(s.page)}">{page}</a>' if s.page in shown else page
        out.append(f'<figure class="page-scan" id="scan-{s.page}"><a href="{src}">'
                   f'<img src="{src}" alt="{html.escape(ph("scans.alt", page=s.page))}" loading="lazy"></a>'
                   f"<figcaption>{caption}</figcaption></figure>")
    out.append("</div>")
    return "\n".join(out) + "\n"


def write_figures(games: list[GameDoc], docs: Path, root: Path) -> set[Path]:
    """Copy every shown image (figures and page scans) beside one language's pages (`docs` is that
    language's folder)."""
    keep = set()
    for image in sorted({f.image for g in games for f in g.figures} | {s.image for g in games for s in g.scans}):
        target = docs / _asset(image)
        if not target.exists() or target.stat().st_size != (root / image).stat().st_size:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(root / image, target)
        keep.add(target)
    return keep
