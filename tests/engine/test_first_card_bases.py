"""The first-card-bases mechanic: the first card and its rank start the foundations during the deal."""

from __future__ import annotations

import pytest

from patience.engine import cards
from patience.engine.game import Game
from patience.errors import PatienceError
from patience.rules.model import RuleSet

from helpers import rule_set


def rules(**params) -> RuleSet:
    p = {"zone": "f", "to": ["r"], "counts": [12], **params}
    return rule_set(
        zones=[
            {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "wrap": True},
             "space": {"never": True}, "take": "none"},
            {"id": "r", "role": "tableau", "count": 4, "build": {"rank": "down"}},
            {"id": "s", "role": "stock"},
        ],
        moves=[{"from": ["r"], "to": ["f"]}],
        mechanics=[{"name": "first-card-bases", "params": p}],
        win={"zones": ["f"]},
    )


def test_first_card_and_its_rank_start_the_piles_and_the_rest_is_dealt() -> None:
    g = Game(rules())
    plain = Game(rules().model_copy(update={"mechanics": []}))
    for seed in range(1, 6):
        pack_top = plain.deal(seed).piles[plain.stock][-1]
        st = g.deal(seed)
        bases = [st.piles[p] for p in g.zones["f"].piles]
        assert bases[0] == [pack_top]
        assert {cards.value(b[0]) for b in bases} == {cards.value(pack_top)} and all(len(b) == 1 for b in bases)
        assert [len(st.piles[p]) for p in g.zones["r"].piles] == [12] * 4
        assert not st.piles[g.stock]


def test_counts_must_match_zones() -> None:
    with pytest.raises(PatienceError, match="counts"):
        Game(rules(counts=[12, 3]))


def test_too_few_places_is_one_line_error() -> None:
    with pytest.raises(PatienceError, match="no place left"):
        Game(rules(counts=[11])).deal(1)
