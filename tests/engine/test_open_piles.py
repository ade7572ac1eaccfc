"""The open-piles component: every card of an open pile is free."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import position, rule_set


def make_game() -> Game:
    return Game(rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
             "take": "none"},
            {"id": "x", "role": "reserve", "count": 1, "take": "none", "space": {"never": True}},
            {"id": "s", "role": "stock"},
        ],
        mechanics=[{"name": "open-piles", "params": {"zone": "x", "targets": ["f"]}}],
        win={"kind": "all-in", "zones": ["f"]},
    ))


def test_a_buried_card_may_leave_and_the_gap_closes():
    g = make_game()
    st = position(g, x="2C AC 9D", f1="", f2="")
    x, f1 = g.pile_index["x"], g.pile_index["f1"]
    moves = [g.move_text(m) for m in g.legal_moves(st)]
    assert moves == ["open x:2>f1"]  # the ace, to one of the interchangeable spaces
    before = st.copy()
    log = g.apply(st, g.parse_move("open x:2>f1"))
    assert [cards.text(c) for c in st.piles[x]] == ["2C", "9D"] and [cards.text(c) for c in st.piles[f1]] == ["AC"]
    assert "open x:1>f1" in [g.move_text(m) for m in g.legal_moves(st)]
    g.undo(st, log)
    assert st.key() == before.key()


def test_the_top_card_moves_like_an_ordinary_card():
    g = make_game()
    st = position(g, x="5H AS")
    x, f1 = g.pile_index["x"], g.pile_index["f1"]
    log = g.apply(st, ("open", x, 1, f1))
    assert [cards.text(c) for c in st.piles[f1]] == ["AS"] and len(st.piles[x]) == 1
    g.undo(st, log)
    assert [cards.text(c) for c in st.piles[x]] == ["5H", "AS"] and not st.piles[f1]
