"""Hagenaar No. 35–42 (batch e): certificates replay to a win; rules the book states hold."""

import pytest

from patience import project_root
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, with_variant
from patience.solver import Certificate, replay

from helpers import move_texts

ROOT = project_root()
#: The games and variants of the batch that `patience check` has won (certificate file stems).
CERTIFICATES = [
    "hagenaar2-35",  # found by a randomised greedy search: `check` found none in 200 deals
    "hagenaar2-35~three-talons",
    "hagenaar2-35a",
    "hagenaar2-35b",
    "hagenaar2-36",
    "hagenaar2-37",
    "hagenaar2-38",
    "hagenaar2-39",
    "hagenaar2-40",
    "hagenaar2-40~overbuild",
    "hagenaar2-41",
    "hagenaar2-42",
]


def _game(rule_id: str, variant: str | None = None) -> Game:
    return Game(with_variant(load(rule_id, ROOT), variant))


def _put(game: Game, state, pile: str, text: str) -> None:
    state.piles[game.pile_index[pile]] = [cards.parse(c) for c in text.split()]


@pytest.mark.parametrize("name", CERTIFICATES)
def test_certificate_replays_to_a_win(name):
    cert = Certificate.load(ROOT / "checks" / "certificates" / f"{name}.json")
    game = _game(cert.rules, cert.variant)
    state = replay(game, cert)
    assert game.is_won(state) and not game.final_state_mismatches(state)


def _clear(game: Game, state, *zones: str) -> None:
    for z in zones:
        for p in game.zones[z].piles:
            state.piles[p] = []


def test_35_bases_run_up_from_the_first_card_and_fitting_cards_skip_the_talons():
    g = _game("hagenaar2-35")
    st = g.deal(1)
    _clear(g, st, "f", "w")
    _put(g, st, "f1", "6S")
    _put(g, st, "s", "8H")
    assert move_texts(g, st) == {"s>f3"}  # the eight's place is third from the six
    _put(g, st, "s", "7H")
    assert move_texts(g, st) == {"s>f1", "s>f2"}  # on the six, or as its base: never to a talon
    _put(g, st, "f2", "7S")
    _put(g, st, "f3", "8S")
    _put(g, st, "s", "10H")
    assert move_texts(g, st) == {"s>f5"}
    _put(g, st, "f5", "10S")
    assert move_texts(g, st) == {"s>w1"}  # fits nowhere: onto a talon


def test_35_a_won_half_circle_ends_seven_ranks_above_each_base():
    cert = Certificate.load(ROOT / "checks" / "certificates" / "hagenaar2-35.json")
    g = _game("hagenaar2-35")
    st = replay(g, cert)
    assert {(cards.value(st.piles[p][-1]) - cards.value(st.piles[p][0])) % 13 for p in g.zones["f"].piles} == {7}


def test_35_packets_hold_eight_cards():
    g = _game("hagenaar2-35")
    st = g.deal(1)
    _clear(g, st, "f", "w")
    _put(g, st, "f1", "6S 7S 8S 9S 10S JS QS KS")
    _put(g, st, "f2", "7D")
    _put(g, st, "s", "AH")
    assert "s>f1" not in move_texts(g, st)


def test_35a_no_building_before_the_half_circle_is_complete_and_one_talon_after_the_redeal():
    g = _game("hagenaar2-35a")
    st = g.deal(1)
    _put(g, st, "f1", "7S")
    _put(g, st, "s", "8H")
    assert "s>f1" not in move_texts(g, st) and "s>f2" in move_texts(g, st)
    _put(g, st, "f10", "3S")
    _put(g, st, "s", "3H")  # its place is taken and the gate is shut: it fits nowhere
    _put(g, st, "w1", "2C")
    assert {"s>w1", "s>w2"} <= move_texts(g, st)
    st.passes = 1
    assert "s>w2" not in move_texts(g, st)


def test_35a_the_first_base_is_a_seven():
    g = _game("hagenaar2-35a")
    st = g.deal(1)
    _put(g, st, "s", "8H")
    assert not any(t.startswith("s>f") for t in move_texts(g, st))


def test_35b_a_card_goes_on_the_rightmost_of_two_equal_piles():
    g = _game("hagenaar2-35b")
    st = g.deal(1)
    _clear(g, st, "f", "w")
    for i, r in enumerate(["K", "Q", "J", "10", "9", "8", "7", "6"]):
        _put(g, st, f"f{i + 1}", f"{r}C")
    _put(g, st, "f2", "QC JH")
    _put(g, st, "s", "10D")
    assert {t for t in move_texts(g, st) if t.startswith("s>")} == {"s>f3"}


def test_36_aces_are_built_on_only_when_every_suit_has_its_ace():
    g = _game("hagenaar2-36")
    st = g.deal(1)
    _clear(g, st, "f")
    _put(g, st, "f1", "AC")
    _put(g, st, "f2", "AD")
    _put(g, st, "f3", "AH")
    _put(g, st, "c1", "2C")
    assert "c1>f1" not in move_texts(g, st)
    _put(g, st, "f4", "AS")
    assert "c1>f1" in move_texts(g, st)


def test_36_marriages_only_after_the_pack_and_spaces_then_stay_open():
    g = _game("hagenaar2-36")
    st = g.deal(1)
    _put(g, st, "c1", "5C")
    _put(g, st, "c2", "6H")
    assert "c1>c2" not in move_texts(g, st)
    st.piles[g.stock] = []
    assert {"c1>c2", "c2>c1"} <= move_texts(g, st)
    g.apply(st, g.parse_move("c1>c2"))
    assert not st.piles[g.pile_index["c1"]]
    assert "c1>c2" not in move_texts(_game("hagenaar2-36", "no-marriages"), st)


def test_38_dial_takes_the_first_aces_colour_and_knaves_leave_only_in_the_third_pass():
    g = _game("hagenaar2-38")
    st = g.deal(1)
    _put(g, st, "f1", "AH")
    _put(g, st, "s", "5S")
    assert not any(t.startswith("s>f") for t in move_texts(g, st))
    _put(g, st, "s", "5D")
    assert "s>f5" in move_texts(g, st)
    _put(g, st, "s", "JD")
    assert "s>k" not in move_texts(g, st)
    st.passes = 2
    assert "s>k" in move_texts(g, st)


def test_41_queens_stay_in_the_a_and_whole_packets_go_onto_the_n():
    g = _game("hagenaar2-41")
    st = g.deal(1)
    _clear(g, st, "n", "a")
    _put(g, st, "n1", "JS 10S 9S 8S 7S")
    _put(g, st, "a1", "QS KS AS")
    _put(g, st, "a2", "4S 5S 6S")
    texts = move_texts(g, st)
    assert "packet a2 n1 3" in texts
    assert not any(t.startswith("a1>") or t.startswith("packet a1") for t in texts)


def test_37_inner_rows_are_enclosed_and_openings_fill_inner_rows_first():
    g = _game("hagenaar2-37")
    st = g.deal(1)
    _clear(g, st, "fk", "fa", *[f"r{x}" for x in "abcdefghijk"])
    for row, text in (("ra", "5C"), ("rb", "AH"), ("rc", "9C")):
        for i in range(1, 11):
            _put(g, st, f"{row}{i}", text if i == 1 else "QS")
    st.vars["rows"] = 3
    assert "rb1>fa1" not in move_texts(g, st)  # the ace of hearts lies between 5C and 9C
    _put(g, st, "ra1", "")
    _put(g, st, "rb2", "")
    assert "rb1>fa1" in move_texts(g, st)
    _put(g, st, "rb1", "")
    assert move_texts(g, st) == {"fill"}
    g.apply(st, g.parse_move("fill"))
    assert st.piles[g.pile_index["rb1"]] and st.piles[g.pile_index["rb2"]] and not st.piles[g.pile_index["ra1"]]


def test_37_the_overbuild_favour_continues_one_complete_ace_pile_past_the_king():
    g = _game("hagenaar2-37")
    st = g.deal(1)
    _clear(g, st, "fk", "fa", *[f"r{x}" for x in "abcdefghijk"])
    _put(g, st, "fa1", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")
    _put(g, st, "ra1", "AH")
    _put(g, st, "ra2", "3C")
    st.piles[g.stock] = []
    st.vars["rows"] = 1
    assert "over fa1" in move_texts(g, st)
    g.apply(st, g.parse_move("over fa1"))
    assert move_texts(g, st) == {"ra1>fa1"}


def test_39_a_card_meant_for_place_11_goes_only_onto_the_clubs_king_and_the_restriction_lapses_after_the_deal():
    g = _game("hagenaar2-39")
    st = g.deal(1)
    _clear(g, st, "p", "fa", "fk")
    _put(g, st, "fk1", "KC")
    _put(g, st, "fk2", "KH")
    st.vars["slot"] = (0, 10)  # place 11
    _put(g, st, "s", "9D QH QC")
    assert move_texts(g, st) == {"s>fk1", "lay"}
    st.vars["slot"] = (0, 5)  # place 6: beside the diamonds ace
    assert move_texts(g, st) == {"lay"}
    st.vars["slot"] = (0, 2)  # place 3: free
    assert move_texts(g, st) == {"s>fk1", "lay"}
    _put(g, st, "p7", "QH")  # place 7 lies beside the hearts ace, not the hearts king
    _put(g, st, "s", "9D")
    assert "p7>fk2" not in move_texts(g, st)
    st.piles[g.stock] = []
    assert "p7>fk2" in move_texts(g, st)


def test_40_rows_play_from_the_right_end_while_dealing_then_from_the_column_ends():
    g = _game("hagenaar2-40")
    st = g.deal(1)
    _clear(g, st, "t", "fa", "fk")
    for i in range(1, 14):
        _put(g, st, f"t{i}", "9S 9S" if i != 12 else "9S AH")
    _put(g, st, "t13", "9S 9S")
    _put(g, st, "s", "5D 5D")
    assert move_texts(g, st) == {"newrow"}  # the ace of hearts is not the right end of the row
    st.piles[g.pile_index["t13"]].pop()
    assert move_texts(g, st) == {"t12>fa1"}
    st.piles[g.stock] = []
    assert "t12>fa1" in move_texts(g, st) and "t13>fa1" not in move_texts(g, st)


def test_42_stripping_makes_a_new_heap_on_the_right():
    g = _game("hagenaar2-42")
    st = g.deal(1)
    _clear(g, st, "h", "fk", "fa")
    _put(g, st, "h1", "2C 9D")
    _put(g, st, "h2", "5S")
    _put(g, st, "h3", "4H 5H")
    assert "stage" in move_texts(g, st)
    g.apply(st, g.parse_move("stage"))
    assert [cards.text(c) for c in st.piles[g.pile_index["h4"]]] == ["9D", "4H", "5H"]
    assert [cards.text(c) for c in st.piles[g.pile_index["h2"]]] == ["5S"]
