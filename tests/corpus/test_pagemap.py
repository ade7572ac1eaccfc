"""Page maps: the printed pages of the Cadogan transcription, found through the OCR of its scans, and of
its chapter-4 excerpt, found through the transcription."""

import json
from pathlib import Path

import pytest

from patience.corpus import clean_text, load_games, page_at, run_clean
from patience.corpus.pagemap import align_words, boundary, compute_pagemap, words
from patience.errors import PatienceError

REPO = Path(__file__).resolve().parents[2]
pytest.importorskip("rapidfuzz")


def test_aligned_words_carry_equal_words_across_and_words_the_other_text_lacks_to_where_it_resumes():
    a = "deal the pack xq out in rows".split()
    b = "deal the whole pack out in rows".split()
    mapped, same = align_words(a, b)
    assert mapped[0] == 0 and mapped[2] == 3 and mapped[3] == 4 and mapped[4] == 4 and mapped[-1] == len(b)
    assert mapped == sorted(mapped) and same == [True, True, True, False, True, True, True]


def test_a_page_starts_after_the_punctuation_of_the_page_before_and_its_white_space():
    text = 'the last card. "The next'
    _words, spans = words(text)
    assert text[boundary(text, spans, 3):] == '"The next'  # the quote opens the new page
    assert boundary(text, spans, 0) == 0 and boundary(text, spans, len(spans)) == len(text)


def test_committed_page_maps_are_a_fresh_alignment(corpus_root):
    for source in ("cadogan-1914", "cadogan"):
        committed = (REPO / f"corpus/pagemaps/{source}.json").read_text("utf-8")
        compute_pagemap(source, corpus_root)
        assert (corpus_root / f"corpus/pagemaps/{source}.json").read_text("utf-8") == committed


def test_the_transcription_text_is_on_the_page_its_scan_shows():
    clean = clean_text("cadogan-1914", REPO)
    assert page_at("cadogan-1914", clean.index("Deal out twenty-five cards in five rows"), REPO) == 31
    assert page_at("cadogan-1914", clean.index("EXPLANATION OF TERMS"), REPO) == 5
    assert page_at("cadogan-1914", clean.index("CONTENTS"), REPO) is None  # the transcriber's list: no page


def test_every_cadogan_game_has_a_page_range_and_the_excerpt_is_on_the_book_s_pages():
    games = load_games(REPO)
    book = {g.id.removeprefix("cadogan1914-"): g for g in games if g.source == "cadogan-1914"}
    assert len(book) == 47 and all(g.pages and 5 <= g.pages[0] <= g.pages[1] <= 121 for g in book.values())
    excerpt = [g for g in games if g.source == "cadogan"]
    assert excerpt and all(g.pages for g in excerpt)
    for g in excerpt:
        full = book[g.id.removeprefix("cadogan-")]
        assert g.pages[0] >= full.pages[0] and g.pages[1] <= full.pages[1], g.id
        if not g.fragment:
            assert g.pages == full.pages, g.id


def test_a_missing_page_map_is_an_error_naming_the_command(corpus_root):
    (corpus_root / "corpus/pagemaps/cadogan.json").unlink()
    with pytest.raises(PatienceError, match=r"pagemaps/cadogan\.json: file not found \(run `patience corpus pages cadogan`\)"):
        run_clean(corpus_root)


def test_a_page_map_whose_pages_go_backwards_is_an_error(corpus_root):
    path = corpus_root / "corpus/pagemaps/cadogan.json"
    data = json.loads(path.read_text("utf-8"))
    data["pages"][1]["raw_start"] = 10 ** 6
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(PatienceError, match=r"pagemaps/cadogan\.json: pages: raw_start must rise"):
        run_clean(corpus_root)


def test_pages_without_pages_from_is_an_error(corpus_root):
    with pytest.raises(PatienceError, match=r"source 'hagenaar2': no pages_from"):
        compute_pagemap("hagenaar2", corpus_root)
