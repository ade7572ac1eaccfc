"""The compiled core's re-deal `progress` (LANGUAGE.md §10.4: no re-deal after `fruitless` passes in a row in which
no pile of the `progress` zones grew) against the executor, on playouts of The Zodiac that turn the stock often: the
same legal moves, the same positions (the `.start` and `.fruitless` state included) after each move and undo."""

import random

from patience.engine.game import Game
from patience.fast import core_for, load
from patience.rules.load import load_all

from helpers import core_makes_it_alike


def test_the_core_counts_fruitless_passes_as_the_executor_does():
    game = Game(load_all()["cadogan1914-zodiac"])
    core = core_for(game)
    assert core is not None
    kinds = [rt.spec.kind for rt in game.rules_rt]
    redeals = refused = 0
    for seed in range(1, 5):
        rng = random.Random(seed)
        st = game.deal(seed)
        for step in range(1500):
            load(core, st)
            legal = list(game.legal_moves(st))
            assert core.moves() == legal, f"seed {seed} step {step}"
            stock = [m for m in legal if kinds[m[0]] in ("draw", "redeal")]
            refused += not legal
            if not legal:
                break
            move = rng.choice(stock if stock and rng.random() < 0.8 else legal)
            redeals += kinds[move[0]] == "redeal"
            core_makes_it_alike(core, game, st, move, f"seed {seed} step {step}")
    assert redeals and refused
