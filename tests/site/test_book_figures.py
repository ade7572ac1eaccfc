"""The book's figures on the game pages: a Cadogan 1914 game shows its figure with caption and
printed page, and the excerpt's game (the same text) shows the same figure."""

from __future__ import annotations

import re
from pathlib import Path


def _figures(built, path: str) -> list[tuple[str, str]]:
    page = (Path(built.site) / path / "index.html").read_text("utf-8")
    found = re.findall(r'<figure class="book-figure"><img src="([^"]+)"[^>]*><figcaption>(.*?)</figcaption>', page)
    return [(src, re.sub(r"<[^>]+>", "", caption)) for src, caption in found]


def test_a_book_game_shows_its_figure_with_caption_and_page(built):
    found = _figures(built, "games/cadogan1914-carpet")
    assert [caption for _, caption in found] == ["THE CARPET. (p. 103)"]
    src = found[0][0]
    assert (Path(built.site) / "games" / "cadogan1914-carpet" / src).resolve().is_file()


def test_the_excerpts_game_shows_the_figure_of_the_same_text(built):
    assert _figures(built, "games/cadogan-carpet") == _figures(built, "games/cadogan1914-carpet")
    nl = _figures(built, "nl/games/cadogan-carpet")
    assert [c for _, c in nl] == ["THE CARPET. (blz. 103)"]
    assert (Path(built.site) / "nl" / "games" / "cadogan-carpet" / nl[0][0]).resolve().is_file()


def test_a_game_whose_book_prints_no_figure_shows_none(built):
    assert _figures(built, "games/hagenaar2-27") == []
