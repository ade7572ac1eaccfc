"""staged_regather: strip the tops into a new pile, re-lay in packets, once each, in order."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError

from helpers import move_texts, position, rule_set


def _game(stages) -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"},
                 "space": {"ranks": ["A"], "distinct_suits": True}},
                {"id": "h", "role": "tableau", "count": 8, "build": {"rank": "either", "suit": "same"},
                 "space": {"never": True}, "take": "run"},
            ],
            setup=[{"action": "deal", "to": "h", "counts": [13, 13, 13, 13, 0, 0, 0, 0], "order": "piles"}],
            mechanics=[{"name": "staged_regather", "params": {"zone": "h", "foundations": ["f"], "stages": stages}}],
            win={"kind": "all-in", "zones": ["f"]},
        )
    )


def _pile(g, st, name):
    return " ".join(cards.text(c) for c in st.piles[g.pile_index[name]])


def test_strip_takes_tops_left_to_right_keeps_lone_cards_and_takes_whole_marriages():
    g = _game(["strip"])
    st = position(g, clear=True, h1="2C 9D", h2="KS", h3="4H 5H 6H", h4="10C JS")
    assert "stage" in move_texts(g, st)
    g.apply(st, g.parse_move("stage"))
    assert [_pile(g, st, f"h{i}") for i in range(1, 6)] == ["2C", "KS", "", "10C", "9D 4H 5H 6H JS"]
    assert not list(g.legal_moves(st))  # the script is spent


def test_deal_gathers_right_to_left_and_lays_packets():
    g = _game(["deal 3"])
    st = position(g, clear=True, h1="2C 9D", h2="KS", h4="10C JS 3D 4D")
    g.apply(st, g.parse_move("stage"))
    assert [_pile(g, st, f"h{i}") for i in range(1, 5)] == ["10C JS 3D", "4D KS 2C", "9D", ""]


def test_no_stage_while_a_card_goes_to_a_foundation():
    g = _game(["strip"])
    st = position(g, clear=True, h1="2C AD")
    assert "stage" not in move_texts(g, st)


def test_a_bad_stage_is_reported():
    with pytest.raises(PatienceError, match="'shuffle'"):
        _game(["shuffle"])
