"""The compiled core's build.rank `add` (LANGUAGE.md §6.1: the target's value plus the anchor card's, mod 13) against
the executor: on random walks through the games that use it and through small rule sets, the same legal moves in the
same order, the same verdict, the same positions after each move and undo, and keys equal exactly when the positions
are alike (piles read by index keyed apart)."""

from collections import Counter

import pytest

from patience import fast
from patience.engine.game import Game

from helpers import core_walk, make_game, rule_game


def _made(game, seeds, steps):
    """The rule ids of the moves made on `core_walk`s from the deals of `seeds`."""
    made: Counter[str] = Counter()
    for _, _, _, move in core_walk(game, seeds, steps):
        if move is not None:
            made[game.rules_rt[move[0]].spec.id] += 1
    return made


@pytest.mark.parametrize("rid, variant", [("hagenaar2-13", None), ("hagenaar2-13", "until-won")])
def test_the_core_plays_the_games_of_add_as_the_executor_does(rid, variant):
    made = _made(rule_game(rid, variant), range(1, 13), 250)
    assert made["found"] >= 40, made


STOCK, TALON = {"id": "s", "role": "stock"}, {"id": "w", "role": "talon"}
ANCHORS = {"id": "a", "role": "tableau", "count": 2, "build": {"rank": "down", "suit": "any"}}
PLAY = [{"id": "draw", "kind": "draw", "from": "s", "to": ["w"]},
        {"id": "add", "kind": "move", "from": ["w", "a"], "to": ["n"]},
        {"id": "anchor", "kind": "move", "from": ["w"], "to": ["a"]}]


@pytest.mark.parametrize("card", ["top", "bottom"])
def test_the_core_adds_the_value_of_a_changing_anchor_card(card):
    """Three piles read two anchor piles (pile 2 reads pile 0), whose top cards change as cards are built on them."""
    adds = {"id": "n", "role": "foundation", "count": 3, "take": "none",
            "build": {"rank": "add", "anchor": {"zone": "a", "card": card}, "suit": "any"}}
    game = make_game([STOCK, TALON, ANCHORS, adds], PLAY, setup=[{"step": "deal", "to": "a", "counts": 1}],
                     win={"kind": "all-in", "zones": ["n"]})
    plan = fast.core_for(game).plan
    assert len(set(plan.group[p] for z in ("a", "n") for p in game.zones[z].piles)) == 5  # (each keyed apart)
    made = _made(game, range(10), 200)
    assert made["add"] >= 60 and made["anchor"] >= 20, made


def test_an_empty_anchor_pile_lets_no_card_on():
    adds = {"id": "n", "role": "foundation", "count": 2, "take": "none",
            "build": {"rank": "add", "anchor": {"zone": "a"}, "suit": "same"}, "limit": 4}
    game = make_game([STOCK, TALON, {**ANCHORS, "count": 2}, adds], PLAY, win={"kind": "all-in", "zones": ["n"]})
    made = _made(game, range(10), 150)
    assert made["add"] >= 10 and made["anchor"] >= 10, made
