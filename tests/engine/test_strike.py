"""The `strike` component: sets laid on a row, cards of the chosen suit struck out, mixed between layings."""

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(choices=({"name": "suit", "options": ["C", "D", "H", "S"]},)) -> RuleSet:
    return rule_set(
        deck={"pack": "piquet"},
        zones=[{"id": "t", "role": "tableau", "count": 3, "take": "none"},
               {"id": "s", "role": "stock"}, {"id": "d", "role": "discard", "take": "none"}],
        choices=list(choices),
        mechanics=[{"name": "strike", "params": {"zone": "t", "discard": "d", "choice": "suit",
                                                 "sets": 2, "layings": 2}}],
        win={"kind": "component"},
    )


def test_the_suit_is_chosen_first():
    g = Game(rules())
    assert sorted(m[2] for m in g.legal_moves(g.deal(1))) == ["C", "D", "H", "S"]


def test_a_set_strikes_the_chosen_suit_and_covers_the_rest():
    g = Game(rules())
    st = g.deal(1)
    g.apply(st, ("choose", "suit", "H"))
    top3 = st.piles[3][-3:][::-1]
    g.apply(st, ("lay",))
    hearts = [x for x in top3 if cards.suit(x) == 2]
    assert st.piles[4] == hearts
    assert [p[-1] for p in st.piles[:3] if p] == [x for x in top3 if cards.suit(x) != 2]


def test_mix_after_the_sets_and_stop_after_the_last_laying_and_undo_restores():
    g = Game(rules())
    st = g.deal(2)
    g.apply(st, ("choose", "suit", "C"))
    before = st.key()
    seen, logs = [], []
    while moves := list(g.legal_moves(st)):
        assert len(moves) == 1
        seen.append(moves[0][0])
        logs.append(g.apply(st, moves[0]))
    assert seen == ["lay", "lay", "mix", "lay", "lay"]
    assert sum(map(len, st.piles)) == 32
    for log in reversed(logs):
        g.undo(st, log)
    assert st.key() == before


def test_needs_a_suit_choice():
    with pytest.raises(PatienceError, match="choice 'suit'"):
        Game(rules(choices=()))
