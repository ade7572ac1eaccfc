"""The compiled core's deal packets (LANGUAGE.md §10.3), a re-deal's paying (§10.4), remove `onto` and crowned
groups and groups of three (§10.5) against the executor: on random walks through the games that
use them and through small rule sets, the same legal moves in the same order, the same verdict, the same positions
after each move and undo, and keys equal exactly when the positions are alike."""

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all

from helpers import make_game, moves_made

RULES = load_all()


def _made(game, seeds, steps, prefer=None):
    """The rule ids of the moves made on `core_walk`s from the deals of `seeds` (a move of rule `prefer` picked
    first when there is one)."""
    def pick(rng, legal):
        return rng.choice([m for m in legal if game.rules_rt[m[0]].spec.id == prefer] or legal)

    return moves_made(game, seeds, steps, pick if prefer else None)


def test_the_core_plays_la_nivernaise_as_the_executor_does():
    made = _made(Game(RULES["cadogan1914-la-nivernaise"]), range(1, 31), 200)
    assert made["round"] and made["redeal"]


def test_the_core_plays_the_wheel_as_the_executor_does():
    assert _made(Game(RULES["cadogan-wheel"]), range(1, 21), 200, "group")["group"] >= 20


def test_the_core_plays_the_queens_as_the_executor_does():
    assert _made(Game(RULES["cadogan1914-queens"]), range(1, 11), 300, "redeal")["redeal"] >= 10


PACKET_ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 5},
                {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
                 "space": {"cards": ["A*"]}}]


@pytest.mark.parametrize("pattern", ["row", "spaces"])
@pytest.mark.parametrize("face", ["up", "down"])
def test_the_core_deals_packets_as_the_executor_does(pattern, face):
    moves = [{"id": "play", "kind": "move", "from": ["t"], "to": ["f"]},
             {"id": "deal", "kind": "deal", "to": ["t"], "pattern": pattern, "packet": 3, "face": face}]
    game = make_game(PACKET_ZONES, moves, setup=[{"step": "deal", "to": "t", "counts": 1}])
    assert _made(game, range(12), 80)["deal"]


ONTO_ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 8, "space": {"never": True}},
              {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
               "space": {"cards": ["A*"]}, "take": "none"},
              {"id": "g", "role": "foundation", "count": 4, "build": {"rank": "down", "suit": "same"},
               "space": {"cards": ["K*", "Qr", "Jb"]}, "take": "none"}]
ONTO_GROUPS = {
    "a red and a black single card": {"size": 2, "relation": "alternate-colour", "alone": True},
    "a red and a black card of one pile, two deep": {"size": 2, "relation": "alternate-colour", "where": "same-pile",
                                                     "depth": 2},
    "a pair of one rank, two deep": {"size": 2, "relation": "same-rank", "depth": 2},
    "a single card": {"size": 1, "relation": "match", "cards": ["**"]},
}


@pytest.mark.parametrize("name", list(ONTO_GROUPS))
def test_the_core_plays_a_group_onto_piles_as_the_executor_does(name):
    moves = [{"id": "pair", "kind": "move", "from": ["t"], "to": ["t"], "alone": True, "dest_size": {"min": 1, "max": 1},
              "build": {"rank": "any", "suit": "any"}},
             {"id": "play", "kind": "remove", "group": {"from": ["t"], **ONTO_GROUPS[name]}, "onto": ["f", "g"]},
             {"id": "refill", "kind": "deal", "to": ["t"], "pattern": "spaces", "auto": True},
             {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row", "unless": ["play"]}]
    game = make_game(ONTO_ZONES, moves, setup=[{"step": "deal", "to": "t", "counts": 1}],
                     deck={"pack": "whist", "packs": 2})
    assert _made(game, range(12), 120, "play")["play"] >= 12


CROWN_ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 10, "grid": {"columns": 5}},
               {"id": "d", "role": "discard", "count": 20, "take": "none"}]
CROWN_GROUPS = {
    "a sum of two, crowned by a court card": {"size": 2, "relation": "sum", "total": 11, "crown": ["J*", "Q*", "K*"]},
    "a pair of one rank two deep, crowned by a red card": {"size": 2, "relation": "same-rank", "depth": 2,
                                                           "crown": ["*r"]},
    "a single ten, crowned by a king": {"size": 1, "relation": "match", "cards": ["10*"], "crown": ["K*"]},
    "distinct values of some ranks, crowned by any card": {"size": 2, "relation": "same-suit", "distinct": True,
                                                           "ranks": ["2", "3", "4", "5"], "crown": ["**"]},
    "three distinct values of a sum, crowned by a court card": {"size": 3, "relation": "sum", "total": 18,
                                                                "distinct": True, "crown": ["J*", "Q*", "K*"]},
    "three of one suit two deep in a grid row or column": {"size": 3, "relation": "same-suit", "depth": 2,
                                                           "where": "same-row-or-column"},
    "three of one rank in a grid row, crowned two deep": {"size": 3, "relation": "same-rank", "where": "same-row",
                                                          "depth": 2, "crown": ["*r"]},
    "three black cards": {"size": 3, "relation": "match", "cards": ["*b"]},
}


@pytest.mark.parametrize("into_space", [False, True], ids=["onto one pile", "into a space"])
@pytest.mark.parametrize("name", list(CROWN_GROUPS))
def test_the_core_removes_crowned_groups_as_the_executor_does(name, into_space):
    to = {"to": "d", "into_space": True} if into_space else {"to": "d"}
    moves = [{"id": "group", "kind": "remove", "group": {"from": ["t"], **CROWN_GROUPS[name]}, **to},
             {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row"}]
    game = make_game(CROWN_ZONES, moves, setup=[{"step": "deal", "to": "t", "counts": 2}],
                     deck={"pack": "whist", "packs": 2})
    assert _made(game, range(10), 60, "group")["group"] >= 10


PAY_ZONES = [{"id": "s", "role": "stock"}, {"id": "w", "role": "talon", "count": 2},
             {"id": "t", "role": "tableau", "count": 4, "build": {"rank": "down", "suit": "alternate-colour"}},
             {"id": "f", "role": "foundation", "count": 4, "build": {"rank": "up", "suit": "same"},
              "space": {"cards": ["A*"]}}]
PAYS = {
    "three others a queen, turned over": ({"cards": ["Q*"], "per_card": 3}, {}),
    "none other, kept": ({"cards": ["Q*", "Jr"], "per_card": 0}, {"turn": "keep"}),
    "two others, shuffled": ({"cards": ["*H"], "per_card": 2}, {"shuffle": True}),
}


@pytest.mark.parametrize("cover", [False, True], ids=["face up", "earlier cards face down"])
@pytest.mark.parametrize("name", list(PAYS))
def test_the_core_pays_a_re_deal_as_the_executor_does(name, cover):
    pay, how = PAYS[name]
    moves = [{"id": "play", "kind": "move", "from": ["t", "w"], "to": ["f", "t"]},
             {"id": "draw", "kind": "draw", "from": "s", "to": ["w"], "count": 2, "cover": cover},
             {"id": "redeal", "kind": "redeal", "gather": {"zones": ["w"], "pay": pay}, "to": "s",
              "when": {"empty": ["s"]}, **how}]
    game = make_game(PAY_ZONES, moves, setup=[{"step": "deal", "to": "t", "counts": 1}])
    assert _made(game, range(8), 150, "redeal")["redeal"] >= 8
