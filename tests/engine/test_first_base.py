"""The first-base mechanic: the first card of given ranks becomes the base and fixes choices."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(**params) -> RuleSet:
    p = {"zone": "f", "row": "r", "talon": "w", "ranks": ["A", "K"],
         "sets": {"A": {"direction": "up"}, "K": {"direction": "down"}}, **params}
    return rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "param", "param": "direction"},
             "space": {"ranks": ["A", "K"], "first_sets_rank": True}, "take": "none"},
            {"id": "r", "role": "tableau", "count": 3},
            {"id": "s", "role": "stock"},
            {"id": "w", "role": "talon"},
        ],
        setup=[{"action": "deal", "to": "r", "counts": 1}],
        moves=[{"action": "draw", "from": ["s"], "to": ["w"]}, {"from": ["r", "w"], "to": ["f"]}],
        choices=[{"name": "direction", "options": ["up", "down"]}],
        mechanics=[{"name": "first-base", "params": p}],
        win={"zones": ["f"]},
    )


def test_base_from_the_row_or_else_through_the_talon() -> None:
    g = Game(rules())
    kinds = set()
    for seed in range(1, 40):
        st = g.deal(seed)
        base = st.piles[g.pile_index["f1"]]
        assert len(base) == 1 and cards.value(base[0]) in (1, 13)
        talon = st.piles[g.pile_index["w"]]
        assert all(cards.value(c) not in (1, 13) for c in talon)
        row = [st.piles[p][-1] for p in g.zones["r"].piles if st.piles[p]]
        if talon:
            assert all(cards.value(c) not in (1, 13) for c in row)
        assert st.vars["choice:direction"] == ("up" if cards.value(base[0]) == 1 else "down")
        assert not any(m[0] == "choose" for m in g.legal_moves(st))
        kinds.add(bool(talon))
    assert kinds == {True, False}


def test_any_rank_when_ranks_is_null() -> None:
    g = Game(rules(ranks=None, sets={}))
    st = g.deal(1)
    assert len(st.piles[g.pile_index["f1"]]) == 1
    assert not st.piles[g.pile_index["w"]]


def test_sets_must_name_a_choice_option() -> None:
    with pytest.raises(PatienceError, match="no choice 'direction' with option 'sideways'"):
        Game(rules(sets={"A": {"direction": "sideways"}}))
