"""Lady Cadogan, Illustrated Games of Patience, chapter 4 (English): certificates replay, stated rules hold."""

from __future__ import annotations

import pytest

from patience import project_root
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, replay

from helpers import move_texts

GAMES = ["cadogan-two-rings", "cadogan-margarethe", "cadogan-fish-bone", "cadogan-nation", "cadogan-congress", "cadogan-wheel", "cadogan-louis", "cadogan-sly", "cadogan-carpet", "cadogan-square", "cadogan-great-thirteen"]


def game(rule_id: str) -> Game:
    return Game(load(rule_id))


def put(g: Game, state, pile: str, *texts: str) -> None:
    """Lay the named cards (bottom to top) on a pile, face up."""
    p = g.pile_index[pile]
    state.piles[p] = [cards.parse(t) for t in texts]
    state.down[p] = 0


@pytest.mark.parametrize("rule_id", GAMES)
def test_certificate_replays_to_a_win(rule_id):
    g = game(rule_id)
    cert = Certificate.load(project_root() / "checks" / "certificates" / f"{rule_id}.json")
    assert g.is_won(replay(g, cert))


def test_two_rings_sevens_ascend_and_sixes_descend_in_suit():
    g = game("cadogan-two-rings")
    st = g.deal(1)
    put(g, st, "f1", "7C")
    put(g, st, "g1", "6C")
    put(g, st, "b1", "8C")
    put(g, st, "b2", "5C")
    put(g, st, "b3", "8D")
    legal = move_texts(g, st)
    assert "b1>f1" in legal and "b2>g1" in legal
    assert "b3>f1" not in legal and "b1>g1" not in legal


def test_two_rings_bracelet_vacancy_is_refilled_from_the_pack():
    g = game("cadogan-two-rings")
    st = g.deal(1)
    put(g, st, "f1", "7C")
    put(g, st, "b1", "8C")
    nxt = st.piles[g.stock][-1]
    g.apply(st, g.parse_move("b1>f1"))
    assert st.piles[g.pile_index["b1"]] == [nxt]


def test_margarethe_kings_take_ten_nine_eight_and_aces_go_to_one_packet():
    g = game("cadogan-margarethe")
    st = g.deal(1)
    put(g, st, "k1", "KC")
    put(g, st, "h1", "10C")
    put(g, st, "h2", "QC")
    put(g, st, "h3", "AH")
    legal = move_texts(g, st)
    assert "h1>k1" in legal and "h3>a" in legal
    assert "h2>k1" not in legal and "h1>a" not in legal
    put(g, st, "k1", "KC", "10C", "9C", "8C")
    put(g, st, "h1", "7C")
    assert "h1>k1" not in move_texts(g, st)


def test_fish_bone_king_waits_for_a_knave_of_its_suit():
    g = game("cadogan-fish-bone")
    st = g.deal(1)
    put(g, st, "w", "KH")
    assert not any(t.startswith("flank") for t in move_texts(g, st))
    put(g, st, "f3", "JH")
    assert "flank w k3" in move_texts(g, st)


def test_fish_bone_gridiron_takes_ascending_cards_from_the_talon_only():
    g = game("cadogan-fish-bone")
    st = g.deal(1)
    put(g, st, "g1", "5S")
    put(g, st, "g2", "6S")
    put(g, st, "w", "6S")
    legal = move_texts(g, st)
    assert "w>g1" in legal
    assert "g2>g1" not in legal


def test_nation_cards_played_during_the_deal_count_toward_the_eight_of_a_column():
    g = game("cadogan-nation")
    st = g.deal(3)
    while (legal := sorted(move_texts(g, st))) and legal[0].startswith("deal"):
        g.apply(st, g.parse_move(legal[0]))
    columns = [len(st.piles[p]) for p in g.zones["t"].piles]
    played = sum(len(st.piles[p]) - 1 for z in ("a", "k") for p in g.zones[z].piles)
    assert sum(columns) + played == 96 and max(columns) == 8 and played > 0
    assert not st.piles[g.stock]


def test_congress_river_cards_marry_downward_on_helps_but_not_helps_on_rivers():
    g = game("cadogan-congress")
    st = g.deal(1)
    put(g, st, "h1", "9S")
    put(g, st, "r1", "8S")
    put(g, st, "r2", "10S")
    legal = move_texts(g, st)
    assert "r1>h1" in legal
    assert "h1>r2" not in legal and "r2>h1" not in legal


def test_congress_extra_helps_only_after_the_pack_is_exhausted():
    g = game("cadogan-congress")
    st = g.deal(1)
    assert not any(t.startswith("open") for t in move_texts(g, st))
    st.piles[g.stock] = []
    assert any(t.startswith("open") for t in move_texts(g, st))


def test_wheel_eighteen_needs_three_different_values_and_a_court_card_to_crown_it():
    g = game("cadogan-wheel")
    st = g.deal(1)
    tops = ["10C", "6D", "2H", "8S", "8C", "2D", "3C", "4C", "5C", "3D", "4D", "5D"]
    for i, t in enumerate(tops, 1):
        put(g, st, f"c{i}", t)
    assert not any(t.startswith("group") for t in move_texts(g, st))  # no court card on the cushion
    put(g, st, "c12", "QH")
    groups = {t for t in move_texts(g, st) if t.startswith("group")}
    assert "group c1 c2 c3 c12" in groups
    assert not any({"c4", "c5"} <= set(t.split()) for t in groups)  # 8 + 8 + 2: two cards of one value


def test_louis_lower_circles_stay_blocked_until_the_pack_is_dealt():
    g = game("cadogan-louis")
    st = g.deal(1)
    while st.vars["left"]:
        g.apply(st, next(iter(g.legal_moves(st))))
    st.vars["floor"] = (1,) * 12
    put(g, st, "a1", "AC")
    put(g, st, "l1", "2C")  # uncovered, but from an earlier circle
    put(g, st, "l2", "KD", "2C")  # from the latest circle
    assert "l2>a1" in move_texts(g, st) and "l1>a1" not in move_texts(g, st)
    st.piles[g.stock] = []
    assert "l1>a1" in move_texts(g, st)


def test_louis_alphabet_marriages_only_after_the_pack_is_dealt():
    g = game("cadogan-louis")
    st = g.deal(1)
    while st.vars["left"]:
        g.apply(st, next(iter(g.legal_moves(st))))
    put(g, st, "l1", "9S")
    put(g, st, "l2", "8S")
    assert "l2>l1" not in move_texts(g, st)
    st.piles[g.stock] = []
    assert {"l2>l1", "l1>l2"} <= move_texts(g, st)


def test_sly_played_cards_do_not_count_among_the_twenty_and_nothing_moves_mid_round():
    g = game("cadogan-sly")
    st = g.deal(1)
    g.apply(st, g.parse_move("batch"))
    put(g, st, "a1", "AC")
    put(g, st, "p1", "2H")
    st.piles[g.stock][-1] = cards.parse("2C")
    assert move_texts(g, st) == {"deal a1"}  # a fitting card is played as it turns up
    g.apply(st, g.parse_move("deal a1"))
    assert st.vars["left"] == 20
    assert all(t.startswith("deal p") for t in move_texts(g, st))  # the promenade is blocked mid-round
    assert len({t for t in move_texts(g, st)}) == 20  # the card may go on any packet


def test_carpet_cards_go_on_the_talon_up_or_down_in_suit_only_when_free():
    g = game("cadogan-carpet")
    st = g.deal(1)
    put(g, st, "w", "7H")
    put(g, st, "ca1", "8H")  # top-left corner, upright: free
    put(g, st, "cb2", "6H")  # inner, upright: both lanes blocked
    put(g, st, "ca2", "6H")  # top row, crosswise: lanes left and right blocked
    legal = move_texts(g, st)
    assert "ca1>w" in legal
    assert "cb2>w" not in legal and "ca2>w" not in legal
    put(g, st, "ca1", "9S")
    assert "ca1>w" not in move_texts(g, st)


def test_square_foundations_climb_to_the_king_then_fall_back_to_the_ace():
    g = game("cadogan-square")
    st = g.deal(1)
    put(g, st, "f1", *(f"{r}D" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")))
    put(g, st, "q1", "KD")
    put(g, st, "q2", "QD")
    assert "q1>f1" in move_texts(g, st) and "q2>f1" not in move_texts(g, st)
    g.apply(st, g.parse_move("q1>f1"))
    assert "q2>f1" in move_texts(g, st)


def test_great_thirteen_numerals_begin_with_double_and_prefer_the_vacancy():
    g = game("cadogan-great-thirteen")
    st = g.deal(1)
    for i, b in enumerate(["7C", "QD", "8S", "2H", "3C", "4D", "5S", "6H"], 1):
        put(g, st, f"b{i}", b)
    put(g, st, "g1", "AS")  # 2 x 7 = 14: one over thirteen
    put(g, st, "g2", "JH")  # 2 x 12 = 24: eleven over
    put(g, st, "g3", "3D")  # 2 x 8 = 16: three over
    legal = move_texts(g, st)
    assert {"g1>n1", "g2>n2", "g3>n3"} <= legal
    put(g, st, "n5", "6C")  # balcony 3: a 9 could be added here (6 + 3) ...
    put(g, st, "b8", "JH")  # ... but n8 is vacant and asks for 2 x 11 = 22 - 13 = 9
    put(g, st, "g4", "9C")
    assert "g4>n8" in move_texts(g, st) and "g4>n5" not in move_texts(g, st)
