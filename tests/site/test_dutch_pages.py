"""The Dutch pages are Dutch: no English sentence outside quotations of the books (and of the
schema, which is written in English), no label that marks a text as English."""

from __future__ import annotations

from pathlib import Path

import pytest

from dutchcheck import english_sentences


def test_the_detector_finds_an_english_sentence_and_passes_dutch_and_quotations():
    html = ('<p>De talon wordt opgenomen. The talon may be taken up and re-dealt once.</p>'
            '<p>Het boek zegt \'when all the cards are played\' (als alle kaarten gespeeld zijn).</p>'
            '<blockquote><p>Deal out the cards on the table.</p></blockquote>'
            '<div lang="en"><p>The cards of the pack.</p></div><p><code>from the stock to the waste</code></p>')
    assert english_sentences(html) == ["The talon may be taken up and re-dealt once."]


@pytest.fixture(scope="module")
def dutch_pages(built):
    site = Path(built.site)
    pages = {p.relative_to(site).as_posix(): p for p in sorted((site / "nl").rglob("*.html"))}
    assert len(pages) > 80
    return pages


def test_no_dutch_page_has_an_english_sentence_outside_quotations(dutch_pages):
    found = [f"{name}: {sentence}" for name, page in dutch_pages.items()
             for sentence in english_sentences(page.read_text("utf-8"))]
    assert not found, "English on Dutch pages:\n" + "\n".join(found[:30])


def test_no_dutch_page_labels_a_text_as_english(dutch_pages):
    labelled = [name for name, page in dutch_pages.items() if 'class="lang-note"' in page.read_text("utf-8")]
    assert not labelled
