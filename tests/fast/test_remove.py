"""The compiled core's `remove` (LANGUAGE.md §10.5: groups of one or two free cards) against the executor: on random
playouts of small rule sets, the same legal moves in the same order and the same positions after each move and undo."""

import pytest

from helpers import core_walk, make_game

ZONES = [{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau", "count": 10, "grid": {"columns": 5}},
         {"id": "a", "role": "reserve", "count": 4}, {"id": "d", "role": "discard", "take": "none"},
         {"id": "f", "role": "foundation", "count": 4, "take": "none"}]
SETUP = [{"step": "deal", "to": "t", "counts": 3, "face": "down"}, {"step": "deal", "to": "t", "counts": 1},
         {"step": "deal", "to": "a", "counts": 1}]
DEAL = {"id": "deal", "kind": "deal", "to": ["t"], "pattern": "row"}
GROUPS = {
    "a sum of two in one grid row or column": {"from": ["t"], "size": 2, "relation": "sum", "total": 13,
                                               "where": "same-row-or-column"},
    "a sum of two in one grid row": {"from": ["t", "a"], "size": 2, "relation": "sum", "total": 11, "where": "same-row"},
    "a pair of one rank, two deep": {"from": ["t", "a"], "size": 2, "relation": "same-rank", "depth": 2},
    "distinct values of one suit, of some ranks": {"from": ["a", "t"], "size": 2, "relation": "same-suit",
                                                   "distinct": True, "ranks": ["2", "3", "4", "5", "6", "7", "8"]},
    "a red and a black single card": {"from": ["t", "a"], "size": 2, "relation": "alternate-colour", "alone": True},
    "identical cards": {"from": ["t", "a"], "size": 2, "relation": "identical"},
    "a single matching card two deep": {"from": ["t"], "size": 1, "relation": "match", "cards": ["A*", "K*"],
                                        "depth": 2},
    "a single card of a sum": {"from": ["t", "a"], "size": 1, "relation": "sum", "total": 13},
}


def _game(group, into_space):
    to = {"to": "f", "into_space": True} if into_space else {"to": "d"}
    return make_game(ZONES, [{"id": "pair", "kind": "remove", "group": group, **to}, DEAL], setup=SETUP,
                     deck={"pack": "whist", "packs": 2})


@pytest.mark.parametrize("into_space", [False, True], ids=["to a discard", "into a space"])
@pytest.mark.parametrize("name", list(GROUPS))
def test_the_core_removes_groups_as_the_executor_does(name, into_space):
    game = _game(GROUPS[name], into_space)
    made = [move for _, _, _, move in core_walk(game, range(6), 60) if move is not None]
    assert any(game.rules_rt[move[0]].spec.kind == "remove" for move in made)
