"""The compiled core's deal packets (LANGUAGE.md §10.3) against the executor: on random walks through the games that
use them and through small rule sets, the same legal moves in the same order, the same verdict, the same positions
after each move and undo, and keys equal exactly when the positions are alike."""

from collections import Counter

import pytest

from patience.engine.game import Game
from patience.rules.load import load_all

from helpers import core_walk, make_game

RULES = load_all()


def _made(game, seeds, steps):
    """The rule ids of the moves made on `core_walk`s from the deals of `seeds`."""
    return Counter(game.rules_rt[move[0]].spec.id for *_, move in core_walk(game, seeds, steps) if move is not None)


def test_the_core_plays_la_nivernaise_as_the_executor_does():
    made = _made(Game(RULES["cadogan1914-la-nivernaise"]), range(1, 31), 200)
    assert made["round"] and made["redeal"]


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
