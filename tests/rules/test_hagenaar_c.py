"""Hagenaar Nos. 18–24: each certificate replays to a win, and stated rules hold in the executor."""

from pathlib import Path

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, replay

from helpers import move_texts

REPO = Path(__file__).resolve().parents[2]
GAMES = ["hagenaar2-18", "hagenaar2-19", "hagenaar2-20", "hagenaar2-21", "hagenaar2-22", "hagenaar2-23", "hagenaar2-24"]


def game(rule_id: str) -> Game:
    return Game(load(rule_id, REPO))


def c(text: str) -> int:
    return cards.parse(text)


def empty(g: Game, state) -> None:
    for p in range(len(state.piles)):
        state.piles[p] = []
        state.down[p] = 0


@pytest.mark.parametrize("rule_id", GAMES)
def test_certificate_replays_to_a_win(rule_id):
    g = game(rule_id)
    cert = Certificate.load(REPO / "checks" / "certificates" / f"{rule_id}.json")
    assert g.is_won(replay(g, cert))


# --------------------------------------------------------------- No. 18 De mannen


def test_mannen_queens_are_dead_and_fives_and_sixes_are_bases():
    g = game("hagenaar2-18")
    state = g.deal(1)
    assert g.total == 48
    assert all(cards.value(c) != 12 for pile in state.piles for c in pile)
    assert [cards.value(state.piles[p][0]) for p in g.zones["fu"].piles] == [6] * 4
    assert [cards.value(state.piles[p][0]) for p in g.zones["fd"].piles] == [5] * 4
    assert all(state.down[p] == 3 for p in g.zones["t"].piles)


def test_mannen_fives_run_down_through_the_ace_to_the_king():
    g = game("hagenaar2-18")
    state = g.deal(1)
    hearts5 = g.zones["fd"].start + 2
    state.piles[hearts5] = [c("5H"), c("4H"), c("3H"), c("2H"), c("AH")]
    assert g.accepts(state, hearts5, c("KH"))
    assert not g.accepts(state, hearts5, c("KS"))
    sixes = g.zones["fu"].start + 2
    state.piles[sixes] = [c("6H"), c("7H"), c("8H"), c("9H"), c("10H"), c("JH")]
    assert not g.accepts(state, sixes, c("KH"))


def test_mannen_marriage_is_same_suit_either_way_and_turns_the_card_below():
    g = game("hagenaar2-18")
    state = g.deal(1)
    t1, t2 = g.zones["t"].start, g.zones["t"].start + 1
    empty(g, state)
    state.piles[t1] = [c("2C"), c("9H")]
    state.down[t1] = 1
    state.piles[t2] = [c("8H")]
    assert "t1>t2" in move_texts(g, state) and "t2>t1" in move_texts(g, state)
    g.apply(state, g.parse_move("t1>t2"))
    assert state.down[t1] == 0
    state.piles[t2] = [c("8S")]
    assert "t1>t2" not in move_texts(g, state)


def test_mannen_marriages_only_when_nothing_goes_to_the_foundations():
    g = game("hagenaar2-18")
    state = g.deal(1)
    empty(g, state)
    t1, t2, t3 = g.zones["t"].piles[:3]
    state.piles[g.zones["fu"].start] = [c("6C")]
    state.piles[t1], state.piles[t2], state.piles[t3] = [c("9H")], [c("8H")], [c("10D")]
    assert "t1>t2" in move_texts(g, state)
    state.piles[t3] = [c("7C")]
    assert move_texts(g, state) == {"t3>fu1"}


# --------------------------------------------------------------- No. 19 Het prentenkabinet


def test_prentenkabinet_first_layout_has_no_court_cards():
    g = game("hagenaar2-19")
    for seed in range(1, 20):
        state = g.deal(seed)
        assert all(cards.value(state.piles[p][0]) <= 10 for p in g.zones["t"].piles)


def test_prentenkabinet_covers_only_pairs_to_eleven_and_court_cards_close_a_pile():
    g = game("hagenaar2-19")
    state = g.deal(1)
    t = list(g.zones["t"].piles)
    for p, text in zip(t, ["10C", "AD", "KH", "AH", "5S", "5D", "2C", "2D", "2H", "2S", "3C", "3D"]):
        state.piles[p] = [c(text)]
    assert move_texts(g, state) == {"cover t1 t2", "cover t2 t1", "cover t1 t4", "cover t4 t1"}
    state.piles[t[0]].append(c("QC"))
    assert list(g.legal_moves(state)) == []


# --------------------------------------------------------------- No. 20 De vier paren


def test_vier_paren_aces_take_odd_cards_and_twos_even_cards():
    g = game("hagenaar2-20")
    state = g.deal(1)
    f = g.zones["f"].start
    assert [cards.text(state.piles[p][0]) for p in g.zones["f"].piles] == ["AC", "2C", "AD", "2D", "AH", "2H", "AS", "2S"]
    assert g.accepts(state, f, c("3C")) and not g.accepts(state, f, c("2C"))
    assert g.accepts(state, f + 1, c("4C")) and not g.accepts(state, f + 1, c("3C"))


def test_vier_paren_talon_is_not_taken_up_again():
    g = game("hagenaar2-20")
    state = g.deal(1)
    while state.piles[g.stock]:
        g.apply(state, g.parse_move("s>w"))
    assert "redeal" not in move_texts(g, state)


def test_vier_paren_a_spare_card_that_fits_must_go_up_at_once():
    g = game("hagenaar2-20")
    state = g.deal(1)
    for r in g.zones["r"].piles:
        state.piles[r] = [c("KD")]
    assert "s>w" in move_texts(g, state)
    state.piles[g.zones["r"].start] = [c("3C")]
    assert move_texts(g, state) == {"r1>f1"}


def test_vier_paren_gap_is_filled_from_the_talon_first():
    g = game("hagenaar2-20")
    state = g.deal(1)
    r1 = g.zones["r"].start
    f1 = g.zones["f"].start
    top_of_talon = state.piles[g.stock][-1]
    g.apply(state, g.parse_move("s>w"))
    state.piles[r1] = [c("3C")]
    g.apply(state, ("m", r1, f1, 1))
    assert state.piles[r1] == [top_of_talon] and not state.piles[g.talon]


# --------------------------------------------------------------- No. 21 De hoopvolle


def test_hoopvolle_first_row_card_is_freed_when_the_card_below_is_taken():
    g = game("hagenaar2-21")
    state = g.deal(1)
    empty(g, state)
    state.piles[g.stock] = [c("2C")] * 5
    state.vars["rows"] = 2
    r1, r2 = list(g.zones["r1"].piles), list(g.zones["r2"].piles)
    for p, text in zip(r1 + r2, ["KC", "KD", "3S", "4S", "5S", "6S", "7C",
                                 "AD", "9S", "5H", "2D", "2H", "3H", "4H"]):
        state.piles[p] = [c(text)]
    assert move_texts(g, state) == {"pair r22 r23"}
    g.apply(state, g.parse_move("pair r22 r23"))
    assert move_texts(g, state) == {"pair r12 r21"}


def test_hoopvolle_new_row_only_when_no_pair_is_left():
    g = game("hagenaar2-21")
    state = g.deal(1)
    for m in iter(lambda: next(iter(g.legal_moves(state)), None), None):
        if m == ("newrow",):
            break
        g.apply(state, m)
    assert list(g.legal_moves(state)) == [("newrow",)]
    assert all(state.piles[p] for p in g.zones["r1"].piles)


# --------------------------------------------------------------- No. 22 De hoeken


def test_hoeken_corners_are_four_different_suits():
    g = game("hagenaar2-22")
    for seed in range(1, 20):
        state = g.deal(seed)
        assert sorted(cards.suit(state.piles[p][0]) for p in g.zones["f"].piles) == [0, 1, 2, 3]


def test_hoeken_corner_turns_from_king_to_ace_and_spare_cards_must_go_up():
    g = game("hagenaar2-22")
    state = g.deal(1)
    f1, r1 = g.zones["f"].start, g.zones["r"].start
    for p in g.zones["f"].piles:
        state.piles[p] = [c("2C")]
    for p in g.zones["r"].piles:
        state.piles[p] = [c("9C")]
    state.piles[g.talon] = []
    state.piles[f1] = [c("QH"), c("KH")]
    assert g.accepts(state, f1, c("AH")) and not g.accepts(state, f1, c("AS"))
    assert "s>w" in move_texts(g, state)
    state.piles[r1] = [c("AH")]
    assert move_texts(g, state) == {"r1>f1"}


def test_hoeken_three_passes_through_the_talon():
    g = game("hagenaar2-22")
    state = g.deal(1)
    for f in g.zones["f"].piles:
        state.piles[f] = [c("2C")]  # nothing fits: no play interrupts the passes
    for _ in range(2):
        while state.piles[g.stock]:
            g.apply(state, g.parse_move("s>w"))
        assert "redeal" in move_texts(g, state)
        g.apply(state, ("redeal",))
    while state.piles[g.stock]:
        g.apply(state, g.parse_move("s>w"))
    assert "redeal" not in move_texts(g, state)


# --------------------------------------------------------------- No. 23 De azenpatience


def test_azenpatience_spaces_are_not_refilled_but_dealt_onto():
    g = game("hagenaar2-23")
    state = g.deal(1)
    t1 = g.zones["t"].start
    f = g.zones["f"].start
    state.piles[t1] = [c("QC")]
    g.apply(state, ("m", t1, f, 1))
    assert state.piles[t1] == []
    assert not any(m[0] == "m" and m[2] == t1 for m in g.legal_moves(state))
    g.apply(state, g.parse_move("s>t"))
    assert len(state.piles[t1]) == 1


def test_azenpatience_next_row_only_when_nothing_fits():
    g = game("hagenaar2-23")
    state = g.deal(1)
    for p, text in zip(g.zones["t"].piles, ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C"]):
        state.piles[p] = [c(text)]
    assert move_texts(g, state) == {"s>t"}
    state.piles[g.zones["t"].start] = [c("QH")]
    assert move_texts(g, state) == {"t1>f3"}


def test_azenpatience_three_deals_in_all():
    g = game("hagenaar2-23")
    state = g.deal(1)
    for _ in range(2):
        while state.piles[g.stock]:
            g.apply(state, g.parse_move("s>t"))
        assert "redeal" in move_texts(g, state)
        g.apply(state, ("redeal",))
    while state.piles[g.stock]:
        g.apply(state, g.parse_move("s>t"))
    assert "redeal" not in move_texts(g, state)


# --------------------------------------------------------------- No. 24 De schans


def test_schans_no_play_before_the_whole_pack_is_dealt():
    g = game("hagenaar2-24")
    state = g.deal(1)
    assert {m[0] for m in g.legal_moves(state)} == {"deal"}
    while state.piles[g.stock]:
        g.apply(state, next(iter(g.legal_moves(state))))
    assert all(cards.value(state.piles[p][0]) == 1 for p in g.zones["f"].piles)
    assert "deal" not in {m[0] for m in g.legal_moves(state)}


def test_schans_part_of_a_column_moves_to_an_empty_column_in_its_order():
    g = game("hagenaar2-24")
    state = g.deal(1)
    empty(g, state)
    t1, t2, t3 = g.zones["t"].piles[:3]
    state.piles[t1] = [c("KH"), c("3C"), c("9D")]
    state.piles[t3] = [c("5S")]
    texts = move_texts(g, state)
    assert {"t1>t2", "t1>t2:2"} <= texts
    assert "t1>t3" not in texts  # only into an empty column
    g.apply(state, g.parse_move("t1>t2:2"))
    assert state.piles[t2] == [c("3C"), c("9D")]
