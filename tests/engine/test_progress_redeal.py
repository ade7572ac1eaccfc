"""The `progress-redeal` component: the talon is taken up again only after a pass that placed a card."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(progress=("f",)) -> RuleSet:
    return rule_set(
        zones=[{"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up"}, "space": {"ranks": ["A"]},
                "take": "none"}, {"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}],
        moves=[{"action": "draw", "from": ["s"], "to": ["w"]}, {"from": ["w"], "to": ["f"]}],
        mechanics=[{"name": "progress-redeal", "params": {"gather": ["w"], "to": "s", "progress": list(progress)}}],
        win={"kind": "all-in", "zones": ["f"]},
    )


def take_up_offered(g, st):
    return ("take-up",) in list(g.legal_moves(st))


def test_take_up_needs_a_card_placed_during_the_pass_and_keeps_the_order():
    g = Game(rules())
    st = g.deal(1)
    st.piles[4] = [cards.parse("3C"), cards.parse("5D"), cards.parse("AC")]
    g.apply(st, ("draw", 4, 5, 1))
    g.apply(st, ("m", 5, 0, 1))
    while st.piles[4]:
        g.apply(st, ("draw", 4, 5, 1))
    assert take_up_offered(g, st)
    log = g.apply(st, ("take-up",))
    assert [cards.text(x) for x in st.piles[4]] == ["3C", "5D"] and not st.piles[5]
    g.undo(st, log)
    assert [cards.text(x) for x in st.piles[5]] == ["5D", "3C"] and not st.piles[4]


def test_a_pass_that_places_nothing_ends_the_game():
    g = Game(rules())
    st = g.deal(1)
    st.piles[4] = [cards.parse("3C"), cards.parse("5D")]
    while st.piles[4]:
        g.apply(st, ("draw", 4, 5, 1))
    assert not take_up_offered(g, st)
    assert list(g.legal_moves(st)) == []


def test_unknown_zones_are_refused():
    with pytest.raises(PatienceError, match="unknown zones"):
        Game(rules(progress=("x",)))
