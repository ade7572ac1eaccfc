"""The `packet-fill` component: short packets made up from the stock in order; the stock turned only when none is short."""

from patience.engine.game import Game
from patience.rules.model import RuleSet

from helpers import rule_set


def rules() -> RuleSet:
    return rule_set(
        zones=[{"id": "c", "role": "tableau", "count": 3, "space": {"never": True}},
               {"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}],
        setup=[{"action": "deal", "to": "c", "counts": 3}],
        mechanics=[{"name": "packet-fill", "params": {"zone": "c", "size": 3, "talon": "w"}}],
        win={"kind": "all-in", "zones": ["w"]},
    )


def test_short_packets_are_made_up_left_to_right_before_the_stock_is_turned():
    g = Game(rules())
    st = g.deal(1)
    assert list(g.legal_moves(st)) == [("turn",)]
    st.piles[0], st.piles[2] = st.piles[0][:1], []
    assert list(g.legal_moves(st)) == [("fill",)]
    next5 = st.piles[3][-5:][::-1]
    log = g.apply(st, ("fill",))
    assert st.piles[0][1:] == next5[:2] and st.piles[2] == next5[2:]
    g.undo(st, log)
    assert len(st.piles[0]) == 1 and not st.piles[2]


def test_turning_puts_the_next_stock_card_on_the_talon():
    g = Game(rules())
    st = g.deal(1)
    top = st.piles[3][-1]
    g.apply(st, ("turn",))
    assert st.piles[4] == [top]
    assert g.parse_move(g.move_text(("turn",))) == ("turn",)
