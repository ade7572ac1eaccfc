"""Perft counts of the committed rule sets (tests/engine/perft.json) pin move generation down.

A count changes whenever move generation, make/unmake or a rule set changes. After a deliberate
change, rewrite the file for every rule set in rules_json/ (and its variants):

    PYTHONPATH=src python tests/engine/test_perft.py --write
"""

import json
import sys
from pathlib import Path

import pytest

from patience.engine.game import Game
from patience.engine.perft import perft
from patience.rules.load import load, load_all, with_variant

FILE = Path(__file__).parent / "perft.json"
CASES = json.loads(FILE.read_text("utf-8"))
SEEDS = (1, 2)
DEPTH = 4  # the deepest count written, unless a shallower one already takes BUDGET seconds
BUDGET = 0.2


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c['game']}~{c['variant']}-s{c['seed']}-d{c['depth']}")
def test_perft_counts_match(case):
    game = Game(with_variant(load(case["game"]), case["variant"]))
    assert perft(game, game.deal(case["seed"]), case["depth"]) == case["nodes"]


def test_perft_of_a_position_without_moves_counts_it_once():
    from helpers import make_game, position

    g = make_game([{"id": "s", "role": "stock"}, {"id": "t", "role": "tableau"}], [{"id": "p", "kind": "pass", "when": {"not_empty": ["t"]}}])
    st = position(g)
    assert perft(g, st, 3) == 1
    assert perft(g, position(g, t="5C"), 3) == 1  # one pass, three times
    assert perft(g, st, 0) == 1


def _write() -> None:
    import time

    out = []
    for rid, rules in load_all().items():
        for variant in [None, *(v.id for v in rules.variants)]:
            game = Game(with_variant(rules, variant))
            for seed in SEEDS:
                for depth in range(1, DEPTH + 1):
                    began = time.perf_counter()
                    case = {"game": rid, "variant": variant, "seed": seed, "depth": depth, "nodes": perft(game, game.deal(seed), depth)}
                    if time.perf_counter() - began > BUDGET and depth > 1:
                        break
                    best = case
                out.append(best)
    FILE.write_text(json.dumps(out, indent=1) + "\n", "utf-8")
    print(f"{FILE}: {len(out)} cases")


if __name__ == "__main__" and "--write" in sys.argv:
    _write()
