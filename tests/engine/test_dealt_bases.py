"""dealt_bases: bases laid as they turn up, gated building, tie-break, talon choice."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet


def _game(**params) -> Game:
    base = {"zone": "f", "sources": ["s", "w"], "talons": "w", **params}
    return Game(
        RuleSet.model_validate(
            {
                "id": "t",
                "games": ["t"],
                "titles": {"original": "t", "en": "t", "nl": "t"},
                "summary": {"en": "a test rule set only", "nl": "alleen een spel om te testen"},
                "deck": {"pack": "whist", "packs": 2},
                "zones": [
                    {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True, "suit": "any"},
                     "space": {"never": True}, "take": "none"},
                    {"id": "s", "role": "stock"},
                    {"id": "w", "role": "talon", "count": 2},
                ],
                "mechanics": [{"name": "dealt_bases", "params": base}],
                "win": {"kind": "all-in", "zones": ["f"]},
            }
        )
    )


def _position(game: Game, f: list[list[str]], stock: str):
    st = game.deal(1)
    for i, pile in enumerate(f):
        st.piles[game.zones["f"].start + i] = [cards.parse(c) for c in pile]
    st.piles[game.stock] = [cards.parse(stock)]
    for t in game.zones["w"].piles:
        st.piles[t] = []
    return st


def _texts(game, st):
    return sorted(game.move_text(m) for m in game.legal_moves(st))


def test_relative_bases_follow_the_first_in_order():
    g = _game(in_order=True)
    st = _position(g, [["6S"], [], [], []], "8H")
    assert "s>f3" not in _texts(g, st)  # the 7 must come first
    st = _position(g, [["6S"], [], [], []], "7H")
    assert {"s>f1", "s>f2"} <= set(_texts(g, st))


def test_any_order_and_steps_down():
    g = _game(step=-1)
    st = _position(g, [["KS"], [], [], []], "JD")
    assert "s>f3" in _texts(g, st)


def test_gate_stops_building_until_every_base_lies():
    g = _game(gate=True)
    st = _position(g, [["6S"], ["7C"], [], []], "7H")
    assert "s>f1" not in _texts(g, st)


def test_rightmost_of_equal_tops_takes_the_card():
    g = _game(tie_break="rightmost")
    st = _position(g, [["6S"], ["7C", "6D"], [], []], "7H")
    assert "s>f2" in _texts(g, st) and "s>f1" not in _texts(g, st)


def test_only_unplayable_cards_go_to_a_talon_and_talons_per_pass():
    g = _game(only_unplayable=True, talons_per_pass=[2, 1])
    st = _position(g, [["6S"], [], [], []], "7H")
    assert not any(t.startswith("s>w") for t in _texts(g, st))
    st = _position(g, [["6S"], [], [], []], "5H")
    st.piles[g.zones["w"].start] = [cards.parse("2C")]
    assert {"s>w1", "s>w2"} <= set(_texts(g, st))
    st.passes = 1
    assert "s>w2" not in _texts(g, st)


def test_colour_of_the_first_base_and_rank_labels():
    g = _game(ranks=["A", "2", "3", "4"], colour="first")
    st = _position(g, [["AH"], [], [], []], "3S")
    assert "s>f3" not in _texts(g, st)
    st = _position(g, [["AH"], [], [], []], "3D")
    assert "s>f3" in _texts(g, st)


def test_rank_labels_must_name_every_pile():
    with pytest.raises(PatienceError, match="4 piles"):
        _game(ranks=["A", "2"])
