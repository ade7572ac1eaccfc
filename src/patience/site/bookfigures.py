"""The book's own figures on a game page, with caption and printed page, beside our diagram.

A game shows the figures printed in its text; an excerpt shows those of the same text in the
whole book (a `same-text` link of the alignment). The images are copied beside the pages
(`assets/figures/<source>/`)."""

from __future__ import annotations

import html
import shutil
from dataclasses import replace
from pathlib import Path

from .model import GameDoc
from .phrases import Phrases

ASSETS = Path("assets") / "figures"


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
    """Where an image (`corpus/figures/<source>/<file>`) goes under the site's docs."""
    source, name = Path(image).parts[-2:]
    return ASSETS / source / name


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


def write_figures(games: list[GameDoc], docs: Path, root: Path) -> set[Path]:
    """Copy every shown image beside one language's pages (`docs` is that language's folder)."""
    keep = set()
    for image in sorted({f.image for g in games for f in g.figures}):
        target = docs / _asset(image)
        if not target.exists() or target.stat().st_size != (root / image).stat().st_size:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(root / image, target)
        keep.add(target)
    return keep
