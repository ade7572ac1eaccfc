"""dealt_bases: bases laid as they turn up, gated building, tie-break, talon choice."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError

from helpers import move_texts, position, rule_set


def _game(**params) -> Game:
    base = {"zone": "f", "sources": ["s", "w"], "talons": "w", **params}
    return Game(
        rule_set(
            deck={"pack": "whist", "packs": 2},
            zones=[
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True, "suit": "any"},
                 "space": {"never": True}, "take": "none"},
                {"id": "s", "role": "stock"},
                {"id": "w", "role": "talon", "count": 2},
            ],
            mechanics=[{"name": "dealt_bases", "params": base}],
            win={"kind": "all-in", "zones": ["f"]},
        )
    )


def _dealing(game: Game, stock: str, **f: str):
    """Foundations as named (the others empty), one stock card, empty talons."""
    return position(game, clear=("f", "w"), s=stock, **f)


def test_relative_bases_follow_the_first_in_order():
    g = _game(in_order=True)
    st = _dealing(g, "8H", f1="6S")
    assert "s>f3" not in move_texts(g, st)  # the 7 must come first
    st = _dealing(g, "7H", f1="6S")
    assert {"s>f1", "s>f2"} <= move_texts(g, st)


def test_any_order_and_steps_down():
    g = _game(step=-1)
    st = _dealing(g, "JD", f1="KS")
    assert "s>f3" in move_texts(g, st)


def test_gate_stops_building_until_every_base_lies():
    g = _game(gate=True)
    st = _dealing(g, "7H", f1="6S", f2="7C")
    assert "s>f1" not in move_texts(g, st)


def test_rightmost_of_equal_tops_takes_the_card():
    g = _game(tie_break="rightmost")
    st = _dealing(g, "7H", f1="6S", f2="7C 6D")
    assert "s>f2" in move_texts(g, st) and "s>f1" not in move_texts(g, st)


def test_only_unplayable_cards_go_to_a_talon_and_talons_per_pass():
    g = _game(only_unplayable=True, talons_per_pass=[2, 1])
    st = _dealing(g, "7H", f1="6S")
    assert not any(t.startswith("s>w") for t in move_texts(g, st))
    st = _dealing(g, "5H", f1="6S")
    st.piles[g.zones["w"].start] = [cards.parse("2C")]
    assert {"s>w1", "s>w2"} <= move_texts(g, st)
    st.passes = 1
    assert "s>w2" not in move_texts(g, st)


def test_colour_of_the_first_base_and_rank_labels():
    g = _game(ranks=["A", "2", "3", "4"], colour="first")
    st = _dealing(g, "3S", f1="AH")
    assert "s>f3" not in move_texts(g, st)
    st = _dealing(g, "3D", f1="AH")
    assert "s>f3" in move_texts(g, st)


def test_rank_labels_must_name_every_pile():
    with pytest.raises(PatienceError, match="4 piles"):
        _game(ranks=["A", "2"])
