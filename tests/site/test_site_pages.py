"""The generated Markdown: game, book, index pages in each language."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import patience

from patience.export import export_bundle
from patience.site.corpusview import paginate, read_books, read_games
from patience.site.encoding import load_encodings
from patience.site.generate import page_tree, write_docs
from patience.site.marks import Mark
from patience.site.markdown import display_title, escape, text_html
from patience.site.model import Segment
from patience.site.phrases import LANGUAGES, phrases

REPO = Path(__file__).resolve().parents[2]


def _site(root, corpus):
    return read_books(root), read_games(corpus, root, load_encodings(root))


def _tree(root, books, games, lang):
    return page_tree(books, games, lang, root, export_bundle(root / "build" / "export", root))


def test_every_language_has_the_same_phrase_keys():
    tables = {lang: phrases(lang)._table for lang in LANGUAGES}

    def flat(table, prefix=()):
        return {key for k, v in table.items()
                for key in (flat(v, (*prefix, k)) if isinstance(v, dict) else {(*prefix, k)})}

    keys = {lang: flat(t) for lang, t in tables.items()}
    assert keys["nl"] == keys["en"]


def test_paginate_starts_a_segment_at_each_new_printed_page():
    text = "a\nb\nc\n"
    segments = paginate(text, 10, lambda off: 1 if off < 12 else 2)
    assert segments == (Segment(1, "a\n", 10), Segment(2, "b\nc\n", 12))


def test_text_html_highlights_evidence_spans_with_one_anchor_each():
    segments = (Segment(3, "  The aces go up.\nThen the kings.\n", 100),)
    marks = [Mark(106, 110, "ev-1", "/zones/0"), Mark(106, 128, "ev-2", "/moves/0")]
    out = text_html(segments, "[p. {page}]", marks=marks)
    assert '<mark class="evidence-span" id="ev-1" data-ev="ev-1 ev-2">aces</mark>' in out
    assert '<mark class="evidence-span" data-ev="ev-2"> go up.</mark>' in out
    assert '<mark class="evidence-span" data-ev="ev-2">Then the k</mark>ings.' in out
    assert out.count('id="ev-1"') == out.count('id="ev-2"') == 1


def test_text_html_marks_printed_pages_and_escapes_markup():
    out = text_html((Segment(14, "x < y\n_Rules_\n"), Segment(None, "z\n")), "[p. {page}]")
    assert '<span class="page-marker" data-page="14">[p. 14]</span> x &lt; y' in out
    assert "<p><em>Rules</em></p>" in out and "\n\n" not in out


def test_titles_in_capitals_are_shown_in_ordinary_case():
    assert display_title("КРѢПОСТЬ") == "Крѣпость"
    assert display_title("MOUNT OLYMPUS") == "Mount Olympus"
    assert display_title("De veertien") == "De veertien"
    assert escape("a_b*[c]") == r"a\_b\*\[c\]"


def test_game_page_shows_source_pages_and_page_markers(root, corpus):
    books, games = _site(root, corpus)
    page = _tree(root, books, games, "en")["games/hagenaar2-09.md"]
    assert page.startswith('---\ntitle: "De veertien"\n---')
    assert "(../books/hagenaar2.md)" in page and "pp. 14–15" in page
    assert '<a class="page-marker" id="p-15" href="#p-15" data-page="15">[p. 15]</a>' in page
    assert "not yet encoded" in page
    nl = _tree(root, books, games, "nl")["games/hagenaar2-09.md"]
    assert "blz. 14–15" in nl and "nog niet gecodeerd" in nl


def test_a_page_turning_inside_a_paragraph_gets_its_marker_where_the_page_begins():
    text = "Short line.\nA paragraph that goes on over the page.\n"
    turn = text.index("over")
    segments = paginate(text, 100, lambda off: 7 if off < 100 + turn else 8)
    assert [(s.page, s.text, s.start, s.joined) for s in segments] == [
        (7, "Short line.\nA paragraph that goes on ", 100, False), (8, "over the page.\n", 100 + turn, True)]
    out = text_html(segments, "[p. {page}]", anchored=set())
    assert out.count("<p>") == 2
    assert 'goes on <a class="page-marker" id="p-8" href="#p-8" data-page="8">[p. 8]</a> over the page.</p>' in out


def test_each_printed_page_is_anchored_once_and_the_modern_text_not_at_all():
    segments = (Segment(3, "one\n", 0), Segment(4, "two\n", 4))
    anchored: set[int] = set()
    first = text_html(segments, "[p. {page}]", anchored=anchored)
    again = text_html((Segment(4, "three\n", 8),), "[p. {page}]", anchored=anchored)
    modern = text_html(segments, "[p. {page}]", css="original modern")
    assert 'id="p-3"' in first and 'id="p-4"' in first and anchored == {3, 4}
    assert "id=" not in again and '<span class="page-marker" data-page="4">[p. 4]</span>' in again
    assert "id=" not in modern


def test_game_page_lists_its_errata_with_page_links_in_both_languages(root, corpus):
    books, games = _site(root, corpus)
    source, corrected, printed, reason = corpus.CORRECTION
    en = _tree(root, books, games, "en")["games/hagenaar2-09.md"]
    assert "## Corrections to the text {#errata}" in en
    assert f"| [p. 14](#p-14) | {printed} | {corrected} | {reason} |" in en
    nl = _tree(root, books, games, "nl")["games/hagenaar2-09.md"]
    assert "## Verbeteringen in de tekst {#errata}" in nl and "| Bladzijde | De bron leest | Verbeterd tot | Reden |" in nl
    other = _tree(root, books, games, "en")["games/hagenaar2-24.md"]
    assert "The editors corrected nothing by hand in this game's text." in other


def test_game_and_home_pages_say_how_to_cite_them_with_a_stable_url_and_the_version(root, corpus):
    books, games = _site(root, corpus)
    en, nl = (_tree(root, books, games, lang) for lang in ("en", "nl"))
    version = f"version {patience.__version__} ("
    assert version in en["games/hagenaar2-09.md"] and "<https://patience-edition.org/games/hagenaar2-09/>" in en["games/hagenaar2-09.md"]
    assert f"versie {patience.__version__} (" in nl["games/hagenaar2-09.md"]
    assert "<https://patience-edition.org/nl/games/hagenaar2-09/>" in nl["games/hagenaar2-09.md"]
    assert "## How to cite {#cite}" in en["index.md"] and "<https://patience-edition.org/>." in en["index.md"]
    assert "## Citeren {#cite}" in nl["index.md"] and "<https://patience-edition.org/nl/>." in nl["index.md"]


def test_book_page_links_each_printed_page_to_its_marker_in_the_game(root, corpus):
    books, games = _site(root, corpus)
    page = _tree(root, books, games, "en")["books/hagenaar2.md"]
    assert "pp. [14](../games/hagenaar2-09.md#p-14)–[15](../games/hagenaar2-09.md#p-15)" in page


def test_russian_game_page_has_its_text_and_title_in_modern_spelling(root, corpus):
    books, games = _site(root, corpus)
    page = _tree(root, books, games, "en")["games/cadogan-ru-krepost.md"]
    assert "# <span lang=\"ru\">Крѣпость</span>" in page
    assert '<span lang="ru">КРЕПОСТЬ</span> (modern spelling)' in page  # a title in the book's language
    assert "## Original text in modern spelling" in page and "Крепость." in page


def test_variants_are_listed_apart_from_the_main_text(root, corpus):
    books, games = _site(root, corpus)
    page = _tree(root, books, games, "en")["games/hagenaar2-35.md"]
    assert "## Variants {#variants data-search-exclude}\n\n### A\n" in page
    assert page.count("Variatiên op den halven cirkel") == 1
    assert page.index("Variatiên op den halven cirkel") > page.index("### A")


def test_encoded_game_shows_its_summary_and_json_download(root, corpus):
    shutil.copy(REPO / "rules_json" / "hagenaar2-24.json", root / "rules_json")
    books, games = _site(root, corpus)
    tree = _tree(root, books, games, "en")
    page = tree["games/hagenaar2-24.md"]
    assert "## Summary\n\nThe whole pack is dealt one card at a time into five columns" in page
    assert "[hagenaar2-24.json](hagenaar2-24.json)" in page and "not yet encoded" not in page
    assert "The Redoubt (English)" in page
    assert "- [Redoubt, The](games/hagenaar2-24.md)" in tree["titles.md"]


def test_titles_index_sorts_every_title_with_articles_moved_behind(root, corpus):
    books, games = _site(root, corpus)
    az = _tree(root, books, games, "en")["titles.md"]
    entries = [line for line in az.splitlines() if line.startswith("- [")]
    shown = [re.sub("<[^>]+>", "", line[3:line.index("](")]) for line in entries]
    assert '- [<span lang="nl">halve cirkel, De</span>]' in entries[0]  # marked where it is not the page's language
    assert shown == ["halve cirkel, De", "Mount Olympus", "ondersteken I, Het", "schans, De", "Square, The",
                     "veertien, De", "Крепость", "Крѣпость", "Четырнадцать"]


def test_book_page_lists_its_games_in_book_order_with_pages(root, corpus):
    books, games = _site(root, corpus)
    page = _tree(root, books, games, "en")["books/hagenaar2.md"]
    assert "- **Author:** J. Hagenaar" in page and "- **Language of the text:** Dutch" in page
    assert page.index("| 9 | [<span lang=\"nl\">De veertien</span>](../games/hagenaar2-09.md) | pp. [14]") < page.index("| 35 |")


def test_write_docs_writes_both_languages_and_drops_stale_pages(root, corpus, tmp_path):
    books, games = _site(root, corpus)
    docs = tmp_path / "docs"
    stale = docs / "nl" / "games" / "gone.md"
    stale.parent.mkdir(parents=True)
    stale.write_text("old", "utf-8")
    count = write_docs(books, games, docs, root)
    assert count == 2 * (10 + len(books) + len(games))
    assert (docs / "nl" / "export" / "patience-rules.jsonl").is_file()
    assert (docs / "en" / "games" / "hagenaar2-09.md").is_file()
    assert (docs / "nl" / "titles.md").is_file() and not stale.exists()
