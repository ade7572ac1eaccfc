"""Perft counts of the committed rule sets (tests/engine/perft.json) pin move generation down."""

import json
from pathlib import Path

import pytest

from patience.engine.game import Game
from patience.engine.perft import perft
from patience.rules.load import load, with_variant

CASES = json.loads((Path(__file__).parent / "perft.json").read_text("utf-8"))


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['game']}~{c['variant']}-s{c['seed']}-d{c['depth']}")
def test_perft_counts_match(case):
    game = Game(with_variant(load(case["game"]), case["variant"]))
    assert perft(game, game.deal(case["seed"]), case["depth"]) == case["nodes"]
