"""The edition's apparatus on the built site: page anchors and highlighted passages, rules and book
text side by side on wide screens, the sitemap, the licence and the editors' pages (issue 14).
The site is the session's one build (`built`)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from browsing import CHROMIUM
from patience.errors import PatienceError
from patience.site.corpusview import read_books
from patience.site.edition import load_licences, site_url

REPO = Path(__file__).resolve().parents[2]
browser_only = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (make system-deps)")


def test_sitemap_locs_are_real_urls_under_the_site_url(built):
    text = (Path(built.site) / "sitemap.xml").read_text("utf-8")
    assert "None" not in text
    locs = [e.text or "" for e in ET.fromstring(text).iter() if e.tag.endswith("loc")]
    assert len(locs) >= built.pages and site_url() == "https://patience-edition.org/"
    assert all(loc.startswith(site_url()) for loc in locs)
    assert f"{site_url()}nl/games/hagenaar2-09/" in locs


def test_every_page_link_in_a_game_leads_to_a_page_anchor_of_that_game(built):
    games = sorted((Path(built.site) / "games").glob("*/index.html")) + sorted(
        (Path(built.site) / "nl" / "games").glob("*/index.html"))
    anchored = 0
    for path in games:
        page = path.read_text("utf-8")
        ids = set(re.findall(r'id="(p-\d+)"', page))
        anchored += len(ids)
        missing = set(re.findall(r'href="#(p-\d+)"', page)) - ids
        assert not missing, f"{path}: {sorted(missing)}"
    assert anchored > 100


def test_licences_cover_every_source_and_a_missing_one_is_a_one_line_error(root):
    books = read_books(root)
    assert set(load_licences(books).sources) == {b.id for b in books}
    with pytest.raises(PatienceError, match=r"licences\.toml: sources: unknown source hagenaar2"):
        load_licences([b for b in books if b.id != "hagenaar2"])


@browser_only
@pytest.mark.parametrize("path, code, data, public", [
    ("licence/", "MIT licence", "CC BY 4.0", "in the public domain in the USA"),
    ("nl/licence/", "MIT-licentie", "CC BY 4.0", "in de Verenigde Staten vrij van auteursrecht"),
])
def test_licence_page_states_code_and_data_apart_and_is_in_the_navigation(watched, path, code, data, public):
    page = watched.open(path)
    article = page.inner_text("article")
    assert code in article and data in article and public in article
    assert page.locator("article h2").count() >= 3  # code, data, the books
    home = watched.open(path.replace("licence/", ""))
    assert home.locator(f'nav a[href$="licence/"]').count() >= 1
    assert watched.errors == []


@browser_only
def test_evidence_quote_leads_to_its_highlighted_passage_and_its_page(watched, shots):
    page = watched.open("games/hagenaar2-09/")
    page.locator("details.scholars").evaluate_all("ds => ds.forEach(d => { d.open = true; })")  # folded for scholars
    quote = page.locator("blockquote.evidence a.evidence-quote").first
    target = quote.get_attribute("href")
    quote.click()
    page.wait_for_function("location.hash.length > 1")
    mark = page.locator(f"mark{target}")
    assert mark.count() == 1
    assert mark.evaluate("m => getComputedStyle(m).outlineStyle") == "solid"
    page_link = page.locator('blockquote.evidence a[href^="#p-"]').first
    assert re.fullmatch(r"p\. \d+", page_link.inner_text())
    page_link.click()
    page.wait_for_function("location.hash.startsWith('#p-')")
    marker = page.locator(page_link.get_attribute("href"))
    assert marker.evaluate("m => getComputedStyle(m).outlineStyle") == "solid"
    page.screenshot(path=shots / "edition-target.png")
    assert watched.errors == []


@browser_only
@pytest.mark.parametrize("width, side_by_side", [(1280, True), (390, False)])
def test_rules_and_book_text_stand_side_by_side_only_on_wide_screens(watched, shots, width, side_by_side):
    page = watched.page
    page.set_viewport_size({"width": width, "height": 900})
    try:
        watched.open("games/cadogan-carpet/")
        page.wait_for_load_state("networkidle")  # the board is drawn above the columns
        rules, text = page.evaluate("""() => ['rules-column', 'text-column'].map(c => {
            const r = document.querySelector('.edition-columns > .' + c).getBoundingClientRect();
            return {x: r.x, y: r.y, width: r.width, height: r.height}; })""")
        if side_by_side:
            assert text["x"] >= rules["x"] + rules["width"] and abs(text["y"] - rules["y"]) < 5
            assert min(rules["width"], text["width"]) > 400
            for column in ("rules-column", "text-column"):  # each scrolls on its own
                assert page.locator(f".{column}").evaluate("c => getComputedStyle(c).overflowY") == "auto"
                assert page.locator(f".{column}").evaluate("c => c.scrollHeight > c.clientHeight")
        else:
            assert text["y"] >= rules["y"] + rules["height"] and abs(text["x"] - rules["x"]) < 5
        page.screenshot(path=shots / f"edition-columns-{width}.png")
        assert watched.errors == []
    finally:
        page.set_viewport_size({"width": 1280, "height": 900})


@browser_only
def test_editors_page_groups_findings_by_kind_and_game_pages_show_none_of_the_ocr_ones(watched, built):
    page = watched.open("editors/")
    assert page.locator("h2#kind-ocr").count() == 1 and page.locator("h2#kind-value").count() == 1
    assert page.locator('tbody[id^="ocr-"]').count() >= 1
    games = Path(built.site) / "games"
    assert not any("check the scan" in p.read_text("utf-8") for p in games.glob("*/index.html"))
    nl = watched.open("nl/editors/")
    assert nl.locator("h1").inner_text() == "Voor de redactie"
    assert watched.errors == []
