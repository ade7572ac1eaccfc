"""The library API other stages call: games, texts, offsets and pages."""

from pathlib import Path

import pytest

from patience.corpus import (clean_text, clean_to_raw, game_text, get_game, ledger, page_at, raw_to_clean)
from patience.errors import PatienceError

REPO = Path(__file__).resolve().parents[2]


def test_an_unknown_game_suggests_the_nearest_id_or_says_none_is_close():
    with pytest.raises(PatienceError, match=r"unknown game 'nope' \(none of the \d+ known is close\)"):
        get_game("nope", REPO)
    with pytest.raises(PatienceError, match=r"unknown game 'hagenaar2-9' \(did you mean hagenaar2-09\?\)"):
        get_game("hagenaar2-9", REPO)
    with pytest.raises(PatienceError, match=r"\(did you mean hagenaar2-09\?\)"):
        get_game("hagenar2-09", REPO)


def test_unknown_source_is_a_one_line_error():
    with pytest.raises(PatienceError, match="unknown source 'x'"):
        clean_text("x", REPO)


def test_game_text_is_the_clean_text_of_its_span():
    g = get_game("hagenaar2-11", REPO)
    assert game_text("hagenaar2-11", REPO) == clean_text("hagenaar2", REPO)[g.clean_span[0]:g.clean_span[1]]


@pytest.mark.parametrize("word", ["hulpkaarten rechts", "De groote Napoleonpatience", "Het wapenschild",
                                  "wegnemen, hoe meer kans", "De kibbel-patience"])
def test_clean_offsets_map_back_to_the_same_raw_text(word):
    clean = clean_text("hagenaar2", REPO)
    raw = (REPO / "corpus/raw/hagenaar2.txt").read_text("utf-8")
    c = clean.index(word)
    r = clean_to_raw("hagenaar2", c, REPO)
    assert raw[r:r + 8] == clean[c:c + 8]
    assert raw_to_clean("hagenaar2", r, REPO) == c


def test_offsets_inside_an_edit_map_into_its_raw_span():
    edit = next(e for e in ledger("cadogan-ru", REPO) if e.before == "катггами")
    for k in range(len(edit.after)):
        assert edit.raw_start <= clean_to_raw("cadogan-ru", edit.clean_start + k, REPO) < edit.raw_end
    assert clean_to_raw("cadogan-ru", edit.clean_start + len(edit.after), REPO) == edit.raw_end


def test_page_at_gives_the_printed_page_and_none_elsewhere():
    clean = clean_text("hagenaar2", REPO)
    assert page_at("hagenaar2", clean.index("Het wapenschild."), REPO) == 26
    assert page_at("hagenaar2", clean.index("wegnemen, hoe meer kans er is"), REPO) == 71  # printed as 'SL'
    assert page_at("hagenaar2", clean.index("Het ondersteken I."), REPO) == 7  # no number printed
    assert page_at("hagenaar2", clean.index("INLEIDING.\n"), REPO) == 5
    assert page_at("hagenaar2", clean.index("VOORBERICHT."), REPO) is None
    assert page_at("hagenaar2", clean.index("ROYAL AUCTION"), REPO) is None
    assert page_at("cadogan", 100, REPO) == 89  # its pages come from the whole book (corpus/pagemaps)
    assert page_at("klondike-nl", 100, REPO) is None


def test_a_page_break_inside_a_word_is_at_the_second_half():
    clean = clean_text("hagenaar2", REPO)
    c = clean.index("worden de tweede heeren")  # 'wor-' p. 41 / 'den' p. 42
    assert page_at("hagenaar2", c, REPO) == 41
    assert page_at("hagenaar2", c + 3, REPO) == 42


def test_offsets_out_of_range_are_refused():
    with pytest.raises(PatienceError, match="out of range"):
        clean_to_raw("cadogan", 10**9, REPO)
