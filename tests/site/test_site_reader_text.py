"""What a reader sees on the built site carries no trace of the encoding's machinery: no JSON
pointer, no snake_case identifier, no Python "None". Code, scripts and the scholars' toggle
(where the rules are shown element by element, with their pointers) are not reader text."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

HIDDEN_TAGS = {"script", "style", "code", "pre"}
VOID_TAGS = {"br", "img", "meta", "link", "input", "hr", "rect", "path", "circle", "line", "source", "wbr"}
TOP_LEVEL = "zones|moves|setup|win|deck|players|choices|phases|variants|final_state|advice|evidence|invented|escapes"
FINDINGS = {
    "a JSON pointer": re.compile(rf"(?<![\w.:/])/({TOP_LEVEL})(/[\w-]+)*\b"),
    "a snake_case identifier": re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"),
    "None": re.compile(r"\bNone\b"),
}


class ReaderText(HTMLParser):
    """The text of a page outside code, scripts, styles and `<details class="scholars">`."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, bool]] = []
        self.hidden = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID_TAGS:
            return
        classes = (dict(attrs).get("class") or "").split()
        hide = tag in HIDDEN_TAGS or (tag == "details" and "scholars" in classes)
        self.open.append((tag, hide))
        self.hidden += hide

    def handle_endtag(self, tag: str) -> None:
        while self.open:
            name, hide = self.open.pop()
            self.hidden -= hide
            if name == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self.hidden:
            self.parts.append(data)


def reader_text(page: str) -> str:
    parser = ReaderText()
    parser.feed(page)
    return " ".join(" ".join(parser.parts).split())


def findings(text: str) -> list[str]:
    return [f"{what}: …{text[max(0, m.start() - 50):m.end() + 30]}…"
            for what, rx in FINDINGS.items() for m in rx.finditer(text)]


def test_the_scan_finds_pointers_identifiers_and_none_outside_the_scholars_toggle():
    page = ('<p>replace /mechanics/0/keep → false; the zone is a reserve_piles of None</p>'
            '<p>see /zones/2/free and /moves/1</p><code>/zones/0</code>'
            '<details class="scholars"><summary>For scholars</summary><p>/zones/3 late_layout None</p></details>')
    found = findings(reader_text(page))
    assert [f.split(":")[0] for f in found] == ["a JSON pointer", "a JSON pointer", "a snake_case identifier", "None"]
    assert not any("/zones/3" in f or "/zones/0" in f for f in found)


def test_no_page_shows_a_pointer_an_identifier_or_none_to_a_reader(built):
    pages = sorted(Path(built.site).rglob("*.html"))
    assert len(pages) > 150
    bad = [f"{page.relative_to(built.site)}: {f}" for page in pages
           for f in findings(reader_text(page.read_text("utf-8")))]
    assert bad == [], "\n".join(bad[:20])


def test_the_search_index_leaves_out_the_scholars_toggle(built):
    """The toggle's evidence quotes repeat the book's text, which the page indexes once already."""
    docs = json.loads((Path(built.site) / "search" / "search_index.json").read_text("utf-8"))["docs"]
    for page in ("games/hagenaar2-09/index.html", "nl/games/hagenaar2-09/index.html"):
        text = (Path(built.site) / page).read_text("utf-8")
        summary = re.search(r'<details class="scholars"[^>]*>\s*<summary>([^<]+)</summary>', text)
        assert summary, page
        assert [d["location"] for d in docs if summary[1] in d["text"] or summary[1] in d["title"]] == []
        toggle = re.search(r'<details class="scholars".*?<h2', text, re.S)
        headings = re.findall(r'<h3[^>]* id="([^"]+)"', toggle[0])
        url = page.removesuffix("index.html")
        assert headings and [d["location"] for d in docs if d["location"] in {f"{url}#{h}" for h in headings}] == []


def test_the_search_index_leaves_out_the_clause_tables_of_other_books_but_keeps_the_reasons(built):
    """The side-by-side quotes repeat both games' texts, each indexed on its own page; the editors'
    reasons are said only here."""
    docs = {d["location"]: d["text"] for d in
            json.loads((Path(built.site) / "search" / "search_index.json").read_text("utf-8"))["docs"]}
    for prefix, anchor in (("", "the-same-game-in-other-books"), ("nl/", "hetzelfde-spel-in-andere-boeken")):
        page = (Path(built.site) / prefix / "games/hagenaar2-09/index.html").read_text("utf-8")
        table = re.search(r'<details class="clauses"[^>]*>.*?</details>', page, re.S)
        assert table, prefix
        quotes = re.findall(r"“([^”]{20,})”", table[0])
        indexed = docs[f"{prefix}games/hagenaar2-09/#{anchor}"]
        assert quotes and not any(q in indexed for q in quotes), quotes[:2]
        assert "fourteen" in indexed  # the links' reasons (English data on both sites)


def test_no_section_of_the_search_index_is_a_bare_title(built):
    """A heading whose section has no text of its own (only subsections, or only the scholars' toggle) is left
    out, so a title search does not return one empty "The rules as encoded" per game; the subsections stay."""
    docs = json.loads((Path(built.site) / "search" / "search_index.json").read_text("utf-8"))["docs"]
    bare = [d["location"] for d in docs if "#" in d["location"] and not d["text"].strip()]
    assert bare == [], bare[:10]
    locations = {d["location"] for d in docs}
    assert {"games/hagenaar2-27/#variant-reverse", "nl/games/hagenaar2-27/#variant-reverse"} <= locations
