"""gated_moves: move rules that apply only while their gate is open."""

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError

from helpers import lay, move_texts, position, rule_set


def _game(gates) -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "t", "role": "tableau", "count": 3, "build": {"rank": "any", "suit": "any"}},
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]}},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "t", "counts": 1}],
            mechanics=[{"name": "gated_moves", "params": {"gates": gates}}],
            win={"kind": "all-in", "zones": ["f"]},
        )
    )


def test_stock_gate_opens_when_the_stock_is_spent():
    g = _game([{"move": {"from": ["t"], "to": ["t"]}, "stock": "empty"}])
    st = g.deal(1)
    assert not move_texts(g, st)
    st.piles[g.stock] = []
    assert "t1>t2" in move_texts(g, st)


def test_suits_based_gate_waits_for_an_ace_of_every_suit():
    g = _game([{"move": {"from": ["t"], "to": ["f"], "to_space": "none"}, "suits_based": "f"}])
    st = position(g, f1="AC", f2="AD", f3="AH", t1="2C")
    assert "t1>f1" not in move_texts(g, st)
    lay(g, st, f4="AS")
    assert "t1>f1" in move_texts(g, st)


def test_pass_and_full_zone_gates():
    g = _game([{"move": {"from": ["t"], "to": ["t"]}, "from_pass": 2, "zone_full": "t"}])
    st = g.deal(1)
    assert not move_texts(g, st)
    st.passes = 1
    assert move_texts(g, st)
    st.piles[g.pile_index["t3"]] = []
    assert not move_texts(g, st)


def test_a_gate_with_its_own_build_places_by_that_sequence():
    g = _game([{"move": {"from": ["t"], "to": ["t"]}, "build": {"rank": "either", "suit": "any"}}])
    st = position(g, t1="5C", t2="6H", t3="9H")
    assert move_texts(g, st) == {"t1>t2", "t2>t1"}


def test_unknown_zone_is_reported():
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        _game([{"move": {"from": ["x"], "to": ["t"]}}])
