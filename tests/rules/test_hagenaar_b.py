"""Hagenaar batch B (Nos. 11–17): certificates replay to a win, and stated rules hold in the executor."""

from __future__ import annotations

import pytest

from patience import project_root
from patience.engine import cards
from patience.engine.game import Game
from patience.rules.load import load, with_variant
from patience.solver import Certificate, replay

GAMES = ["hagenaar2-17"]


def game(rule_id: str, variant: str | None = None) -> Game:
    return Game(with_variant(load(rule_id), variant))


def put(g: Game, state, pile: str, *texts: str) -> None:
    """Lay the named cards on a pile (taking them from wherever they lie)."""
    for text in texts:
        code = cards.parse(text)
        for p in state.piles:
            if code in p:
                p.remove(code)
        state.piles[g.pile_index[pile]].append(code)


def moves(g: Game, state) -> set[str]:
    return {g.move_text(m) for m in g.legal_moves(state)}


@pytest.mark.parametrize("rule_id", GAMES)
def test_certificate_replays_to_a_win(rule_id: str) -> None:
    path = project_root() / "checks" / "certificates" / f"{rule_id}.json"
    cert = Certificate.load(path)
    state = replay(game(rule_id, cert.variant), cert)
    assert game(rule_id).is_won(state)


# ------------------------------------------------------------------ No. 17 Het wapenschild


def test_wapenschild_nines_take_odd_cards_down_by_two_in_suit() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    nine_c = g.pile_index["f1"]
    ten_c = g.pile_index["f5"]
    assert g.accepts(st, nine_c, cards.parse("7C"))
    assert not g.accepts(st, nine_c, cards.parse("7D"))  # another suit
    assert not g.accepts(st, nine_c, cards.parse("5C"))  # five before seven
    assert not g.accepts(st, nine_c, cards.parse("8C"))  # even card on a nine
    assert g.accepts(st, ten_c, cards.parse("8C"))


def test_wapenschild_spare_piles_rise_by_two_keeping_parity() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    h1 = g.pile_index["h1"]
    st.piles[h1] = [cards.parse("3S")]
    assert g.accepts(st, h1, cards.parse("5H"))
    assert not g.accepts(st, h1, cards.parse("4S"))
    assert not g.accepts(st, h1, cards.parse("6S"))


def test_wapenschild_talon_taken_up_only_once() -> None:
    g = game("hagenaar2-17")
    st = g.deal(1)
    st.piles[g.pile_index["w"]] += st.piles[g.stock]
    st.piles[g.stock] = []
    assert "redeal" in moves(g, st)
    g.apply(st, ("redeal",))
    st.piles[g.pile_index["w"]] += st.piles[g.stock]
    st.piles[g.stock] = []
    assert "redeal" not in moves(g, st)
