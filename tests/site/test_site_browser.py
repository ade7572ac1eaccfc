"""The built site in a real browser: Debian's chromium, headless, driven by playwright.

The whole site is built from the real corpus, served by http.server on a free localhost
port, and opened in English and Dutch; search must reach each game by its titles. Screenshots go to a
temp dir (printed with -s).
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from urllib.error import HTTPError
from urllib.parse import urldefrag, urljoin, urlparse
from urllib.request import urlopen

import pytest

from browsing import CHROMIUM

REPO = Path(__file__).resolve().parents[2]

playwright = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (make system-deps)")


def test_whole_site_builds_strict_within_a_minute(built):
    assert built.games == 117
    assert built.pages == 2 * (10 + 5 + built.games)  # 10 indexes (with glossary, editors, licence), 5 books
    assert built.seconds < 60


def test_game_page_opens_in_english_and_in_dutch(watched, shots):
    page = watched.open("games/hagenaar2-09/")
    assert page.locator("h1").inner_text() == "De veertien"
    assert "Printed pages: pp. 14–15" in page.inner_text("article")
    assert page.locator(".page-marker", has_text="[p. 15]").count() == 1
    page.screenshot(path=shots / "game-en.png", full_page=True)
    page = watched.open("nl/games/hagenaar2-09/")
    assert page.locator("html").get_attribute("lang") == "nl"
    assert "Gedrukte bladzijden: blz. 14–15" in page.inner_text("article")
    page.screenshot(path=shots / "game-nl.png")
    assert watched.errors == []


@pytest.mark.parametrize("path, prose_text, scholars, deal_text", [
    ("games/hagenaar2-24/", "may be dealt onto a pile of the column of the player's choice", "For scholars",
     "may be dealt onto a pile of column t of the player's choice"),
    ("nl/games/hagenaar2-24/", "op een stapel van de rij naar keuze uitdelen", "Voor onderzoekers",
     "op een stapel van rij t naar keuze uitdelen"),
])
def test_encoded_game_reads_as_prose_with_the_scholars_rules_folded_away(watched, shots, path, prose_text, scholars,
                                                                          deal_text):
    page = watched.open(path)
    article = " ".join(page.inner_text("article").split())
    assert prose_text in article and deal_text not in article  # the scholars' rules are folded away
    assert page.locator("ol.play-rules li").count() == 4  # the rules of play, numbered
    toggle = page.locator("details.scholars > summary")
    assert scholars in toggle.inner_text()
    toggle.click()
    assert deal_text in " ".join(page.inner_text("article").split())
    assert page.locator(".rule blockquote.evidence").count() >= 10
    assert page.locator(".rule .invented").count() >= 1
    assert page.locator(".rule .rule-no").count() == 4
    svg = page.locator(".layout-diagram svg")
    assert svg.count() == 1 and svg.bounding_box()["width"] > 300
    assert svg.locator("g.zone").count() == 3
    page.locator("#rule-zones-1").scroll_into_view_if_needed()
    page.screenshot(path=shots / f"rules-{path.split('/')[0]}.png")
    svg.screenshot(path=shots / f"layout-{path.split('/')[0]}.png")
    assert watched.errors == []


@pytest.mark.parametrize("path, heading, reason", [
    ("games/hagenaar2-01/", "The same game in other books", "The same tucking procedure"),
    ("nl/games/hagenaar2-01/", "Hetzelfde spel in andere boeken", "Dezelfde procedure van onderschuiven"),
])
def test_game_page_shows_the_same_game_in_other_books_and_leads_there(watched, shots, path, heading, reason):
    page = watched.open(path)
    section = page.locator("h2", has_text=heading)
    assert section.count() == 1
    links = page.locator(".admonition.version")
    assert links.count() >= 1
    first = page.locator('.admonition.version[data-game="hagenaar2-06"]')
    assert first.locator("table.clauses tbody tr").count() >= 1  # both games are encoded
    assert reason in first.inner_text() and first.locator(".lang-note").count() == 0  # in the page's language
    section.scroll_into_view_if_needed()
    page.screenshot(path=shots / f"versions-{path.split('/')[0]}.png")
    other = first.get_attribute("data-game")
    first.locator(".admonition-title a").click()
    page.wait_for_url(f"**/games/{other}/")
    assert page.locator("h2", has_text=heading).count() == 1
    assert page.locator('.admonition.version[data-game="hagenaar2-01"]').count() == 1
    assert watched.errors == []


def test_export_page_links_resolve_to_the_bundle(watched, base_url):
    page = watched.open("export/")
    hrefs = [a.get_attribute("href") for a in page.locator("article a[href$='.json'], article a[href$='.jsonl']").all()]
    assert any(h.endswith("patience-rules.json") for h in hrefs)
    assert any(h.endswith("patience-rules.jsonl") for h in hrefs)
    for href in hrefs:
        with urlopen(urljoin(page.url, href)) as response:
            assert response.status == 200
    with urlopen(urljoin(page.url, next(h for h in hrefs if h.endswith("patience-rules.json")))) as response:
        assert len(json.loads(response.read())["rules"]) == len(list((REPO / "rules_json").glob("*.json")))
    assert watched.errors == []


def test_language_switcher_leads_to_the_same_game(watched, shots):
    page = watched.open("games/cadogan-ru-krepost/")
    page.hover(".md-header__option .md-select")
    page.click(".md-select__link[hreflang=nl]")
    page.wait_for_url("**/nl/games/cadogan-ru-krepost/")
    assert "Oorspronkelijke tekst in moderne spelling" in page.inner_text("article")
    page.screenshot(path=shots / "switched-nl.png")
    page.hover(".md-header__option .md-select")
    page.click(".md-select__link[hreflang=en]")
    page.wait_for_url(lambda url: urlparse(url).path == "/games/cadogan-ru-krepost/")
    assert watched.errors == []


def _search(page, query: str, result: str):
    """Type the query into the search box until a result link matching `result` shows."""
    box = page.locator("input.md-search__input")
    box.click()
    found = page.locator(f".md-search-result__link{result}").first
    for _ in range(20):  # the search worker builds its index after the page has loaded
        box.fill("")
        box.press_sequentially(query, delay=10)
        box.press("End")  # a key event: typed Cyrillic arrives as input events only
        try:
            found.wait_for(timeout=1000)
            break
        except playwright.TimeoutError:
            continue
    return found


@pytest.mark.parametrize("query, game_id", [
    ("veertien", "hagenaar2-09"),
    ("четырнадцать", "cadogan-ru-chetyrnadtsat"),
    ("Крѣпость", "cadogan-ru-krepost"),
    ("Крепость", "cadogan-ru-krepost"),  # modern spelling, in the page's modern-spelling text
    ("Часы", "cadogan-ru-chasy"),
    ("napolean", "hagenaar2-41"),  # a typo (one edit) still finds Alexander en Napoleon
    ("Mount Olympus", "cadogan-mount-olympus"),
    ("Redoubt", "hagenaar2-24"),  # the English titles of encoded games
    ("Tucking Under", "hagenaar2-01"),
])
def test_search_reaches_the_game_by_its_title(watched, shots, query, game_id):
    page = watched.open("")
    result = _search(page, query, f"[href*='games/{game_id}/']")
    page.screenshot(path=shots / f"search-{game_id}.png")
    result.click()
    page.wait_for_url(lambda url: f"/games/{game_id}/" in urlparse(url).path)
    assert page.locator("h1").count() == 1
    assert watched.errors == []


@pytest.mark.parametrize("site, own, other, marker", [
    ("", "/games/hagenaar2-09/", "/nl/games/hagenaar2-09/", "Dutch"),
    ("nl/", "/nl/games/hagenaar2-09/", "/games/hagenaar2-09/", "Engels"),
])
def test_search_ranks_the_sites_own_language_first_and_marks_the_other(watched, shots, site, own, other, marker):
    page = watched.open(site)
    _search(page, "veertien", f"[href*='{other}']")  # both languages' pages are found
    results = page.locator(".md-search-result__link:has(h1)").evaluate_all(
        "els => els.map(e => [new URL(e.href).pathname, getComputedStyle(e.querySelector('h1'), '::after').content])")
    assert results[0] == [own, "none"]
    assert [other, f'" · {marker}"'] in results
    page.screenshot(path=shots / f"search-veertien-{site.strip('/') or 'en'}.png")
    assert watched.errors == []


@pytest.mark.parametrize("query", ["Крѣпость", "Часы"])  # both hit the Dutch book page's sections
def test_dutch_search_results_link_to_pages(watched, query):
    page = watched.open("nl/")
    _search(page, query, "[href*='/nl/books/cadogan-ru/']")
    hrefs = page.locator(".md-search-result__link").evaluate_all("els => els.map(e => e.href)")
    assert not [h for h in hrefs if "undefined" in h]
    assert watched.errors == []


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value:
                self.links.append(value)
            elif name == "id" and value:
                self.ids.add(value)


def _parse(url: str) -> _Links:
    parser = _Links()
    with urlopen(url) as response:
        parser.feed(response.read().decode("utf-8"))
    return parser


def test_no_internal_link_is_broken(built, base_url):
    pages = [base_url + str(p.relative_to(built.site).as_posix())
             for p in Path(built.site).rglob("*.html")]
    host = urlparse(base_url).netloc
    parsed = {url: _parse(url) for url in pages}
    served: dict[str, int] = {}  # each target is fetched once: pages share their assets and links
    others: dict[str, _Links] = {}  # pages reached by a link but not built as index.html files
    broken = []
    for url, links in parsed.items():
        for link in links.links:
            target = urljoin(url, link)
            if urlparse(target).netloc != host:
                continue
            page, fragment = urldefrag(target)
            if page not in served:
                try:
                    urlopen(page).close()
                    served[page] = 200
                except HTTPError as exc:
                    served[page] = exc.code
            if served[page] != 200:
                broken.append(f"{url} -> {link} ({served[page]})")
                continue
            if fragment and page.endswith("/"):
                key = page + "index.html"
                if key not in parsed and key not in others:
                    others[key] = _parse(page)
                ids = parsed.get(key) or others[key]
                if fragment not in ids.ids:
                    broken.append(f"{url} -> {link} (no #{fragment})")
    assert broken == []
