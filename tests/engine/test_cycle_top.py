"""The cycle-top component: a pile's top card slides under it while covered cards remain."""

import pytest

from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(zone: str = "u") -> RuleSet:
    return rule_set(
        zones=[{"id": "u", "role": "tableau", "count": 2}, {"id": "f", "role": "foundation"}],
        setup=[{"action": "deal", "to": "u", "counts": [3, 49], "face": "top-up", "order": "piles"}],
        moves=[{"from": ["u"], "to": ["f"]}],
        mechanics=[{"name": "cycle-top", "params": {"zone": zone}}],
        win={"zones": ["f"]},
    )


def test_cycling_puts_the_top_card_under_and_turns_the_next():
    g = Game(rules())
    st = g.deal(1)
    u1 = g.pile_index["u1"]
    before = list(st.piles[u1])
    g.apply(st, g.parse_move("cycle u1"))
    assert st.piles[u1] == [before[-1]] + before[:-1]
    assert g.move_text(("cycle", u1)) == "cycle u1"


def test_a_pile_cycles_only_while_it_has_covered_cards_and_undo_restores_it():
    g = Game(rules())
    st = g.deal(1)
    u1 = g.pile_index["u1"]
    snapshot = st.key()
    logs = [g.apply(st, ("cycle", u1)), g.apply(st, ("cycle", u1))]
    assert ("cycle", u1) not in set(g.legal_moves(st))
    for log in reversed(logs):
        g.undo(st, log)
    assert st.key() == snapshot


def test_playing_the_top_card_uses_up_a_covered_card():
    g = Game(rules())
    st = g.deal(1)
    u1 = g.pile_index["u1"]
    g.apply(st, ("cycle", u1))
    g.apply(st, ("m", u1, g.pile_index["f"], 1))
    assert ("cycle", u1) not in set(g.legal_moves(st))


def test_unknown_zone_is_refused():
    with pytest.raises(PatienceError, match="unknown zone 'x'"):
        Game(rules("x"))
