"""The `target-tops` component: piles built until their top shows a target rank; won when all do."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(targets=("4", "A")) -> RuleSet:
    return rule_set(
        zones=[{"id": "f", "role": "foundation", "count": 2, "build": {"rank": "up", "wrap": True},
                "space": {"never": True}, "take": "none"},
               {"id": "t", "role": "tableau", "count": 2}, {"id": "s", "role": "stock"}],
        mechanics=[{"name": "target-tops", "params": {"zone": "f", "targets": list(targets), "sources": ["t"]}}],
        win={"kind": "component"},
    )


def c(text):
    return cards.parse(text)


def test_a_pile_takes_cards_until_it_shows_its_target_then_no_more():
    g = Game(rules())
    st = g.deal(1)
    st.piles[0], st.piles[1] = [c("2H"), c("3H")], [c("QS"), c("KS")]
    st.piles[2], st.piles[3] = [c("4H")], [c("AS")]
    assert sorted(g.legal_moves(st)) == [("m", 2, 0, 1), ("m", 3, 1, 1)]
    g.apply(st, ("m", 2, 0, 1))
    assert not g.is_won(st)
    st.piles[2] = [c("5H")]
    assert ("m", 2, 0, 1) not in list(g.legal_moves(st))
    g.apply(st, ("m", 3, 1, 1))
    assert g.is_won(st)


def test_targets_must_match_the_piles():
    with pytest.raises(PatienceError, match="1 targets for 2 piles"):
        Game(rules(targets=("4",)))
