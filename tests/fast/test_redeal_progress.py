"""The compiled core's re-deal `progress` (LANGUAGE.md §10.4: no re-deal after `fruitless` passes in a row in which
no pile of the `progress` zones grew) against the executor, on playouts of The Zodiac that turn the stock often: the
same legal moves, verdicts and keys, the same positions (the `.start` and `.fruitless` state included) after each move and undo."""

from patience.engine.game import Game
from patience.rules.load import load_all

from helpers import core_walk


def test_the_core_counts_fruitless_passes_as_the_executor_does():
    game = Game(load_all()["cadogan1914-zodiac"])
    kinds = [rt.spec.kind for rt in game.rules_rt]

    def stock_first(rng, legal):
        stock = [m for m in legal if kinds[m[0]] in ("draw", "redeal")]
        return rng.choice(stock if stock and rng.random() < 0.8 else legal)

    made = [move for _, _, _, move in core_walk(game, range(1, 5), 1500, stock_first)]
    assert any(m is not None and kinds[m[0]] == "redeal" for m in made) and None in made
