"""Hagenaar batch A: each committed certificate replays to a win, and rules the book states hold in the executor."""

from pathlib import Path

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load
from patience.solver import Certificate, replay

REPO = Path(__file__).resolve().parents[2]
GAMES = ["hagenaar2-06"]


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
