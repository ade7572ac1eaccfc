"""Hagenaar batch A: each committed certificate replays to a win, and rules the book states hold in the executor."""

from pathlib import Path

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, replay

REPO = Path(__file__).resolve().parents[2]
GAMES = ["hagenaar2-02", "hagenaar2-03", "hagenaar2-05", "hagenaar2-06", "hagenaar2-07", "hagenaar2-08", "hagenaar2-10"]


def game(gid: str) -> Game:
    return Game(load(gid, REPO))


@pytest.mark.parametrize("gid", GAMES)
def test_certificate_replays_to_a_win(gid):
    cert = Certificate.load(REPO / "checks" / "certificates" / f"{gid}.json")
    g = game(gid)
    assert g.is_won(replay(g, cert))


def test_kleurenpatience_tucks_the_top_card_under_the_heap_of_its_suit_and_continues_there():
    g = game("hagenaar2-06")
    st = g.deal(1)
    top = st.piles[0][-1]
    heap = "HCSD".index("CDHS"[cards.suit(top)])
    (move,) = g.legal_moves(st)
    g.apply(st, move)
    assert st.piles[heap][0] == top
    assert st.vars["at"] == heap


def test_harten_familie_sets_cards_aside_until_a_heart_shows_from_the_turned_over_heap():
    g = game("hagenaar2-03")
    st = g.deal(1)
    heap = list(st.piles[0])
    cut = next(i for i, x in enumerate(heap) if cards.suit(x) == 2)
    (move,) = g.legal_moves(st)
    g.apply(st, move)
    assert st.piles[5] == heap[:cut]
    assert st.piles[0][-1] == heap[cut]


def test_harten_familie_lays_out_in_five_then_four_then_three_heaps():
    g = game("hagenaar2-03")
    st = g.deal(1)
    used = []
    while moves := list(g.legal_moves(st)):
        g.apply(st, moves[0])
        if moves[0] == ("gather",):
            used.append(max(i for i in range(5) if st.piles[i]) + 1)
    assert used == [4, 3]


def test_vier_gebroeders_ends_with_one_heap_and_wins_only_with_the_four_aces():
    g = game("hagenaar2-07")
    for seed in range(1, 6):
        st = g.deal(seed)
        while moves := list(g.legal_moves(st)):
            g.apply(st, moves[0])
        assert not any(st.piles[1:4])
        assert g.is_won(st) == (sorted(cards.value(x) for x in st.piles[0]) == [1, 1, 1, 1])


def test_hoop_sets_aside_the_chosen_suit_from_fifteen_cards_in_each_of_three_layings():
    g = game("hagenaar2-02")
    st = g.deal(1)
    g.apply(st, ("choose", "suit", "H"))
    laid = []
    while moves := list(g.legal_moves(st)):
        if moves[0] == ("lay",):
            laid.extend(st.piles[3][-3:])
        g.apply(st, moves[0])
    assert len(laid) == 45
    hearts = {x for x in laid if cards.suit(x) == 2}
    assert set(st.piles[4]) == hearts
    assert g.is_won(st) == (len(hearts) == 8)


def test_ondersteken_ii_sets_kings_aside_and_restarts_from_the_talon():
    g = game("hagenaar2-10")
    for seed in range(1, 4):
        st = g.deal(seed)
        while moves := list(g.legal_moves(st)):
            at = st.vars["at"]
            src = 12 if at is None else at
            card = st.piles[src][-1]
            g.apply(st, moves[0])
            if cards.value(card) == 13:
                assert st.piles[13][-1] == card and st.vars["at"] is None
            else:
                assert st.piles[cards.value(card) - 1][0] == card
        assert not st.piles[12] and len(st.piles[13]) == 4


def test_kransje_plays_a_dealt_card_only_on_the_king_above_its_place():
    g = game("hagenaar2-05")
    for seed in range(1, 4):
        st = g.deal(seed)
        while moves := list(g.legal_moves(st)):
            if moves[0] == ("deal",):
                pos, card = st.vars["pos"], st.piles[8][-1]
                fits = g.accepts(st, pos, card)
                g.apply(st, moves[0])
                assert (st.piles[pos][-1] == card) == fits
                assert fits or st.piles[4 + pos][-1] == card
            else:
                g.apply(st, moves[0])
        assert g.is_won(st) or st.vars["fruitless"] == 2


def test_huwelijk_deals_the_king_of_hearts_last_and_removes_only_between_a_matching_pair():
    g = game("hagenaar2-08")
    st = g.deal(1)
    assert [cards.text(x) for x in st.piles[0]] == ["QH"]
    assert cards.text(st.piles[1][0]) == "KH"
    while ("deal",) in set(g.legal_moves(st)):
        for m in g.legal_moves(st):
            if m[0] == "remove":
                row, i, n = st.piles[0], m[1], m[2]
                a, b = row[i - 1], row[i + n]
                assert n in (1, 2) and (cards.suit(a) == cards.suit(b) or cards.value(a) == cards.value(b))
        g.apply(st, ("deal",))
    assert cards.text(st.piles[0][-1]) == "KH"
    assert not g.is_won(st)
