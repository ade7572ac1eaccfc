"""slot_deal: cards dealt round numbered places, foundation plays tied to the place."""

from patience.engine import cards
from patience.engine.game import Game

from helpers import move_texts, position, rule_set


def _game() -> Game:
    return Game(
        rule_set(
            zones=[
                {"id": "p", "role": "reserve", "count": 3},
                {"id": "fa", "role": "foundation", "count": 4, "build": {"rank": "up"},
                 "space": {"ranks": ["A"], "distinct_suits": True}},
                {"id": "s", "role": "stock"},
            ],
            mechanics=[{"name": "slot_deal", "params": {
                "zone": "p", "foundations": ["fa"], "free": [1],
                "adjacent": {"2": {"zone": "fa", "suit": "H"}}}}],
            redeal={"limit": 1, "gather": ["p"], "to": "s"},
            win={"kind": "all-in", "zones": ["fa"]},
        )
    )


def test_a_base_goes_at_once():
    g = _game()
    st = position(g, clear=True, s="AS")
    assert move_texts(g, st) == {"s>fa1"}


def test_the_deal_goes_round_the_places_and_a_play_keeps_the_place():
    g = _game()
    st = position(g, clear=True, s="9D 2C 5H", fa1="AC", fa2="AH")
    g.apply(st, g.parse_move("lay"))  # 5H on place 1
    assert move_texts(g, st) == {"lay"}  # 2C is meant for place 2, whose neighbour is the hearts pile
    st.piles[g.stock] = [cards.parse("2H")]
    assert "s>fa2" in move_texts(g, st)
    g.apply(st, g.parse_move("s>fa2"))
    st.piles[g.stock] = [cards.parse("9D")]
    g.apply(st, g.parse_move("lay"))
    assert [cards.text(c) for c in st.piles[g.pile_index["p2"]]] == ["9D"]


def test_place_tops_follow_the_same_restriction_and_nothing_after_the_deal():
    g = _game()
    st = position(g, clear=True, s="9D", fa1="AC", fa2="AH", p1="2H", p2="2C", p3="3H")
    assert {t for t in move_texts(g, st) if t.startswith("p")} == {"p1>fa2"}
    st.piles[g.stock] = []
    assert move_texts(g, st) == {"redeal"}
