"""preferred_placement: a free choice of pile unless some pile takes the card by the preferred sequence."""

from patience.engine.game import Game

from helpers import position, rule_set, sorted_move_texts


def _game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "c", "role": "reserve", "count": 3, "build": {"rank": "any", "suit": "any"}},
                {"id": "s", "role": "stock"},
            ],
            setup=[{"action": "deal", "to": "c", "counts": 1}],
            mechanics=[{"name": "preferred_placement",
                        "params": {"from": "s", "to": ["c"], "prefer": {"rank": "down", "suit": "any"}}}],
            win={"kind": "empty", "zones": ["s"]},
        )
    )


def test_a_descending_place_is_the_only_choice():
    g = _game()
    st = position(g, s="7H", c1="8C", c2="2D", c3="KS")
    assert [g.move_text(m) for m in g.legal_moves(st)] == ["s>c1"]


def test_otherwise_any_pile():
    g = _game()
    st = position(g, s="7H", c1="9C", c2="2D", c3="KS")
    assert sorted_move_texts(g, st) == ["s>c1", "s>c2", "s>c3"]
