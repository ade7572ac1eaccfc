"""The `layout-rounds` component: refills before the first round, rounds onto every place, free play after the stock."""

from patience.engine import cards
from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import rule_set


def rules() -> RuleSet:
    return rule_set(
        zones=[{"id": "t", "role": "tableau", "count": 4, "build": {"rank": "either", "suit": "same"}},
               {"id": "s", "role": "stock"}],
        setup=[{"action": "deal", "to": "t", "counts": 1}],
        mechanics=[{"name": "layout-rounds", "params": {"zone": "t", "refill_first": True, "free_after_stock": True}}],
        win={"kind": "all-in", "zones": ["t"]},
    )


def test_spaces_are_refilled_until_the_first_round_then_rounds_cover_every_place():
    g = Game(rules())
    st = g.deal(1)
    assert list(g.legal_moves(st)) == [("round",)]
    st.piles[1] = []
    assert list(g.legal_moves(st)) == [("fill",)]
    g.apply(st, ("fill",))
    g.apply(st, ("round",))
    assert [len(p) for p in st.piles[:4]] == [2, 2, 2, 2]
    st.piles[2] = []
    assert list(g.legal_moves(st)) == [("round",)]
    g.apply(st, ("round",))
    assert [len(p) for p in st.piles[:4]] == [3, 3, 1, 3]


def test_after_the_stock_top_cards_marry_and_fill_spaces():
    g = Game(rules())
    st = g.deal(1)
    st.piles[4] = []
    st.piles[:4] = [[cards.parse("5H")], [cards.parse("2C"), cards.parse("6H")], [], [cards.parse("9S")]]
    moves = set(g.legal_moves(st))
    assert ("m", 0, 1, 1) in moves and ("m", 1, 0, 1) in moves and ("m", 1, 2, 1) in moves
    assert ("m", 0, 2, 1) not in moves and ("m", 3, 0, 1) not in moves
