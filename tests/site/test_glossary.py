"""The glossary: one Dutch term per concept, following the book, used by the Dutch phrases (the site's
phrase file and the board's messages)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from patience.site.glossary import glossary, glossary_page, site_data
from patience.site.markdown import escape
from patience.site.phrases import phrases
from patience.fsutil import read_toml

REPO = Path(__file__).resolve().parents[2]
CONCEPTS = glossary().concept
REQUIRED = ("pile", "stock", "talon", "foundation", "tableau", "reserve", "cell", "packet", "face-up", "face-down",
            "deal", "re-deal", "build-up", "build-down", "suit", "rank", "sequence")


def _strings(table, where=()):
    for key, value in table.items():
        if isinstance(value, dict):
            yield from _strings(value, (*where, key))
        elif isinstance(value, str):
            yield ".".join((*where, key)), value


NL = [*(item for path in sorted(site_data().rglob("nl.toml")) for item in _strings(read_toml(path), (path.parent.name,))),
      *_strings(json.loads((REPO / "site" / "player" / "ui" / "messages.json").read_text("utf-8"))["nl"], ("board",))]
"""Every Dutch string a reader sees: the site's phrase files (every `nl.toml` under data/site/) and the
board's messages."""


def test_the_glossary_has_every_concept_the_site_names():
    assert set(REQUIRED) <= set(CONCEPTS)


def test_each_dutch_term_names_one_concept():
    terms = [c.nl for c in CONCEPTS.values()]
    assert len(terms) == len(set(terms))


@pytest.mark.parametrize("concept", sorted(CONCEPTS))
def test_the_dutch_phrases_use_only_the_glossary_term_for_each_concept(concept):
    found = [f"{key}: {text!r}" for pattern in CONCEPTS[concept].forbidden for key, text in NL
             if re.search(pattern, text, re.IGNORECASE)]
    assert not found, f"the Dutch phrases use a synonym of '{CONCEPTS[concept].nl}' ({concept}): " + "; ".join(found)


def test_a_forbidden_synonym_is_found_where_it_is_used():
    pattern = CONCEPTS["foundation"].forbidden[0]
    assert re.search(pattern, "leg de kaart op de basisstapel", re.IGNORECASE)


@pytest.mark.parametrize("concept", sorted(c for c in CONCEPTS if CONCEPTS[c].quote))
def test_the_books_word_is_quoted_where_the_clean_text_says_it(concept):
    c = CONCEPTS[concept]
    text = (REPO / "corpus" / "clean" / "hagenaar2.txt").read_text("utf-8")
    assert c.at is not None and text[c.at:c.at + len(c.quote)] == c.quote


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_glossary_page_lists_every_term_in_its_language(lang):
    page = glossary_page(phrases(lang))
    assert f"# {phrases(lang)('heading.glossary')}" in page
    for c in CONCEPTS.values():
        assert f"**{getattr(c, lang)}**" in page and escape(getattr(c.note, lang)) in page
