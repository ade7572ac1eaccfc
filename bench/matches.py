"""Match results of the two-player games: every rule set (and variant) with two players, its deals
1…N played out with one policy per player, wins counted per side. The site shows these instead of a
win rate (a race between players is not a puzzle to solve).

    .venv/bin/python bench/matches.py [--deals 200] [--out bench/results/matches.json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from patience.engine.game import Game
from patience.engine.match import play_match, tally
from patience.fsutil import atomic_write
from patience.rules.load import load_all, with_variant

PAIRS = (("greedy", "random"), ("random", "greedy"), ("greedy", "greedy"))
"""Policies of A and B."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "results" / "matches.json")
    args = parser.parse_args()
    rows = []
    for rid, rules in sorted(load_all().items()):
        if rules.players.count != 2:
            continue
        for variant in [None, *(v.id for v in rules.variants)]:
            game = Game(with_variant(rules, variant))
            for pair in PAIRS:
                start = time.perf_counter()
                t = tally([play_match(game, seed, list(pair)) for seed in range(1, args.deals + 1)])
                rows.append({"id": rid, "variant": variant, "policies": list(pair), "deals": args.deals,
                             "wins": t["wins"], "unfinished": t["unfinished"], "mean_moves": t["mean_moves"]})
                print(f"{rid}{'~' + variant if variant else ''} {'/'.join(pair)}: {t['wins']} "
                      f"({time.perf_counter() - start:.1f} s)", file=sys.stderr)
    atomic_write(args.out, json.dumps({"deals": args.deals, "matches": rows}, indent=1) + "\n")
    print(f"{len(rows)} match tallies written to {args.out}")


if __name__ == "__main__":
    main()
