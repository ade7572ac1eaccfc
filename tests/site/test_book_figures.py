"""The book's images on the game pages: a Cadogan 1914 game shows its figure with caption and
printed page, and the excerpt's game (the same text) shows the same figure; both show the scans of
their printed pages beside the text."""

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


def _scans(built, path: str) -> list[tuple[str, str, str]]:
    page = (Path(built.site) / path / "index.html").read_text("utf-8")
    return re.findall(r'<figure class="page-scan" id="scan-(\d+)"><a href="([^"]+)">.*?<figcaption>(.*?)</figcaption>', page)


def test_a_book_game_shows_the_scans_of_its_pages_linked_to_the_text(built):
    for path in ("games/cadogan1914-carpet", "nl/games/cadogan-carpet"):
        found = _scans(built, path)
        assert [n for n, _, _ in found] == ["103", "104"]
        page = (Path(built.site) / path / "index.html").read_text("utf-8")
        for n, src, caption in found:
            assert (Path(built.site) / path / src).resolve().is_file()
            assert f'href="#p-{n}"' in caption and f'id="p-{n}"' in page


def test_a_book_without_scans_shows_none(built):
    assert _scans(built, "games/hagenaar2-27") == []
