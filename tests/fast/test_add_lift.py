"""The compiled core's build.rank `add` (LANGUAGE.md §6.1: the target's value plus the anchor card's, mod 13) and rule
kinds `lift` and `collect` (§10.9: top cards onto the piles of the same index; top runs gathered onto the space after
the last pile) against the executor: on random walks through the games that use them and through small rule sets, the
same legal moves in the same order, the same verdict, the same positions after each move and undo, and keys equal
exactly when the positions are alike (piles read by index keyed apart)."""

import pytest

from patience import fast
from patience.engine.game import Game

from helpers import make_game, moves_made, rule_game



@pytest.mark.parametrize("rid, variant", [("hagenaar2-13", None), ("hagenaar2-13", "until-won")])
def test_the_core_plays_the_games_of_add_as_the_executor_does(rid, variant):
    made = moves_made(rule_game(rid, variant), range(1, 13), 250)
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
    made = moves_made(game, range(10), 200)
    assert made["add"] >= 60 and made["anchor"] >= 20, made


def test_an_empty_anchor_pile_lets_no_card_on():
    adds = {"id": "n", "role": "foundation", "count": 2, "take": "none",
            "build": {"rank": "add", "anchor": {"zone": "a"}, "suit": "same"}, "limit": 4}
    game = make_game([STOCK, TALON, {**ANCHORS, "count": 2}, adds], PLAY, win={"kind": "all-in", "zones": ["n"]})
    made = moves_made(game, range(10), 150)
    assert made["add"] >= 10 and made["anchor"] >= 10, made


def test_the_core_plays_the_games_of_collect_as_the_executor_does():
    made = moves_made(rule_game("hagenaar2-42"), range(1, 9), 300)
    assert made["strip"] >= 8 and made["marry"] >= 40, made


def test_the_core_plays_the_game_of_lift_as_the_executor_does():
    made = moves_made(rule_game("hagenaar2-26"), range(1, 9), 300)
    assert made["lift"] >= 5 and made["cycle"] >= 50, made


FOUND = {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"}, "space": {"cards": ["A*"]},
         "take": "none"}
LOWER = {"id": "l", "role": "tableau", "count": 3, "build": {"rank": "down", "suit": "any"}}


@pytest.mark.parametrize("reveal", [True, False])
def test_the_core_lifts_as_the_executor_does(reveal):
    """Four piles lifted onto three (the fourth stays), face-down tops skipped (without `reveal`: one lift a deal)."""
    upper = {"id": "u", "role": "tableau", "count": 4, "reveal": reveal, "take": "top"}
    rules = [{"id": "home", "kind": "move", "from": ["u", "l"], "to": ["f"]},
             {"id": "build", "kind": "move", "from": ["l", "u"], "to": ["l"]},
             {"id": "lift", "kind": "lift", "from": "u", "to": "l"}]
    game = make_game([FOUND, upper, LOWER], rules, setup=[{"step": "deal", "to": "u", "counts": 13, "face": "top-up"}],
                     win={"kind": "all-in", "zones": ["f"]})
    plan = fast.core_for(game).plan
    assert len(set(plan.group[p] for z in ("u", "l") for p in game.zones[z].piles)) == 7
    made = moves_made(game, range(12), 120)
    assert made["lift"] >= (30 if reveal else 8) and made["build"] >= 30, made


@pytest.mark.parametrize("face", ["up", "top-up"])
def test_the_core_collects_as_the_executor_does(face):
    """Runs (and single top cards) gathered onto the space after the last pile, never a whole pile."""
    ring = {"id": "h", "role": "tableau", "count": 12, "build": {"rank": "either", "wrap": True}, "take": "run",
            "space": {"never": True}}
    rules = [{"id": "home", "kind": "move", "from": ["h"], "to": ["f"]},
             {"id": "marry", "kind": "move", "from": ["h"], "to": ["h"], "unit": "run"},
             {"id": "collect", "kind": "collect", "zone": "h"}]
    setup = [{"step": "deal", "to": "h", "counts": 8, "piles": 6, "order": "piles", "face": face}]
    game = make_game([FOUND, ring, {"id": "s", "role": "stock"}], rules, setup=setup, win={"kind": "all-in", "zones": ["f"]})
    made = moves_made(game, range(12), 120)
    assert made["collect"] >= 20 and made["marry"] >= 20, made


def test_a_lift_onto_its_own_piles_is_refused_by_name():
    game = make_game([FOUND, LOWER], [{"id": "lift", "kind": "lift", "from": "l", "to": "l"}])
    assert fast.refusal(game) == "lift.to among the piles of lift.from not compiled"
