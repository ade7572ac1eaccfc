"""Hagenaar Nos. 26–34 (batch d): certificates replay to wins, and stated rules hold in the executor."""

from pathlib import Path

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, with_variant
from patience.solver import Certificate, replay

REPO = Path(__file__).resolve().parents[2]
CERTS = REPO / "checks" / "certificates"


def game(rule_id: str, variant: str | None = None) -> Game:
    return Game(with_variant(load(rule_id, REPO), variant))


def card(text: str, copy: int = 0) -> int:
    return cards.parse(text) + 52 * copy


def pile(g: Game, name: str) -> int:
    return g.pile_index[name]


@pytest.mark.parametrize(
    "cert",
    ["hagenaar2-26", "hagenaar2-27", "hagenaar2-27~reverse", "hagenaar2-32", "hagenaar2-34"],
)
def test_certificate_replays_to_a_win(cert):
    c = Certificate.load(CERTS / f"{cert}.json")
    g = game(c.rules, c.variant)
    end = replay(g, c)
    assert g.is_won(end)
    assert g.final_state_mismatches(end) == []


# --------------------------------------------------------------------- No. 26 De brug


def test_bridge_lower_row_builds_down_regardless_of_suit():
    g = game("hagenaar2-26")
    st = g.deal(1)
    l1 = pile(g, "l1")
    st.piles[l1] = [card("8S")]
    assert g.accepts(st, l1, card("7H"))
    assert not g.accepts(st, l1, card("9H"))


def test_bridge_upper_cards_enter_the_lower_row_only_into_spaces():
    g = game("hagenaar2-26")
    st = g.deal(1)
    u1, l1 = pile(g, "u1"), pile(g, "l1")
    st.piles[l1] = [cards.make(cards.value(st.piles[u1][-1]) % 13 + 1, 0, 1)]
    assert ("m", u1, l1, 1) not in set(g.legal_moves(st))
    st.piles[l1] = []
    assert ("m", u1, l1, 1) in set(g.legal_moves(st))


def test_bridge_a_packet_cycles_only_while_covered_cards_remain():
    g = game("hagenaar2-26")
    st = g.deal(1)
    u1 = pile(g, "u1")
    for _ in range(7):
        g.apply(st, ("cycle", u1))
    assert ("cycle", u1) not in set(g.legal_moves(st))


# --------------------------------------------------------------------- No. 27 Het horloge


def test_clock_hours_are_the_named_cards_in_order():
    g = game("hagenaar2-27")
    st = g.deal(1)
    hours = [cards.text(st.piles[p][0]) for p in g.zones["h"].piles]
    assert hours == ["AS", "2D", "3C", "4H", "5S", "6D", "7C", "8H", "9S", "10D", "JC", "KH"]


def test_clock_king_follows_knave_and_ace_follows_king():
    g = game("hagenaar2-27")
    st = g.deal(1)
    eleven, twelve = pile(g, "h11"), pile(g, "h12")
    assert not g.accepts(st, eleven, card("QC"))
    assert g.accepts(st, eleven, card("KC"))
    assert g.accepts(st, twelve, card("AH"))
    assert not g.accepts(st, twelve, card("AS"))


def test_clock_queens_go_to_the_middle_only():
    g = game("hagenaar2-27")
    st = g.deal(1)
    middle = pile(g, "q")
    assert g.accepts(st, middle, card("QD"))
    assert not g.accepts(st, middle, card("KD"))


def test_clock_talon_is_taken_up_twice_only():
    g = game("hagenaar2-27")
    st = g.deal(1)
    st.piles[g.talon], st.piles[g.stock] = st.piles[g.stock], []
    st.passes = 2
    assert ("redeal",) not in set(g.legal_moves(st))
    st.passes = 1
    assert ("redeal",) in set(g.legal_moves(st))


def test_clock_reverse_builds_down():
    g = game("hagenaar2-27", "reverse")
    st = g.deal(1)
    twelve = pile(g, "h12")
    assert cards.text(st.piles[twelve][0]) == "7H"
    assert g.accepts(st, twelve, card("6H"))
    assert not g.accepts(st, twelve, card("8H"))


# --------------------------------------------------------------------- No. 31 Het damessalon


def test_salon_tens_go_down_through_the_ace_to_the_king():
    g = game("hagenaar2-31")
    st = g.deal(1)
    ten = pile(g, "t1")
    st.piles[ten] = [card("10S")]
    assert g.accepts(st, ten, card("9S"))
    st.piles[ten] = [card("AS")]
    assert g.accepts(st, ten, card("KS"))
    st.piles[ten] = [card("KS")]
    assert not g.accepts(st, ten, card("QS"))


def test_salon_queens_are_ornaments_and_a_corner_takes_only_a_knave():
    g = game("hagenaar2-31")
    st = g.deal(1)
    assert sorted(cards.text(st.piles[p][0]) for p in g.zones["o"].piles) == ["QC", "QD", "QH", "QS"]
    corner = pile(g, "c1")
    assert g.accepts(st, corner, card("JH"))
    assert not g.accepts(st, corner, card("10H"))


# --------------------------------------------------------------------- No. 32 De zon


def test_sun_kings_alternate_colours():
    g = game("hagenaar2-32")
    st = g.deal(1)
    hearts = pile(g, "k1")
    assert cards.text(st.piles[hearts][0]) == "KH"
    assert g.accepts(st, hearts, card("KC"))
    assert not g.accepts(st, hearts, card("KD"))


def test_sun_knave_waits_for_the_queen_beside_it():
    g = game("hagenaar2-32")
    st = g.deal(1)
    w, jb1, qr1 = g.talon, pile(g, "jb1"), pile(g, "qr1")
    st.piles[w] = [card("JS")]
    assert ("m", w, jb1, 1) not in set(g.legal_moves(st))
    st.piles[qr1] = [card("QH")]
    assert ("m", w, jb1, 1) in set(g.legal_moves(st))


def test_sun_queens_take_cards_by_twos_down():
    g = game("hagenaar2-32")
    st = g.deal(1)
    qr1 = pile(g, "qr1")
    st.piles[qr1] = [card("QH")]
    assert g.accepts(st, qr1, card("10H"))
    assert not g.accepts(st, qr1, card("JH"))
    assert not g.accepts(st, qr1, card("10D"))


# --------------------------------------------------------------------- No. 34 De grondwettige


def test_constitutional_middle_card_is_the_successor_of_the_top_card_above():
    g = game("hagenaar2-34")
    st = g.deal(1)
    t1, m1, b1 = pile(g, "t1"), pile(g, "m1"), pile(g, "b1")
    st.piles[t1] = [card("KH")]
    st.piles[b1] = [card("AS", 1)]
    assert ("m", b1, m1, 1) in set(g.legal_moves(st))
    st.piles[b1] = [card("2S", 1)]
    assert ("m", b1, m1, 1) not in set(g.legal_moves(st))


def test_constitutional_new_row_is_dealt_only_when_no_bottom_card_fits():
    g = game("hagenaar2-34")
    st = g.deal(1)
    moves = list(g.legal_moves(st))
    deal = ("row", g.stock, "b")
    assert (deal in moves) == (moves == [deal])


# --------------------------------------------------------------------- No. 29 Het quadraat


def test_square_goes_up_to_the_king_then_down_after_the_second_king():
    g = game("hagenaar2-29")
    st = g.deal(1)
    f1, w = pile(g, "f1"), g.talon
    up = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    st.piles[f1] = [card(r + "H") for r in up]
    st.piles[w] = [card("KH", 1)]
    assert ("m", w, f1, 1) in set(g.legal_moves(st))
    st.piles[f1].append(card("KH", 1))
    st.piles[w] = [card("QH", 1)]
    assert ("m", w, f1, 1) in set(g.legal_moves(st))
    st.piles[w] = [card("AH", 1)]
    assert ("m", w, f1, 1) not in set(g.legal_moves(st))


def test_square_one_ace_of_each_suit_starts_a_corner():
    g = game("hagenaar2-29")
    st = g.deal(1)
    f1, f2, w = pile(g, "f1"), pile(g, "f2"), g.talon
    st.piles[f1] = [card("AH")]
    st.piles[w] = [card("AH", 1)]
    assert ("m", w, f2, 1) not in set(g.legal_moves(st))
    st.piles[w] = [card("AS")]
    assert ("m", w, f2, 1) in set(g.legal_moves(st))
